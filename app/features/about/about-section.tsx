import type { ReactNode } from 'react';

type AboutSectionProps = {
  /** Its address on the page, `/about#career`, the same in every language: a link can point at it. */
  id: 'career' | 'achievements' | 'hobbies';
  title: string;
  children: ReactNode;
};

/** A section of the about page: a region named by its heading. */
export function AboutSection({ id, title, children }: AboutSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="mt-20 print:mt-10">
      <h2 id={headingId} className="text-center text-3xl font-bold tracking-tight">
        {title}
      </h2>
      <div
        aria-hidden="true"
        className="mx-auto mt-3 h-1 w-16 break-after-avoid rounded-full bg-blue-800 dark:bg-blue-400"
      />
      <div className="mt-10">{children}</div>
    </section>
  );
}
