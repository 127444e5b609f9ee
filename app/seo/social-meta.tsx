import { useTranslation } from 'react-i18next';
import { site } from '../../site.config';
import { languageOption, languages } from '~/i18n/languages';
import { useLanguage } from '~/i18n/use-language';
import { shareImage } from './share-image';
import { absoluteUrl } from './site-url';

type SocialMetaProps = {
  /** The full document title. */
  title: string;
  description: string;
  /** The page's absolute URL in the current language; none for the 404 page. */
  url?: string;
  type: 'website' | 'profile';
};

/** Open Graph and Twitter card tags: how the page looks when its link is shared. */
export function SocialMeta({ title, description, url, type }: SocialMetaProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const image = absoluteUrl(shareImage.path);
  const imageAlt = t('meta.imageAlt', { name: site.name, initials: site.initials });
  return (
    <>
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url !== undefined && <meta property="og:url" content={url} />}
      <meta property="og:locale" content={languageOption(lang).locale} />
      {/* Keyed by place, not by language: a language switch then rewrites each tag in place,
          and the head keeps the list's order, as a direct load of the new page has it. */}
      {languages
        .filter(({ code }) => code !== lang)
        .map(({ locale }, place) => (
          <meta key={place} property="og:locale:alternate" content={locale} />
        ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={shareImage.type} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  );
}
