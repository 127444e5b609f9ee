// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, vi } from 'vitest';
import { site } from '../site.config';
import { vcardFileName, vcardPath } from '../app/lib/vcard';
import { translations } from '../app/test/render';
import { writeVcards } from './vcards';

test('a profile the identity leaves out is not in the vCard', async () => {
  vi.resetModules();
  vi.doMock('../site.config', () => ({
    site: { ...site, profiles: { github: site.profiles.github } },
  }));
  const dir = mkdtempSync(join(tmpdir(), 'vcards-'));
  try {
    const { writeVcards: writeWithout } = await import('./vcards');
    await writeWithout(dir, 'https://you.example.net');
    const card = readFileSync(join(dir, vcardPath('en', vcardFileName(site.name))), 'utf8').replace(
      /\r\n /g,
      '',
    );
    expect(card).toContain(`.URL:${site.profiles.github}\r\n`);
    expect(card).not.toContain(site.profiles.linkedin);
    expect(card).not.toContain('undefined');
  } finally {
    vi.doUnmock('../site.config');
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the build writes one vCard per language, in that language, for the site’s origin', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'vcards-'));
  try {
    await writeVcards(dir, 'https://you.example.net');
    for (const lang of ['en', 'sw', 'pt'] as const) {
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
      expect(card).toContain(`.URL:${site.profiles.linkedin}\r\n`);
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
