import { useTranslation } from 'react-i18next';
import { site } from '../../../site.config';
import { useLanguage } from '~/i18n/use-language';
import { displayUrl } from '~/lib/display-url';
import { profileUrls } from '~/lib/profiles';
import { pageUrl } from '~/seo/alternates';
import { siteUrl } from '~/seo/site-url';

/**
 * The top of the printed About page, which prints as a CV: name, role and
 * contact details. Not shown on screen, where the header and footer say the same.
 */
export function PrintContact() {
  const { t } = useTranslation();
  // The site in the page's language, as the CV in that language gives it.
  const homeUrl = pageUrl(siteUrl, useLanguage(), '/');
  const links = [
    { href: `mailto:${site.email}`, text: site.email },
    { href: homeUrl, text: displayUrl(homeUrl) },
    // The profiles, other sites: like every external link, a new tab and nofollow.
    ...profileUrls(site.profiles).map((url) => ({
      href: url,
      text: displayUrl(url),
      target: '_blank',
      rel: 'noopener noreferrer nofollow me',
    })),
  ];
  return (
    <div className="mb-8 hidden border-b border-slate-300 pb-4 print:block">
      <p className="text-3xl font-bold">{site.name}</p>
      <p className="text-lg text-blue-800">{t('meta.role')}</p>
      <ul className="mt-2 flex flex-wrap gap-x-6 text-sm">
        {links.map(({ href, text, ...external }) => (
          <li key={href}>
            {/* The text is the address already: no URL printed after it. */}
            <a href={href} {...external} data-print-url="shown">
              {text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
