import { Mail } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../../../site.config';
import { MailLink } from '~/components/mail-link';

/** The closing call to action: a prefilled mail to the owner. */
export function ProjectsCta() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-20 rounded-3xl bg-gradient-to-br from-blue-700 to-indigo-800 px-6 py-12 text-center text-white sm:px-12"
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('projects.cta.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-blue-50">{t('projects.cta.text')}</p>
      <MailLink
        subject={t('projects.cta.mailSubject')}
        body={t('projects.cta.mailBody', { name: site.name })}
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-blue-800 shadow-sm transition-colors hover:bg-blue-50 focus-visible:outline-white"
      >
        <Mail aria-hidden="true" className="size-5" />
        {t('projects.cta.button')}
      </MailLink>
    </section>
  );
}
