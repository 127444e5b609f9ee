import { useTranslation } from 'react-i18next';
import { useLanguage } from '~/i18n/use-language';
import { profilePicture } from '~/lib/picture-urls';
import { pageUrl } from './alternates';
import { personJsonLd, serializeJsonLd } from './json-ld';
import { absoluteUrl, siteUrl } from './site-url';

/** The owner as schema.org structured data, for search engines' knowledge panels. */
export function PersonJsonLd() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const data = personJsonLd({
    origin: siteUrl,
    url: pageUrl(siteUrl, lang, '/'),
    jobTitle: t('meta.role'),
    // The owner's own photo: the share image may be their initials, drawn.
    image: absoluteUrl(profilePicture.src),
  });
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
