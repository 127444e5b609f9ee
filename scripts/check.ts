/**
 * `npm run check`: validates what the owner supplies (identity, content,
 * words, pictures) without building, and lists every problem at once.
 * Exits 1 when there is any. `npm run build` runs it first: the build's
 * configuration imports some of the owner's files (site.config.ts,
 * app/i18n/languages.ts, app/content/featured-projects.ts: config-imports.ts
 * finds them), and a slip in one would otherwise stop it with the
 * bundler's error and stack trace instead of this list.
 */
import { ownerFilesLoadedBy } from './owner/config-imports.ts';
import { ensurePortFree } from './serve-port.ts';
import { loadFailure, loadOwner, projectRoot } from './owner/load.ts';
import { yearMonthOf } from '../app/lib/local-time.ts';
import { ownerNotices } from './owner/notices.ts';
import { fixThenRun, formatProblems, type Problem, unloadableProblem } from './owner/problem.ts';

const started = performance.now();
/** `check`, or `build` or `dev` when those run it (not `npx`, when run by hand through it). */
const event = process.env.npm_lifecycle_event ?? '';
const command = ['build', 'dev'].includes(event) ? event : 'check';
// `npm run dev`: only what would stop the dev server before it starts, each in one line.
if (command === 'dev') {
  // A port given is the dev server's only one (vite.config.ts): taken, it says so in one line, as npm start does.
  if (process.env.PORT) {
    await ensurePortFree({
      host: 'localhost',
      port: Number(process.env.PORT),
      command: 'npm run dev',
    });
  }
  // The owner's files the dev server's own configuration loads: one that does not load
  // stops it, so it is named here; every other problem the running dev server shows
  // itself, over the page.
  const configFiles = ownerFilesLoadedBy(projectRoot);
  // Only whether those files load: the dev server checks the rest itself, and
  // makes the pictures while it starts rather than before.
  const { unloadable } = await loadOwner(process.argv[2]);
  const blocking = unloadable.filter(({ file }) => configFiles.includes(file));
  if (blocking.length > 0) fail(blocking.map(unloadableProblem));
  process.exit(0);
}
// Loaded here, so that a broken file the checks import themselves (such as
// app/i18n/languages.ts) is reported in one line, not as a crash.
const { validateOwner } = await import('./owner/validate.ts').catch((error: unknown) => {
  const { file = '(unknown file)', ...failure } = loadFailure(projectRoot, error);
  return fail([unloadableProblem({ file, ...failure })]);
});
const { input, problems } = await validateOwner(process.argv[2]);
if (problems.length > 0) fail(problems);

function fail(found: readonly Problem[]): never {
  console.error(formatProblems(found));
  const ms = Math.round(performance.now() - started);
  console.error(`\n${fixThenRun(command, found.length)} (${ms} ms).`);
  process.exit(1);
}

const ms = Math.round(performance.now() - started);
const items = Object.values(input.content).reduce<number>(
  (count, list) => count + (Array.isArray(list) ? list.length : 0),
  0,
);
console.log(
  `Checked the identity, ${items} content items, the words of ${input.languages.length} languages and the pictures in ${ms} ms: no problems.`,
);
for (const notice of ownerNotices(input, yearMonthOf(Date.now()))) {
  console.log(`Note: ${notice}`);
}
