/**
 * A mistake in what the owner supplies (identity, content, words, images),
 * found at build time. Every problem names the file, the item and the field,
 * and says what was expected, so the owner can fix it on its own line.
 */
export type Problem = {
  /** Path from the project root, e.g. `app/content/jobs.ts`. */
  file: string;
  /** The item's id (`job3`, `marketplace`), or `site` for the identity. */
  item: string;
  /** The field, dotted for nested ones (`profiles.github`, `title`). */
  field: string;
  /** What was expected, as a sentence an owner understands. */
  expected: string;
  /** What was found instead, when it helps. */
  found?: string;
};

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** A language's English name, for the owner's messages: `pt` gives Portuguese. */
export function languageName(code: string): string {
  return languageNames.of(code) ?? code;
}

export function formatProblem(problem: Problem): string {
  const found = problem.found === undefined ? '' : ` (found: ${problem.found})`;
  // A whole file (one that does not load or parse) has no item or field to name.
  const subject = problem.item === wholeFile ? '' : `${problem.item} › ${problem.field}: `;
  return `${problem.file}: ${subject}${problem.expected}${found}`;
}

/** The `item` of a problem with a whole file. */
export const wholeFile = '(file)';

/** All problems at once, one per line, under a heading that counts them. */
export function formatProblems(problems: readonly Problem[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return [
    `The site's content has ${count}:`,
    ...problems.map((p) => `  - ${formatProblem(p)}`),
  ].join('\n');
}

/** Thrown by the build when the owner's input has problems; its message lists them all. */
export class OwnerInputError extends Error {
  readonly problems: readonly Problem[];
  constructor(problems: readonly Problem[]) {
    super(formatProblems(problems));
    this.name = 'OwnerInputError';
    this.problems = problems;
  }
}

/**
 * What to do after a list of `count` problems: fix them (it, for one) and run
 * again the command the owner typed (`npm start` or `npm run serve:nginx`,
 * when those build the site first, pass theirs on as `PORTFOLIO_COMMAND`),
 * else `npm run <command>`.
 */
export function fixThenRun(command: string, count: number): string {
  const typed = process.env.PORTFOLIO_COMMAND ?? command;
  const fix = count === 1 ? 'Fix it' : 'Fix these';
  // A build a server began on a change (npm start, serve:nginx, serve:cloudflare:
  // scripts/rebuild-on-change.ts) begins again on the next.
  if (typed === 'watch') return `${fix} and save: the site builds again`;
  return `${fix}, then run ${typed === 'start' ? 'npm start' : `npm run ${typed}`} again`;
}

/** A TypeScript file of the owner's that does not load: a syntax error, or one thrown as it runs. */
export function unloadableProblem({
  file,
  line,
  message,
}: {
  file: string;
  line?: number | undefined;
  message: string;
}): Problem {
  return {
    file: line === undefined ? file : `${file}:${line}`,
    item: wholeFile,
    field: '(TypeScript)',
    expected: 'TypeScript that loads: fix this first, the other checks run once the file loads',
    found: message,
  };
}
