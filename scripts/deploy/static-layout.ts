/**
 * The page layout static hosts need, added to the prerendered build: a flat
 * copy of each page beside its folder (`about.html` beside `about/index.html`),
 * because Cloudflare Pages, Netlify and GitHub Pages answer `/about` from
 * `about.html` with 200 but redirect it to `/about/` when only the folder
 * exists. The flat 404 documents (`404.html`, `sw/404.html`, `pt/404.html`)
 * carry their policy as `<meta http-equiv>`: those hosts choose the 404
 * document after matching headers to the requested path, so a header cannot
 * follow it. With `CSP_META=1` (GitHub Pages, which sends no custom headers)
 * every page carries its policy that way.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withMetaPolicy } from '../../server/csp.ts';
import { documents, flatFileOf, isNotFoundDocument, nestedFileOf } from '../../server/rules.ts';

/** Whether the build puts each page's policy into the page (`CSP_META=1`). */
export function isMetaPolicyBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CSP_META === '1' || env.CSP_META === 'true';
}

export async function writeStaticLayout(
  clientDir: string,
  policies: ReadonlyMap<string, string>,
  { isMetaPolicy }: { isMetaPolicy: boolean },
): Promise<void> {
  for (const path of documents) {
    const nested = join(clientDir, nestedFileOf(path));
    const policy = policies.get(path);
    let html = await readFile(nested, 'utf8');
    if (policy && isMetaPolicy) {
      html = withMetaPolicy(html, policy);
      await writeFile(nested, html);
    }
    if (path === '/') continue;
    const isNotFound = isNotFoundDocument(path);
    const flat = policy && isNotFound ? withMetaPolicy(html, policy) : html;
    await writeFile(join(clientDir, flatFileOf(path)), flat);
  }
}
