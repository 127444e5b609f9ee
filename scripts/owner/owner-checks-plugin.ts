/**
 * Vite plugin that validates the owner's input (validate.ts). `vite build`
 * stops, non-zero, with every problem listed and nothing else; `vite dev` prints them when it
 * starts and again whenever an owner file changes, and shows them in the
 * browser's error overlay, so a mistake is seen while it is made.
 */
import { relative } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { ownerFiles } from './load.ts';
import { formatProblems } from './problem.ts';
import { validateOwner } from './validate.ts';

function isOwnerFile(root: string, file: string): boolean {
  const path = relative(root, file);
  return (
    path === ownerFiles.site ||
    path.startsWith('app/content/') ||
    path.startsWith(`${ownerFiles.locales}/`)
  );
}

async function reportInDev(server: ViteDevServer): Promise<void> {
  const { problems } = await validateOwner(server.config.root);
  if (problems.length === 0) return;
  const message = formatProblems(problems);
  server.config.logger.error(message, { timestamp: true });
  server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'owner-checks' } });
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
        console.error(`\n${formatProblems(problems)}\n\nFix these, then run the build again.`);
        process.exit(1);
      });
      return validation;
    },
    configureServer(server) {
      void reportInDev(server);
      server.watcher.on('change', (file) => {
        if (isOwnerFile(root, file)) void reportInDev(server);
      });
    },
  };
}
