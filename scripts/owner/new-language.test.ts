// @vitest-environment node
/**
 * "A new language" (README, Make it yours, step 7) as an owner follows it: one
 * entry in the language list, its words file and folder. Nothing else is
 * edited, and the site type-checks and builds with the language everywhere:
 * its pages, every page's alternates, the sitemap, the menu, detection, its
 * words' chunk, the hosts' rules, its CV, vCard and manifest. In the same
 * build the list's last language after English is dropped as README says, its entry taken
 * out and its words and glossary left: it is then nowhere.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { defaultLanguage, languages } from '../../app/i18n/languages';
import { cvPath } from '../../app/lib/cv-path';
import { pagePaths } from '../../app/routes-paths';
import { site } from '../../site.config';
import { candidateLanguages, lastLanguage, otherLanguage } from '../../app/test/languages';
import { addLanguageWords, copyProject, languageEntry } from './copy-project';

/** The language the test adds: the first of these the owner does not offer yet. */
const offered = languages.map(({ code }): string => code);
const added =
  candidateLanguages.find(({ code }) => !offered.includes(code)) ?? candidateLanguages[0];
/** The language the test drops, in the added one's place: the list's last after English. */
const dropped = lastLanguage;
/** The languages of the changed list, in its order. */
const listed = [...offered.filter((code) => code !== dropped), added.code];

function run(root: string, command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

test('an owner who adds a language to the list, with its words, gets it on every page, file and host; one taken out of the list is on none', () => {
  expect(offered).not.toContain(added.code);
  const root = copyProject('new-language');
  const i18nDir = join(root, 'app', 'i18n');
  const list = join(i18nDir, 'languages.ts');
  const source = readFileSync(list, 'utf8');
  const lastEntry = new RegExp(`^.*code: '${dropped}'.*$`, 'm');
  expect(source).toMatch(lastEntry);
  // The new entry in the last one's place: that one is taken out, its words left.
  writeFileSync(list, source.replace(lastEntry, `  ${languageEntry(added)},`));
  // Its words: English's, copied (an owner then translates every value), listed as README
  // says, in a copy of another language's list (it satisfies Translation).
  addLanguageWords(root, added.code, { words: 'en', list: otherLanguage });

  const typegen = run(root, 'npx', ['react-router', 'typegen']);
  expect(typegen).toMatchObject({ status: 0 });
  expect(run(root, 'npx', ['tsc', '--noEmit'])).toMatchObject({ status: 0 });
  const build = run(root, 'npm', ['run', 'build']);
  expect(build).toMatchObject({ status: 0 });
  // The dropped language's words are only noted.
  expect(build.output).toContain(
    `app/i18n/locales/${dropped}: words of a language app/i18n/languages.ts does not list`,
  );

  const client = join(root, 'build', 'client');
  const read = (path: string) => readFileSync(join(client, path), 'utf8');
  const prefix = `/${added.code}`;
  for (const page of pagePaths) {
    const path = page === '/' ? prefix : `${prefix}${page}`;
    const html = read(`${path.slice(1)}/index.html`);
    expect(html).toMatch(new RegExp(`<html[^>]*\\blang="${added.code}"`));
    expect(html).toContain(`<meta property="og:locale" content="${added.locale}"/>`);
    // Its own language marked in the menu, among the others.
    expect(html).toContain(added.name);
    // Every language's page names this one as an alternate, and this one them.
    for (const code of listed) {
      const other = code === defaultLanguage ? page : `/${code}${page === '/' ? '' : page}`;
      const otherHtml = read(`${other.slice(1) || '.'}/index.html`);
      expect(otherHtml).toContain(`hrefLang="${added.code}" href="${site.url}${path}"`);
      // And none names the dropped one: no alternate, no menu item.
      expect(otherHtml).not.toMatch(new RegExp(`\\bhref[Ll]ang="${dropped}"`));
    }
    expect(read('sitemap.xml')).toContain(`<loc>${site.url}${path}</loc>`);
    const droppedPath = `/${dropped}${page === '/' ? '' : page}`;
    expect(existsSync(join(client, droppedPath.slice(1), 'index.html'))).toBe(false);
    expect(read('sitemap.xml')).not.toContain(`<loc>${site.url}${droppedPath}</loc>`);
  }
  expect(read('sitemap.xml')).not.toContain(`hreflang="${dropped}"`);
  expect(read(`${prefix.slice(1)}/404/index.html`)).toMatch(
    new RegExp(`<html[^>]*\\blang="${added.code}"`),
  );
  // Detection lands a browser in that language on it before the first paint.
  expect(read('about/index.html')).toContain(JSON.stringify(listed));
  // Its words load on a switch, as the others' do.
  expect(
    readdirSync(join(client, 'assets')).some((name) => name.startsWith(`${added.code}-`)),
  ).toBe(true);
  expect(JSON.parse(readFileSync(join(root, 'build', 'csp.json'), 'utf8'))).toHaveProperty(
    `${prefix}/about`,
  );
  expect(read('_redirects')).toContain(`${prefix}/* ${prefix}/404.html 404`);
  // No host rule names it, in any letter case.
  const droppedPrefix = new RegExp(`/${dropped}(/|\\s|$)`, 'im');
  for (const rules of [
    read('_redirects'),
    read('_headers'),
    readFileSync(join(root, 'build', 'nginx', 'site.conf'), 'utf8'),
  ]) {
    // (The policies' hashes are base64, where any letters may stand after a slash.)
    expect(rules.replace(/'sha256-[^']*'/g, '')).not.toMatch(droppedPrefix);
  }
  expect(existsSync(join(client, cvPath(site.name, dropped).slice(1)))).toBe(false);
  expect(existsSync(join(client, 'vcard', dropped))).toBe(false);
  expect(existsSync(join(client, dropped))).toBe(false);
  expect(existsSync(join(client, cvPath(site.name, added.code).slice(1)))).toBe(true);
  expect(readdirSync(join(client, 'vcard', added.code))).toHaveLength(1);
  expect(JSON.parse(read(`${prefix.slice(1)}/manifest.webmanifest`))).toMatchObject({
    lang: added.code,
    start_url: prefix,
  });
}, 240_000);
