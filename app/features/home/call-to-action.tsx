import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { site } from '../../../site.config';
import { CopyEmailButton } from '~/components/copy-email-button';
import { CtaPanel, ctaOutlineClass, ctaPrimaryClass } from '~/components/cta-panel';
import { MailLink } from '~/components/mail-link';
import { useLocalizedPath } from '~/i18n/use-language';
import { labelIconClass } from '~/components/label-icon';

export function CallToAction() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <CtaPanel title={t('home.cta.title')} text={t('home.cta.text')}>
      <MailLink
        subject={t('home.cta.mailSubject')}
        body={t('home.cta.mailBody', { name: site.name })}
        className={ctaPrimaryClass}
      >
        <Mail aria-hidden="true" className={`size-5 ${labelIconClass}`} />
        {t('home.cta.contact')}
      </MailLink>
      <CopyEmailButton className={ctaOutlineClass} />
      <Link to={localize('/about')} className={ctaOutlineClass}>
        {t('home.cta.about')}
      </Link>
    </CtaPanel>
  );
}
