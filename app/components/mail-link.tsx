import type { ReactNode } from 'react';
import { site } from '../../site.config';
import { mailtoUrl } from '~/lib/mailto';

type MailLinkProps = {
  /** Already translated: the mail client opens with them filled in. */
  subject: string;
  body: string;
  className?: string;
  children: ReactNode;
};

/** A link that opens a mail to the owner with a prefilled subject and body. */
export function MailLink({ subject, body, className, children }: MailLinkProps) {
  return (
    <a href={mailtoUrl(site.email, subject, body)} className={className}>
      {children}
    </a>
  );
}
