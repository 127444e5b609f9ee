/**
 * Vite plugin for the owner's pictures (see pictures.ts). `vite build` makes
 * every output into the client build (once: the server build gets none) and
 * stops with the list of problems if a source is missing, unreadable, too
 * small or makes a file over its budget (the owner-checks plugin usually
 * finds them first: it runs checkPictures with the other checks, and the
 * files it makes are cached for this plugin). `vite dev` serves the same
 * URLs straight from the cache, made from the sources as they are at each
 * request, and reloads the page when a source changes.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import type { Logger, Plugin } from 'vite';
import { ownerFiles } from './load.ts';
import {
  buildPictures,
  listPictures,
  type PictureOptions,
  type PictureReport,
  pictureFile,
  renderPictures,
} from './pictures.ts';
import { OwnerInputError } from './problem.ts';

export type PicturesPluginOptions = Omit<PictureOptions, 'root'>;

const contentTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};

export function picturesPlugin(options: PicturesPluginOptions): Plugin {
  let root = process.cwd();
  let logger: Logger | undefined;
  /** The build's image work, started with the client build and awaited when it is written. */
  let rendering: Promise<{ report?: PictureReport; error?: unknown; ms: number }> | undefined;

  return {
    name: 'portfolio:pictures',

    configResolved(config) {
      root = config.root;
      logger = config.logger;
    },

    buildStart() {
      if (this.environment.config.command !== 'build' || this.environment.name !== 'client') return;
      // Naming mistakes (a missing file) stop the build at once; the rest needs the images made.
      const { problems } = listPictures({ ...options, root });
      if (problems.length > 0) throw new OwnerInputError(problems);
      const started = performance.now();
      rendering = renderPictures({ ...options, root }).then(
        (report) => ({ report, ms: performance.now() - started }),
        (error: unknown) => ({ error, ms: performance.now() - started }),
      );
    },

    async writeBundle(outputOptions) {
      if (this.environment.name !== 'client' || rendering === undefined) return;
      const { report, error, ms } = await rendering;
      rendering = undefined;
      if (error !== undefined) throw error;
      if (report !== undefined && report.problems.length > 0)
        throw new OwnerInputError(report.problems);
      const outDir = resolve(root, outputOptions.dir ?? this.environment.config.build.outDir);
      const { outputs } = await buildPictures({ ...options, root, outDir });
      const generated = report?.outputs.filter((output) => !output.isCached).length ?? 0;
      logger?.info(
        `pictures: ${outputs.length} files written to ${relative(root, outDir)} ` +
          `(${generated} made, ${outputs.length - generated} from the cache) in ${(ms / 1000).toFixed(1)} s`,
      );
    },

    configureServer(server) {
      const imagesDir = join(root, ownerFiles.images);
      // Make every file ahead of the first request. Problems are not printed here: the
      // owner-checks plugin reports them with all the others, in the terminal and the page.
      const warm = () =>
        renderPictures({ ...options, root }).then(
          () => undefined,
          (error: unknown) => server.config.logger.error(String(error)),
        );
      void warm();
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(imagesDir)) return;
        void warm().then(() => server.ws.send({ type: 'full-reload', path: '*' }));
      });

      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0] ?? '';
        if (!(extname(url) in contentTypes)) return next();
        pictureFile(decodeURIComponent(url), { ...options, root })
          .then(async (output) => {
            if (output === undefined) return next();
            response.setHeader('Content-Type', contentTypes[extname(output.url)] ?? 'image/*');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(await readFile(output.path));
          })
          .catch(next);
      });
    },
  };
}
