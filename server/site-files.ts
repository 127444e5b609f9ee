/**
 * A build's files as the Node server holds them: every file under the publish
 * folder, read whole into memory at once. A build moved in while the server
 * answers (scripts/build.ts renames it into place) can then never mix with
 * the last one inside an answer: sirv, which the server used before, found a
 * file by its path and opened it a moment later, so an answer begun from one
 * build could be read from the next, or cut off (docs/decisions/024).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type SiteFile = {
  readonly body: Buffer;
  /** When the build wrote it: its Last-Modified and part of its entity tag. */
  readonly mtime: Date;
};

/** Each file of `clientDir` by its URL path (`/about/index.html`), links followed. */
export function readSiteFiles(clientDir: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    // A link to nothing, or a loop of links, is no file to serve: left out, never a stop.
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats?.isFile()) continue;
    const urlPath = `/${relative(clientDir, path).split(sep).join('/')}`;
    files.set(urlPath, { body: readFileSync(path), mtime: stats.mtime });
  }
  return files;
}
