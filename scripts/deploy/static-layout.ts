/**
 * The page layout static hosts need, added to the prerendered build: a flat
 * copy of each document beside its folder (`about.html` beside
 * `about/index.html`), because Cloudflare Pages, Netlify and GitHub Pages
 * answer `/about` from `about.html` with 200 but redirect it to `/about/`
 * when only the folder exists. Every document already carries its policy as
 * `<meta http-equiv>` (scripts/postbuild.ts), for the hosts that send no
 * header with it: a 404 document (chosen after headers are matched to the
 * requested path), another spelling of a page's path, GitHub Pages.
 */
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { documents, flatFileOf, nestedFileOf } from '../../server/rules.ts';

export async function writeStaticLayout(clientDir: string): Promise<void> {
  for (const path of documents) {
    if (path === '/') continue;
    await copyFile(join(clientDir, nestedFileOf(path)), join(clientDir, flatFileOf(path)));
  }
}
