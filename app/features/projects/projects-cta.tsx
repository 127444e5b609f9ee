import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { site } from '../../../site.config';
import { CopyEmailButton } from '~/components/copy-email-button';
import { CtaPanel, ctaOutlineClass, ctaPrimaryClass } from '~/components/cta-panel';
import { MailLink } from '~/components/mail-link';
import { labelIconClass } from '~/components/label-icon';

/** The closing call to action: a prefilled mail to the owner. */
export function ProjectsCta() {
  const { t } = useTranslation();
  return (
    <CtaPanel title={t('projects.cta.title')} text={t('projects.cta.text')} className="mt-20">
      <MailLink
        subject={t('projects.cta.mailSubject')}
        body={t('projects.cta.mailBody', { name: site.name })}
        className={ctaPrimaryClass}
      >
        <Mail aria-hidden="true" className={`size-5 ${labelIconClass}`} />
        {t('projects.cta.button')}
      </MailLink>
      <CopyEmailButton className={ctaOutlineClass} />
    </CtaPanel>
  );
}
