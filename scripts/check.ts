/**
 * `npm run check`: validates what the owner supplies (identity, content,
 * words, pictures) without building, and lists every problem at once.
 * Exits 1 when there is any.
 */
import { loadFailure, projectRoot } from './owner/load.ts';
import { formatProblems, unloadableProblem } from './owner/problem.ts';

const started = performance.now();
// Loaded here, so that a broken file the checks import themselves (such as
// app/i18n/languages.ts) is reported in one line, not as a crash.
const { validateOwner } = await import('./owner/validate.ts').catch((error: unknown) => {
  const { file = '(unknown file)', ...failure } = loadFailure(projectRoot, error);
  console.error(formatProblems([unloadableProblem({ file, ...failure })]));
  process.exit(1);
});
const { input, problems } = await validateOwner(process.argv[2]);
const ms = Math.round(performance.now() - started);

if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`\nFix these, then run npm run check again (${ms} ms).`);
  process.exit(1);
}
const items = Object.values(input.content).reduce<number>(
  (count, list) => count + (Array.isArray(list) ? list.length : 0),
  0,
);
console.log(
  `Checked the identity, ${items} content items, the words of ${input.languages.length} languages and the pictures in ${ms} ms: no problems.`,
);
