/**
 * Where the build writes each language's CV (scripts/cv/) and where the About
 * page links to it: a static file with a stable name, `/cv/<name>-cv-<lang>.pdf`.
 * No imports: the build scripts load it with plain Node.
 */

/** Latin letters that no accent makes, which decomposing leaves as they are, in plain letters. */
const plainLetters: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * The owner's name as a file-name part: `Ana Silva` → `ana-silva`, accents
 * dropped, and `Ødegård` → `odegard`.
 */
export function nameSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, (letter) => plainLetters[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The CV's file name in a language: `ana-silva-cv-sw.pdf` (`cv-sw.pdf` for a name with no Latin letters). */
export function cvFileName(name: string, lang: string): string {
  const slug = nameSlug(name);
  return `${slug ? `${slug}-` : ''}cv-${lang}.pdf`;
}

/** The CV's URL path in a language: `/cv/ana-silva-cv-sw.pdf`. */
export function cvPath(name: string, lang: string): string {
  return `/cv/${cvFileName(name, lang)}`;
}
