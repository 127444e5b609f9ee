/**
 * `npm run test:other-languages`: the type check and the unit tests on a copy
 * of the project whose only languages are the default and one the sample does
 * not have (French, or the first of German and Italian the owner does not
 * offer), given the words of the list's first other language. Every language
 * but the default is gone from the copy's list, and the first one's words
 * with it (the last one's are left, as README allows), so a test that names
 * one of the owner's languages instead of taking it from the list fails here:
 * an owner who drops a language, or adds one, runs the same tests.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLanguage, languages } from '../app/i18n/languages.ts';
import { candidateLanguages, notOfferedLanguage, otherLanguage } from '../app/test/languages.ts';
import { addLanguageWords, copyProject, languageEntry } from './owner/copy-project.ts';
import { projectRoot } from './owner/load.ts';

const added = candidateLanguages.find(({ code }) => code === notOfferedLanguage);
if (!added)
  throw new Error(
    `No language to add: the list already has ${candidateLanguages.map(({ code }) => code).join(', ')}`,
  );

const root = copyProject('other-languages');
// The tests' own files, which an owner's copy for the build does not need.
for (const entry of ['vitest.config.ts', 'playwright.config.ts', '.htmlvalidate.json', 'e2e']) {
  cpSync(join(projectRoot, entry), join(root, entry), { recursive: true });
}
const i18nDir = join(root, 'app', 'i18n');
const locales = join(i18nDir, 'locales');
const listFile = join(i18nDir, 'languages.ts');

// The list: the default's entry, then the added language's in place of the others,
// written as an owner writes an entry (the tests find a language's line by it).
const addedEntry = languageEntry(added);
let list = readFileSync(listFile, 'utf8');
for (const { code } of languages) {
  if (code === defaultLanguage) continue;
  const entry = new RegExp(`^( *)\\{ code: '${code}'.*\\},?[^\\n]*\\n`, 'm');
  if (!entry.test(list)) {
    throw new Error(`${listFile}: no entry for '${code}' on one line ({ code: '${code}', … },)`);
  }
  list = list.replace(entry, code === otherLanguage ? `$1${addedEntry},\n` : '');
}
writeFileSync(listFile, list);

// Its words: the first other language's, moved to the added code, as README's step 7 says.
addLanguageWords(root, added.code, { words: otherLanguage, list: otherLanguage });
rmSync(join(locales, otherLanguage), { recursive: true });
rmSync(join(locales, `${otherLanguage}.ts`));

const names = [defaultLanguage, added.code].join(' and ');
console.log(`Testing a copy in ${names} only: ${root}`);
for (const args of [
  ['react-router', 'typegen'],
  ['tsc', '--noEmit'],
  ['vitest', 'run'],
]) {
  const { status, signal } = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) {
    console.error(
      `\`npx ${args.join(' ')}\` failed${signal ? ` (${signal})` : ''} on the copy in ${names} only, in ${root}.`,
    );
    process.exit(status ?? 1);
  }
}
console.log(`The type check and unit tests pass in ${names} only.`);
