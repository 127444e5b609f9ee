/**
 * Vite plugin for the owner's pictures (see pictures.ts). `vite build` makes
 * every output into the client build (once: the server build gets none); the
 * owner-checks plugin has checked them all before (checkPictures), and
 * buildPictures still refuses to write anything when there is a problem. `vite dev` serves the same
 * URLs straight from the cache, made from the sources as they are at each
 * request, and reloads the page when a source changes.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import type { Logger, Plugin } from 'vite';
import { mediaTypeOf } from '../../server/rules.ts';
import { ownerFiles } from './load.ts';
import { buildPictures, type PictureOptions, pictureFile, renderPictures } from './pictures.ts';

export type PicturesPluginOptions = Omit<PictureOptions, 'root'>;

/** The kinds of file the pictures are made as; their media types are the engines' own (server/rules.ts). */
const pictureExtensions = new Set(['.avif', '.webp', '.jpg']);

export function picturesPlugin(options: PicturesPluginOptions): Plugin {
  let root = process.cwd();
  let logger: Logger | undefined;

  return {
    name: 'portfolio:pictures',

    configResolved(config) {
      root = config.root;
      logger = config.logger;
    },

    // The owner-checks plugin has already stopped the build on any picture problem
    // (and made every output into the cache while checking), so this only copies.
    async writeBundle(outputOptions) {
      if (this.environment.name !== 'client') return;
      const started = performance.now();
      const outDir = resolve(root, outputOptions.dir ?? this.environment.config.build.outDir);
      const { outputs, generated, cached } = await buildPictures({ ...options, root, outDir });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger?.info(
        `pictures: ${outputs.length} files written to ${relative(root, outDir)} ` +
          `(${generated} made, ${cached} from the cache) in ${seconds} s`,
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
        if (!pictureExtensions.has(extname(url))) return next();
        pictureFile(decodeURIComponent(url), { ...options, root })
          .then(async (output) => {
            if (output === undefined) return next();
            response.setHeader('Content-Type', mediaTypeOf(output.url) ?? 'image/*');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(await readFile(output.path));
          })
          .catch(next);
      });
    },
  };
}
