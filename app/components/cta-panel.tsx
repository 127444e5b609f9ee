import { useId, type ReactNode } from 'react';

type CtaPanelProps = {
  title: string;
  text: string;
  /** The panel's links, e.g. a `MailLink` with `ctaPrimaryClass`. */
  children: ReactNode;
  className?: string;
};

/**
 * What every call-to-action button shares: one height (each has a border), and
 * on a phone the panel's full width, so stacked buttons line up whatever
 * their labels' lengths; side by side from 640 px.
 */
const ctaButton =
  'w-full rounded-lg border px-5 py-3 text-center font-semibold text-balance transition-colors focus-visible:outline-white sm:w-auto sm:px-6';

/** The white main button of a call-to-action panel. */
export const ctaPrimaryClass = `${ctaButton} border-white bg-white text-blue-800 shadow-sm hover:bg-blue-50`;

/** A call-to-action button drawn as an outline: "Copy email address", "Learn more about me". */
export const ctaOutlineClass = `${ctaButton} border-white/80 text-white hover:bg-white/10`;

/** A page's closing call to action: a blue panel with a heading, a line of text and links. */
export function CtaPanel({ title, text, children, className = '' }: CtaPanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-3xl bg-linear-to-br from-blue-800 to-indigo-900 px-5 py-12 text-center text-white sm:px-12 dark:from-blue-900 dark:to-indigo-950 ${className}`}
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-50">{text}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start sm:justify-center sm:gap-4">
        {children}
      </div>
    </section>
  );
}
