import { Mail } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../../../site.config';
import { MailLink } from '~/components/mail-link';
import { serviceIcons, serviceIds } from './services';
import { labelIconClass } from '~/components/label-icon';

export function ServicesSection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-3xl font-bold tracking-tight">
        {t('home.services.title')}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('home.services.intro')}</p>
      <ul className="mt-8 grid gap-6 lg:grid-cols-3">
        {serviceIds.map((id) => {
          const Icon = serviceIcons[id];
          return (
            <li
              key={id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-300">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{t(`home.services.${id}.title`)}</h3>
              <p className="mt-2 mb-3 text-slate-700 dark:text-slate-300">
                {t(`home.services.${id}.text`)}
              </p>
              <MailLink
                subject={t(`home.services.${id}.mailSubject`)}
                body={t('home.services.mailBody', {
                  name: site.name,
                  intro: t(`home.services.${id}.mailIntro`),
                })}
                className="mt-auto self-start rounded-md py-1 font-semibold text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
              >
                <Mail aria-hidden="true" className={`size-4 ${labelIconClass}`} />
                {t(`home.services.${id}.ask`)}
              </MailLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
