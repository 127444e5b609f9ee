import { site } from '../../site.config';
import { localizePath } from '~/i18n/languages';
import { useLanguage } from '~/i18n/use-language';
import { absoluteUrl } from './site-url';

type PageMetaProps = {
  /** The page's own title, without the owner-name suffix. */
  title: string;
  description: string;
  /** The page's unprefixed path (`/about`); absent for pages that must not be indexed. */
  path?: string;
};

/** The page's head tags, rendered with React 19's own hoisting into `<head>`. */
export function PageMeta({ title, description, path }: PageMetaProps) {
  const lang = useLanguage();
  return (
    <>
      <title>{`${title} | ${site.name}`}</title>
      <meta name="description" content={description} />
      <meta name="author" content={site.name} />
      {path === undefined ? (
        <meta name="robots" content="noindex" />
      ) : (
        <link rel="canonical" href={absoluteUrl(localizePath(lang, path))} />
      )}
    </>
  );
}
