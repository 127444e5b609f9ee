import { Contact, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { site } from '../../site.config';
import type { SiteConfig } from '~/content/types';
import { GitHubIcon, LinkedInIcon } from '~/components/brand-icons';
import { ExternalLink } from '~/components/external-link';
import { MailLink } from '~/components/mail-link';
import { useLanguage } from '~/i18n/use-language';
import { vcardFile } from '~/lib/owner-vcard';
import { vcardPath } from '~/lib/vcard';
import { labelIconClass } from '~/components/label-icon';

const linkClass =
  'inline-flex size-11 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-200 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/**
 * Each optional: only those site.config.ts gives are linked. The two links
 * are written out: a shared component for them costs Home's JavaScript 26
 * bytes more (measured), and Home is at its budget.
 */
const { profiles }: SiteConfig = site;

export function Footer() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <footer className="border-t print:hidden border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 pt-8 pb-24 sm:px-6 sm:pb-8">
        <ul aria-label={t('footer.social')} className="flex gap-2">
          {profiles.github && (
            <li>
              <ExternalLink
                href={profiles.github}
                rel="nofollow me"
                label={t('footer.github')}
                className={linkClass}
              >
                <GitHubIcon className="size-5" />
              </ExternalLink>
            </li>
          )}
          {profiles.linkedin && (
            <li>
              <ExternalLink
                href={profiles.linkedin}
                rel="nofollow me"
                label={t('footer.linkedin')}
                className={linkClass}
              >
                <LinkedInIcon className="size-5" />
              </ExternalLink>
            </li>
          )}
          <li>
            <MailLink
              subject={t('footer.mailSubject')}
              body={t('footer.mailBody', { name: site.name })}
              className={linkClass}
            >
              <Mail aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('footer.email')}</span>
            </MailLink>
          </li>
        </ul>
        <a
          href={vcardPath(lang, vcardFile)}
          download={vcardFile}
          type="text/vcard"
          className="rounded-md py-0.5 text-center text-sm font-medium text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
        >
          <Contact aria-hidden="true" className={`size-4 ${labelIconClass}`} />
          {t('footer.vcard')}
        </a>
        <p className="text-center text-sm text-slate-600 dark:text-slate-300">
          {t('footer.copyright', { year: site.copyrightYear, name: site.name })}{' '}
          {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
