// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, vi } from 'vitest';
import { site } from '../site.config';
import { languages } from '../app/i18n/languages';
import { vcardFileName, vcardPath } from '../app/lib/vcard';
import { translations } from '../app/test/render';
import { writeVcards } from './vcards';

/** Profiles of the test's own: the owner may give either, both or none. */
const planted = {
  github: 'https://github.com/planted-owner',
  linkedin: 'https://www.linkedin.com/in/planted-owner',
};

test.each([
  ['both profiles', planted],
  ['GitHub alone', { github: planted.github }],
  ['LinkedIn alone', { linkedin: planted.linkedin }],
  ['neither profile', {}],
])('given %s, the vCard links the profiles given and no other', async (_, profiles) => {
  vi.resetModules();
  vi.doMock('../site.config', () => ({ site: { ...site, profiles } }));
  const dir = mkdtempSync(join(tmpdir(), 'vcards-'));
  try {
    const { writeVcards: writeWith } = await import('./vcards');
    await writeWith(dir, 'https://you.example.net');
    const entries = Object.entries(planted);
    const given = entries.filter(([kind]) => kind in profiles).map(([, url]) => url);
    const left = entries.filter(([kind]) => !(kind in profiles)).map(([, url]) => url);
    for (const { code } of languages) {
      const card = readFileSync(
        join(dir, vcardPath(code, vcardFileName(site.name))),
        'utf8',
      ).replace(/\r\n /g, '');
      for (const url of given) expect(card, `the ${code} vCard`).toContain(`.URL:${url}\r\n`);
      for (const url of left) expect(card, `the ${code} vCard`).not.toContain(url);
      expect(card, `the ${code} vCard`).not.toContain('undefined');
    }
  } finally {
    vi.doUnmock('../site.config');
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the build writes one vCard per language, in that language, for the site’s origin', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'vcards-'));
  try {
    await writeVcards(dir, 'https://you.example.net');
    for (const { code: lang } of languages) {
      const card = readFileSync(
        join(dir, vcardPath(lang, vcardFileName(site.name))),
        'utf8',
      ).replace(/\r\n /g, '');
      const words = translations[lang];
      expect(card).toContain(`\r\nTITLE:${words.meta.role}\r\n`);
      expect(card).toContain(
        `\r\nURL:https://you.example.net${lang === 'en' ? '/' : `/${lang}`}\r\n`,
      );
      expect(card).toContain(`\r\nEMAIL;TYPE=INTERNET,PREF:${site.email}\r\n`);
      for (const profile of Object.values(site.profiles)) {
        expect(card).toContain(`.URL:${profile}\r\n`);
      }
      const note = /\r\nNOTE:([^\r]*)\r\n/.exec(card)?.[1] ?? '';
      const lines = note.split('\\n').map((line) => line.replace(/\\(.)/g, '$1'));
      // One service a line, after the note's heading.
      expect(lines.slice(1)).toEqual(
        Object.values(words.home.services).flatMap((service) =>
          typeof service === 'object' && 'title' in service ? [service.title] : [],
        ),
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
