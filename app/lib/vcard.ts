/**
 * The owner's contact card as a vCard 3.0 (RFC 2426, on the text/directory
 * rules of RFC 2425): built at build time, one per language, and linked from
 * every page's footer. Only `vcardPath` reaches the pages, with the file name
 * the build worked out (app/lib/owner-vcard.ts).
 */

import { nameSlug } from './cv-path.ts';

/** The folder the build writes the vCards to: `/vcard/<lang>/<name>.vcf`. */
export const vcardFolder = '/vcard/';

/** `Ana Silva` → `ana-silva.vcf`; `João Ávila` → `joao-avila.vcf`. */
export function vcardFileName(name: string): string {
  return `${nameSlug(name) || 'contact'}.vcf`;
}

/** Where a language's vCard of that file name is served, e.g. `/vcard/sw/ana-silva.vcf`. */
export function vcardPath(lang: string, fileName: string): string {
  return `${vcardFolder}${lang}/${fileName}`;
}

export type VcardInput = {
  /** The full name, e.g. `Ana Silva`. */
  name: string;
  /** The end of `name` that is the family name; else its last word. */
  familyName?: string;
  /** The role, in the card's language. */
  title: string;
  email: string;
  /** The site, in the card's language. */
  url: string;
  /** Profile links, each shown under its label (GitHub, LinkedIn). */
  profiles: readonly { label: string; url: string }[];
  /** The services, in the card's language. */
  note: string;
};

/** A text value with `\`, `,`, `;` and line breaks escaped (RFC 2426 §4). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r?\n/g, '\\n');
}

/**
 * A content line folded to at most 75 octets of UTF-8 per line (RFC 2425
 * §5.8.1): each further line starts with one space, and no character is cut
 * in two.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > 75) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/**
 * A value written as is (an e-mail address, a URI): the owner checks allow
 * no line break in them, and one that slipped through would start a line of
 * its own in the card.
 */
function unbroken(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`vCard: a line break in ${JSON.stringify(value)}`);
  return value;
}

/**
 * The given names, the family name and what follows a comma (`Jr.`, `PhD`:
 * the card's honorific suffix): `familyName` when the name before the comma
 * ends with it, else its last word.
 */
function nameParts(fullName: string, familyName: string | undefined): [string, string, string] {
  const [name = '', ...after] = fullName.split(',').map((part) => part.trim());
  const suffix = after.join(', ');
  if (familyName && name.endsWith(` ${familyName}`)) {
    return [name.slice(0, -familyName.length).trim(), familyName, suffix];
  }
  const words = name.split(/\s+/);
  return words.length > 1
    ? [words.slice(0, -1).join(' '), words.at(-1) ?? '', suffix]
    : [name, '', suffix];
}

/** The vCard: CRLF line ends, folded lines, escaped text values. */
export function buildVcard(input: VcardInput): string {
  const { name, title, email, url, profiles, note } = input;
  const [given, family, suffix] = nameParts(name.trim(), input.familyName?.trim());
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeText(family)};${escapeText(given)};;;${escapeText(suffix)}`,
    `FN:${escapeText(name)}`,
    `TITLE:${escapeText(title)}`,
    `EMAIL;TYPE=INTERNET,PREF:${unbroken(email)}`,
    `URL:${unbroken(url)}`,
    // Grouped URL and label: how Apple and Google Contacts name a profile link.
    ...profiles.flatMap(({ label, url: profile }, index) => [
      `item${index + 1}.URL:${unbroken(profile)}`,
      `item${index + 1}.X-ABLabel:${escapeText(label)}`,
    ]),
    `NOTE:${escapeText(note)}`,
    'END:VCARD',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
