import { useId, type ReactNode } from 'react';

type CtaPanelProps = {
  title: string;
  text: string;
  /** The panel's links, e.g. a `MailLink` with `ctaPrimaryClass`. */
  children: ReactNode;
  className?: string;
};

/** The white main button of a call-to-action panel. */
export const ctaPrimaryClass =
  'inline-flex items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-blue-800 shadow-sm transition-colors hover:bg-blue-50 focus-visible:outline-white';

/** A call-to-action button drawn as an outline, e.g. "Copy email address". */
export const ctaOutlineClass =
  'inline-flex items-center gap-2 rounded-lg border border-white/80 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-white';

/** The outlined second button of a call-to-action panel. */
export const ctaSecondaryClass =
  'rounded-lg border border-white/80 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-white';

/** A page's closing call to action: a blue panel with a heading, a line of text and links. */
export function CtaPanel({ title, text, children, className = '' }: CtaPanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-3xl bg-linear-to-br from-blue-700 to-indigo-800 px-6 py-12 text-center text-white sm:px-12 dark:from-blue-900 dark:to-indigo-950 ${className}`}
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-50">{text}</p>
      <div className="mt-8 flex flex-wrap items-start justify-center gap-4">{children}</div>
    </section>
  );
}
