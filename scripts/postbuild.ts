/**
 * After `react-router build`: drop the SPA fallback shell (every path is
 * prerendered; unknown paths get a real 404 document) and precompress text
 * assets so the server can send brotli or gzip without compressing per request.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { writeSeoFiles } from './seo-files.ts';

const clientDir = join(import.meta.dirname, '..', process.env.BUILD_DIR ?? 'build', 'client');
const compressible = /\.(html|js|css|svg|json|webmanifest|xml|txt)$/;

await rm(join(clientDir, '__spa-fallback.html'), { force: true });
await writeSeoFiles(clientDir);

const files = await readdir(clientDir, { recursive: true, withFileTypes: true });
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
