import { useTranslation } from 'react-i18next';
import { localizePath } from '~/i18n/languages';
import { useLanguage } from '~/i18n/use-language';

/**
 * Shown by the root error boundary when a render throws: a friendly message
 * and a way home, never an empty page. A plain link (not a client-side one)
 * so that going home reloads a fresh document.
 */
export function ErrorScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
      <title>{t('common.error.title')}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{t('common.error.title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('common.error.message')}</p>
      <a
        href={localizePath(lang, '/')}
        className="rounded-lg bg-blue-800 px-5 py-3 font-semibold text-white hover:bg-blue-900"
      >
        {t('common.error.goHome')}
      </a>
    </main>
  );
}
