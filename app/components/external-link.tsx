import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ExternalLinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
  /** Extra `rel` tokens: `nofollow` (every external link, SPEC), `me` for the owner's profiles. */
  rel?: string;
  /** An accessible name when the visible content is only an icon. */
  label?: string;
};

/** A link that opens in a new tab, safely, and says so to screen-reader users. */
export function ExternalLink({ href, children, className, rel, label }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel={['noopener', 'noreferrer', rel].filter(Boolean).join(' ')}
      className={className}
    >
      {children}
      {label && <span className="sr-only">{label}</span>}
      <span className="sr-only"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
