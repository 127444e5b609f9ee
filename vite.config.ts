import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { featuredProjects } from './app/content/featured-projects.ts';
import { site } from './site.config.ts';
import { devNotFoundStatusPlugin } from './scripts/dev-not-found-plugin.ts';
import { iconsPlugin } from './scripts/owner/icons-plugin.ts';
import { ownerChecksPlugin } from './scripts/owner/owner-checks-plugin.ts';
import { picturesPlugin } from './scripts/owner/pictures-plugin.ts';
import { pictureIdentity } from './scripts/owner/pictures.ts';
import { workMapPlugin } from './scripts/map/work-map-plugin.ts';
import { sourceListing } from './scripts/freshness.ts';
import { dirname } from 'node:path';
import {
  clientDirOf,
  markBuildStarted,
  mayEmptyBuildDirectory,
  projectRootDir,
} from './scripts/output-dir.ts';
import { bareDynamicImportsPlugin } from './scripts/bare-dynamic-imports-plugin.ts';
import { iconKeysPlugin, lucideIconsFolder } from './scripts/icon-keys-plugin.ts';
import { viteDefines } from './scripts/vite-defines.ts';

/**
 * Whether the build folder is this project's to empty and mark: new, empty or
 * an earlier build (scripts/output-dir.ts), judged before React Router empties it.
 */
const ownsBuildDirectory = mayEmptyBuildDirectory();
let isBuildMarked = false;

export default defineConfig(({ command }) => ({
  plugins: [
    // Stops the build on any mistake in the owner's identity, content, words or pictures.
    ownerChecksPlugin(),
    // The build begun, with the sources it is made from: it counts as finished only once
    // postbuild ends, and the next build empties the folder whatever stops this one.
    {
      name: 'build-started',
      apply: 'build',
      // Once, at the first environment's start: the sources as the build reads them.
      buildStart: () => {
        if (ownsBuildDirectory && !isBuildMarked) markBuildStarted(sourceListing(projectRootDir));
        isBuildMarked = true;
      },
    },
    tailwindcss(),
    reactRouter(),
    // The languages' words load by a bare import(), without Vite's unused preload helper.
    bareDynamicImportsPlugin(),
    // The icons' shapes without their React keys in the browser's JavaScript (about 0.6 KB on Home).
    iconKeysPlugin(),
    // The sizes and formats of the owner's pictures, from app/content/images/ (the share
    // image, without one there, from the initials on the theme colour).
    picturesPlugin({ featuredProjects, identity: pictureIdentity(site, process.env.SITE_URL) }),
    // The favicons and app icons: the owner's icon.svg, or their initials (scripts/owner/icons.ts).
    iconsPlugin(),
    // The map of the projects' places, drawn at build time (docs/decisions/011-map.md).
    workMapPlugin(),
    // Unknown paths answer 404 in dev too, as on every host.
    devNotFoundStatusPlugin(),
  ],
  resolve: { tsconfigPaths: true },
  // The prerender's server build carries its packages, so it runs from any
  // BUILD_DIR, even one outside the project (no node_modules beside it). Not in
  // dev: Vite's dev server runs bundled packages as ES modules, and CommonJS
  // ones (react-dom/server) fail there.
  ssr: command === 'build' ? { noExternal: true } : {},
  define: viteDefines(),
  server: {
    // `PORT` moves the dev server as it moves `npm start` and the serve scripts (default 5173).
    ...(process.env.PORT ? { port: Number(process.env.PORT), strictPort: true } : {}),
    // A build beside dev (npm start, npm test) writes hundreds of files, in build-next and then
    // build (scripts/build.ts): none is a source.
    watch: { ignored: [`${dirname(clientDirOf())}*/**`, '**/test-results*/**'] },
  },
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.SOURCEMAP === '1',
    // Also outside the project, when the folder is new, empty or an earlier build (scripts/output-dir.ts).
    emptyOutDir: ownsBuildDirectory ? true : null,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // V8's explicit compile hint: compile every function while the
            // file downloads (off the main thread) rather than on its first
            // call while hydrating or changing page (docs/decisions/014).
            postBanner: '//# allFunctionsCalledOnLoad',
            codeSplitting: {
              groups: [
                // The packages and the browser entry that starts them: one request. Each
                // icon goes with the code that draws it, so a page loads only its own.
                {
                  name: 'vendor',
                  test: new RegExp(
                    String.raw`node_modules[\\/](?!${lucideIconsFolder})|[\\/]app[\\/]entry\.client\.tsx$`,
                  ),
                  priority: 2,
                },
                // The code and icons two or more routes share.
                {
                  name: 'app',
                  test: new RegExp(String.raw`[\\/]app[\\/]|${lucideIconsFolder}`),
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
}));
