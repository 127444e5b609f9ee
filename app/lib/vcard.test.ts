import { expect, test } from 'vitest';
import { site } from '../../site.config';
import { buildVcard, escapeText, foldLine, vcardFileName, vcardPath } from './vcard';

const card = {
  name: 'João Ávila',
  title: 'Desenvolvedor web full-stack e GIS',
  email: 'joao@example.net',
  url: `${site.url}/pt`,
  profiles: [{ label: 'GitHub', url: site.profiles.github }],
  note: 'Serviços: desenvolvimento web, GIS e mapeamento; freelance',
};

test('text values escape backslash, comma and semicolon, and line breaks', () => {
  expect(escapeText('a\\b, c; d\ne')).toBe('a\\\\b\\, c\\; d\\ne');
});

test('lines fold at 75 octets of UTF-8, continuing with one space, never inside a character', () => {
  const line = `NOTE:${'€'.repeat(40)}`; // 3 octets each
  const folded = foldLine(line).split('\r\n');
  for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  expect(folded.slice(1).every((part) => part.startsWith(' ') && !part.startsWith('  '))).toBe(
    true,
  );
  expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  // 5 + 3 × 23 = 74 octets: a 24th "€" would pass 75, and is not cut in two.
  expect(new TextEncoder().encode(folded[0]).length).toBe(74);
  expect(foldLine('FN:short')).toBe('FN:short');
});

test('the card has every field, CRLF line ends only, and escaped text', () => {
  const vcard = buildVcard(card);
  expect(vcard.endsWith('\r\n')).toBe(true);
  expect(vcard.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = vcard.replace(/\r\n /g, '').split('\r\n');
  expect(lines).toEqual([
    'BEGIN:VCARD',
    'VERSION:3.0',
    'N:Ávila;João;;;',
    'FN:João Ávila',
    'TITLE:Desenvolvedor web full-stack e GIS',
    'EMAIL;TYPE=INTERNET,PREF:joao@example.net',
    `URL:${site.url}/pt`,
    `item1.URL:${site.profiles.github}`,
    'item1.X-ABLabel:GitHub',
    'NOTE:Serviços: desenvolvimento web\\, GIS e mapeamento\\; freelance',
    'END:VCARD',
    '',
  ]);
});

test('the file is named after the owner, with no accents or spaces, per language', () => {
  expect(vcardFileName('João Ávila')).toBe('joao-avila.vcf');
  expect(vcardPath('sw', vcardFileName(site.name))).toBe(`/vcard/sw/${vcardFileName(site.name)}`);
});

test('a line break in an address or a link stops the card instead of starting a line', () => {
  const broken = 'https://example.net/x\nEMAIL:someone@example.org';
  expect(() => buildVcard({ ...card, url: broken })).toThrow(/line break/);
  expect(() => buildVcard({ ...card, profiles: [{ label: 'GitHub', url: broken }] })).toThrow(
    /line break/,
  );
  expect(() => buildVcard({ ...card, email: 'a@example.net\r\nNOTE:x' })).toThrow(/line break/);
});

test('a family name of several words is filed as the family name, whole', () => {
  const name = 'Maria-Antónia dos Santos Gonçalves';
  const lines = (familyName?: string) => buildVcard({ ...card, name, familyName }).split('\r\n');
  expect(lines('dos Santos Gonçalves')).toContain('N:dos Santos Gonçalves;Maria-Antónia;;;');
  // Without one, the last word.
  expect(lines()).toContain('N:Gonçalves;Maria-Antónia dos Santos;;;');
});

test('what follows a comma in the name is the card’s suffix, not its family name', () => {
  const lines = (name: string, familyName?: string) =>
    buildVcard({ ...card, name, familyName }).split('\r\n');
  expect(lines('Martin Luther King, Jr.')).toContain('N:King;Martin Luther;;;Jr.');
  expect(lines('Ana dos Santos, PhD', 'dos Santos')).toContain('N:dos Santos;Ana;;;PhD');
  expect(lines('Ana Lima, MSc, MBA')).toContain('N:Lima;Ana;;;MSc\\, MBA');
});
