import { useTranslation } from 'react-i18next';
import { useLanguage } from '~/i18n/use-language';
import { pageUrl } from './alternates';
import { personJsonLd, serializeJsonLd } from './json-ld';
import { shareImage } from './share-image';
import { absoluteUrl, siteUrl } from './site-url';

/** The owner as schema.org structured data, for search engines' knowledge panels. */
export function PersonJsonLd() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const data = personJsonLd({
    origin: siteUrl,
    url: pageUrl(siteUrl, lang, '/'),
    jobTitle: t('meta.role'),
    image: absoluteUrl(shareImage.path),
  });
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
