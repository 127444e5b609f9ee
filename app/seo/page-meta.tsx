import { useTranslation } from 'react-i18next';
import { site } from '../../site.config';
import { useLanguage } from '~/i18n/use-language';
import { alternatesOf, pageUrl } from './alternates';
import { pageTitle } from './page-title';
import { PersonJsonLd } from './person-json-ld';
import { SocialMeta } from './social-meta';
import { siteUrl } from './site-url';

type PageMetaProps = {
  /** The page's own title, without the owner-name suffix. */
  title: string;
  description: string;
  /** The page's unprefixed path (`/about`); absent for pages that must not be indexed. */
  path?: string;
};

/**
 * The page's head tags, rendered with React 19's own hoisting into `<head>`:
 * React adds them with the page and removes them when it goes, so client-side
 * navigation and language switches never leave stale or duplicate tags.
 * Indexed pages get a canonical URL, language alternates and sharing tags;
 * the 404 page the sharing tags alone, with no URL of its own;
 * the home page also describes the owner as structured data.
 */
export function PageMeta({ title, description, path }: PageMetaProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const fullTitle = pageTitle(title, site.name);
  const isHome = path === '/';
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={t('meta.keywords')} />
      <meta name="author" content={site.name} />
      {path === undefined ? (
        <>
          <meta name="robots" content="noindex" />
          {/* A shared link that leads nowhere still shows whose site it is, in its language. */}
          <SocialMeta title={fullTitle} description={description} type="website" />
        </>
      ) : (
        <>
          <link rel="canonical" href={pageUrl(siteUrl, lang, path)} />
          {alternatesOf(siteUrl, path).map(({ hrefLang, href }) => (
            <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
          ))}
          <SocialMeta
            title={fullTitle}
            description={description}
            url={pageUrl(siteUrl, lang, path)}
            type={isHome ? 'profile' : 'website'}
          />
          {isHome && <PersonJsonLd />}
        </>
      )}
    </>
  );
}
