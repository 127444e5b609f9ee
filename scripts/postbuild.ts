/**
 * After `react-router build`: drop the SPA fallback shell (every path is
 * prerendered; unknown paths get a real 404 document), flatten each page's
 * loading (scripts/page-scripts.ts, docs/decisions/014), write the search files, the
 * web app manifest and the vCard of each language, every host's deploy
 * files (scripts/deploy/), precompress text assets so the server can send
 * brotli or gzip without compressing per request, and last the per-page
 * Content-Security-Policy map (build/csp.json): the Node server takes a new
 * build once that is written (server/server.ts).
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentSecurityPolicy, inlineScriptHashes, withMetaPolicy } from '../server/csp.ts';
import { policyFileOf } from '../server/rules.ts';
import { writeCvFiles } from './cv/write-cv.ts';
import { writeDeployFiles } from './deploy/write-deploy-files.ts';
import { writeManifests } from './manifests.ts';
import { writeSeoFiles } from './seo-files.ts';
import { writeVcards } from './vcards.ts';
import {
  leftoverPlaceholderProblems,
  shownInFile,
  shownOnPage,
  stringsOf,
} from './owner/leftover-placeholders.ts';
import { loadOwner } from './owner/load.ts';
import { fixThenRun, formatProblems } from './owner/problem.ts';
import { flattenPageScripts } from './page-scripts.ts';
import { sourceListing } from './freshness.ts';
import {
  clientDirOf,
  markBuildFinished,
  projectRootDir,
  publishedClientDir,
} from './output-dir.ts';

const clientDir = clientDirOf();
const compressible = /\.(html|js|css|svg|json|webmanifest|xml|txt)$/;

await rm(join(clientDir, '__spa-fallback.html'), { force: true });
/** The prerendered pages (each `index.html`) by their URL path, read once for the checks and the rewrite below. */
const pages = await Promise.all(
  (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map(async (entry) => {
      const file = join(entry.parentPath, entry.name);
      const path = `/${relative(clientDir, entry.parentPath)}`.replace(/\/$/, '') || '/';
      return { file, path, html: await readFile(file, 'utf8') };
    }),
);

// The owner's identity, content and words, read once: the CVs and the placeholder check below.
const owner = await loadOwner();
await writeSeoFiles(clientDir);
const manifests = await writeManifests(clientDir);
// Each language's CV as a PDF, from the same identity, content and words as the pages (scripts/cv/).
const cvStart = performance.now();
const cvs = await writeCvFiles(clientDir, owner);
console.log(
  `postbuild: wrote ${cvs.map(({ path, bytes }) => `${path} (${(bytes / 1024).toFixed(1)} KB)`).join(', ')} in ${Math.round(performance.now() - cvStart)} ms`,
);
const vcards = await writeVcards(clientDir);

// A placeholder the pages or the written files show as written (`{{nme}}`) stops the build, naming its word.
const leftovers = leftoverPlaceholderProblems(
  [
    ...pages.map(({ path, html }) => shownOnPage(path, html)),
    ...[
      ...manifests,
      ...vcards,
      ...cvs.map(({ lang, path, content }) => ({ lang, path, texts: stringsOf(content) })),
    ].map(shownInFile),
  ],
  owner.words,
);
if (leftovers.length > 0) {
  console.error(formatProblems(leftovers));
  console.error(`\n${fixThenRun('build', leftovers.length)}.`);
  process.exit(1);
}

const files = await readdir(clientDir, { recursive: true, withFileTypes: true });

const policies: Record<string, string> = {};
for (const { file, path, html: prerendered } of pages) {
  const html = flattenPageScripts(prerendered, clientDir);
  const policy = contentSecurityPolicy(inlineScriptHashes(html));
  policies[path] = policy;
  // The policy travels in the document too: a host that serves it under
  // another spelling of its path, or as a 404, sends no header for it.
  await writeFile(file, withMetaPolicy(html, policy));
}
// Every host's configuration, from the rules the Node server applies (server/rules.ts).
await writeDeployFiles(clientDir, new Map(Object.entries(policies)), publishedClientDir());

let count = 0;
for (const entry of files) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const content = await readFile(path);
  if (content.length < 512) continue;
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`postbuild: precompressed ${count} files in ${clientDir}`);
// The policy map last: `npm start`'s server takes a build made in place once it is written (server/server.ts).
await writeFile(policyFileOf(clientDir), JSON.stringify(policies, null, 2));
markBuildFinished(() => sourceListing(projectRootDir));
