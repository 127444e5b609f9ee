/**
 * Vite plugin that validates the owner's input (validate.ts). `vite build`
 * stops, non-zero, with every problem listed and nothing else; `vite dev` prints them when it
 * starts and again whenever an owner file changes, and shows them in the
 * browser's error overlay (of the pages open, and of each page opened while
 * they stand), so a mistake is seen while it is made.
 */
import { relative } from 'node:path';
import { parseAst, type HotChannelClient, type Plugin, type ViteDevServer } from 'vite';
import { ownerFiles, readJson } from './load.ts';
import { fixThenRun, formatProblem, formatProblems, unloadableProblem } from './problem.ts';
import { validateOwner } from './validate.ts';

function isOwnerFile(root: string, file: string): boolean {
  const path = relative(root, file);
  return (
    path === ownerFiles.site ||
    path === ownerFiles.languages ||
    path.startsWith('app/content/') ||
    path.startsWith(`${ownerFiles.locales}/`)
  );
}

type ErrorPayload = { type: 'error'; err: { message: string; stack: string; plugin: string } };

/**
 * Validates, prints the problems and shows them in every open page's error
 * overlay; returns the overlay's payload (undefined when all is well) for
 * pages opened later. A run that ends after a newer one has begun says
 * nothing: checks overlap while the owner saves, and an older one (the
 * pictures take a while) would show a mistake already fixed.
 */
async function reportInDev(
  server: ViteDevServer,
  isLatest: () => boolean,
): Promise<ErrorPayload | undefined> {
  const { problems } = await validateOwner(server.config.root);
  if (problems.length === 0 || !isLatest()) return undefined;
  const message = formatProblems(problems);
  server.config.logger.error(message, { timestamp: true });
  const payload: ErrorPayload = {
    type: 'error',
    err: { message, stack: '', plugin: 'owner-checks' },
  };
  server.ws.send(payload);
  return payload;
}

/** An owner's TypeScript file that does not parse, as the checks name it; undefined when it parses. */
function syntaxSlip(file: string, code: string): string | undefined {
  try {
    parseAst(code, { lang: 'ts' }, file);
    return undefined;
  } catch (error) {
    const { message = String(error), loc } = error as { message?: string; loc?: { line: number } };
    const reason = message.split('\n').find((part) => part && !/^Parse failed/.test(part)) ?? '';
    const source = loc ? code.split('\n')[loc.line - 1]?.trim() : undefined;
    return formatProblem(
      unloadableProblem({
        file,
        line: loc?.line,
        message: `SyntaxError: ${reason}${source ? `, at "${source}" (or just before it)` : ''}`,
      }),
    );
  }
}

export function ownerChecksPlugin(): Plugin {
  let root = process.cwd();
  let isBuild = false;
  let validation: Promise<void> | undefined;
  return {
    name: 'owner-checks',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
    },
    // Once per build, whichever environment starts first.
    buildStart() {
      if (!isBuild) return;
      validation ??= validateOwner(root).then(({ problems }) => {
        if (problems.length === 0) return;
        // The list alone, as `npm run check` prints it: thrown, it would come
        // wrapped in the bundler's error and a stack trace of its internals.
        console.error(`\n${formatProblems(problems)}\n\n${fixThenRun('build', problems.length)}.`);
        process.exit(1);
      });
      return validation;
    },
    // An owner's JSON file that does not parse, in dev: named as the checks name it.
    // Vite's own JSON error gives its file as an object, which its overlay cannot show.
    // An owner's TypeScript file likewise: one line, as the checks print it, rather than
    // Vite's parse error, code frame and stack trace on every request until it is fixed.
    transform(code, id) {
      if (isBuild || !isOwnerFile(root, id)) return null;
      if (id.endsWith('.ts')) {
        const slip = syntaxSlip(relative(root, id), code);
        if (slip) throw Object.assign(new Error(slip), { stack: '' });
        return null;
      }
      if (!id.endsWith('.json')) return null;
      const { slip } = readJson(code);
      if (slip === undefined) return null;
      const where = slip.line === undefined ? '' : `:${slip.line}`;
      return this.error({
        message: `${relative(root, id)}${where}: valid JSON (${slip.message})`,
        id,
      });
    },
    configureServer(server) {
      // The latest report: a page opened after it (the first one, as a rule,
      // since the server reports as it starts) is shown it as it connects.
      let runs = 0;
      const report = () => {
        const run = ++runs;
        return reportInDev(server, () => run === runs).catch((error: unknown) => {
          if (run === runs) {
            server.config.logger.error(`The owner checks could not run: ${String(error)}`);
          }
          return undefined;
        });
      };
      let latest = report();
      server.ws.on('vite:client:connect', (_data: unknown, client: HotChannelClient) => {
        void latest.then((payload) => payload && client.send(payload));
      });
      // A file changed, added (a new project's picture) or removed (a word file).
      server.watcher.on('all', (event, file) => {
        if (!['change', 'add', 'unlink'].includes(event) || !isOwnerFile(root, file)) return;
        latest = report();
      });
    },
  };
}
