import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { site } from '../../../site.config';
import { useLanguage } from '~/i18n/use-language';
import { cvFileName, cvPath } from '~/lib/cv-path';
import { labelIconClass } from '~/components/label-icon';

/** "Download CV (PDF)": the page's language's CV, a static file the build writes (scripts/cv/). */
export function CvLink() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    // A plain link, not the router's: the PDF is a file, not a page.
    <a
      href={cvPath(site.name, lang)}
      download={cvFileName(site.name, lang)}
      type="application/pdf"
      hrefLang={lang}
      className="mt-6 block rounded-lg bg-blue-800 px-5 py-2.5 text-center text-balance sm:inline-block font-semibold text-white transition-colors hover:bg-blue-900 print:hidden dark:bg-blue-400 dark:text-slate-950 dark:hover:bg-blue-300"
    >
      {/* In the line, so a label that wraps keeps its icon beside its first words. */}
      <FileDown aria-hidden="true" className={`size-5 ${labelIconClass}`} />
      {t('about.cv.download')}
    </a>
  );
}
