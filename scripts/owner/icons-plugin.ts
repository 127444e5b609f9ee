/**
 * Vite plugin for the site's icons (icons.ts): the client build gets every
 * icon as a file at the root of the site; the dev server answers the same
 * URLs, made afresh when the owner's icon or identity changes.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { loadOwner, ownerFiles } from './load.ts';
import { mediaTypeOf } from '../../server/rules.ts';
import { type IconFile, iconUrls, ownerIconFile, renderIcons } from './icons.ts';

type Site = { initials: string; themeColor: string };

async function iconsOf(root: string): Promise<IconFile[]> {
  const { site } = await loadOwner(root);
  return renderIcons(site as Site, root);
}

export function iconsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'portfolio:icons',
    configResolved(config) {
      root = config.root;
    },
    // The owner checks have stopped the build already if the icon cannot be made.
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const { url, bytes } of await iconsOf(root)) {
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: bytes });
      }
    },
    configureServer(server) {
      let icons: Promise<IconFile[]> | undefined;
      const sources = [join(root, ownerIconFile), join(root, ownerFiles.site)];
      server.watcher.on('all', (_event, file) => {
        if (sources.includes(file)) icons = undefined;
      });
      const isIconUrl = (url: string) => (iconUrls as readonly string[]).includes(url);
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0] ?? '';
        // Every other request passes straight on; the icons are made on the first ask for one.
        if (!isIconUrl(url)) return next();
        icons ??= iconsOf(root);
        icons
          .then((all) => {
            const icon = all.find((file) => file.url === url);
            if (!icon) return next();
            response.setHeader('Content-Type', mediaTypeOf(url) ?? 'application/octet-stream');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(icon.bytes);
          })
          // Reported by the owner checks, in the terminal and the page.
          .catch(() => {
            icons = undefined;
            next();
          });
      });
    },
  };
}
