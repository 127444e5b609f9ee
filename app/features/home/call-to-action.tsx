import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { site } from '../../../site.config';
import { MailLink } from '~/components/mail-link';
import { useLocalizedPath } from '~/i18n/use-language';

export function CallToAction() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section className="rounded-3xl bg-linear-to-br from-blue-700 to-indigo-800 px-6 py-12 text-center text-white sm:px-12 dark:from-blue-900 dark:to-indigo-950">
      <h2 className="text-3xl font-bold tracking-tight">{t('home.cta.title')}</h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-50">{t('home.cta.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <MailLink
          subject={t('home.cta.mailSubject')}
          body={t('home.cta.mailBody', { name: site.name })}
          className="inline-flex items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-blue-800 transition-colors hover:bg-blue-50 focus-visible:outline-white"
        >
          <Mail aria-hidden="true" className="size-5" />
          {t('home.cta.contact')}
        </MailLink>
        <Link
          to={localize('/about')}
          className="rounded-lg border border-white/80 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-white"
        >
          {t('home.cta.about')}
        </Link>
      </div>
    </section>
  );
}
