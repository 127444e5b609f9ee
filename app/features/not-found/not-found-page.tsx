import { Compass, Home, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '~/i18n/use-language';
import { PageMeta } from '~/seo/page-meta';
import { labelIconClass } from '~/components/label-icon';

const suggestionKeys = [
  'notFound.suggestions.spelling',
  'notFound.suggestions.navigation',
  'notFound.suggestions.home',
] as const;

export function NotFoundPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:px-6">
      <PageMeta title={t('meta.notFound.title')} description={t('meta.notFound.description')} />
      <p
        aria-hidden="true"
        className="bg-gradient-to-r from-blue-700 to-indigo-600 bg-clip-text text-8xl font-black text-transparent sm:text-9xl dark:from-blue-400 dark:to-indigo-300"
      >
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('notFound.message')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={localize('/')}
          className="block w-full rounded-lg border border-transparent bg-blue-800 px-5 py-3 text-center font-semibold text-balance sm:w-auto text-white hover:bg-blue-900 dark:bg-blue-400 dark:text-slate-950 dark:hover:bg-blue-300"
        >
          <Home aria-hidden="true" className={`size-5 ${labelIconClass}`} />
          {t('notFound.goHome')}
        </Link>
        <Link
          to={localize('/about')}
          className="block w-full rounded-lg border border-slate-300 px-5 py-3 text-center font-semibold text-balance sm:w-auto hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          <Mail aria-hidden="true" className={`size-5 ${labelIconClass}`} />
          {t('notFound.contact')}
        </Link>
      </div>
      <section className="mt-12 w-full rounded-xl bg-slate-50 p-6 text-left dark:bg-slate-900">
        {/* The icon hangs beside the heading's first line, however many lines follow. */}
        <h2 className="flex items-start gap-2 font-semibold">
          <Compass aria-hidden="true" className="mt-[calc((1lh-1.25rem)/2)] size-5 shrink-0" />
          {t('notFound.suggestionsTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700 dark:text-slate-300">
          {suggestionKeys.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
