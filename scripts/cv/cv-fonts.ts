/**
 * The CV's typeface: Noto Sans from @fontsource/noto-sans (a devDependency),
 * its Latin, Latin Extended and Vietnamese subsets in two weights. PDFKit
 * embeds only the glyphs the text uses; each character is drawn from the
 * first subset that has it (`fontFor`). A character that none has would draw
 * as nothing, so `missingCharacters` lets the checks name it first.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/** What the checks call the typeface when a character is missing. */
export const cvFontDescription = 'Noto Sans, Latin, Latin Extended and Vietnamese';

/** In the order a character is looked for: the common ones first. */
const subsets = ['latin', 'latin-ext', 'vietnamese'] as const;
const cvFontWeights = [400, 700] as const;
export type CvWeight = (typeof cvFontWeights)[number];

/** The WOFF file of a subset and weight, resolved inside the installed package. */
function fontFile(subset: string, weight: number): string {
  return require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`);
}

/** The name PDFKit knows a subset and weight by. */
function fontName(subset: (typeof subsets)[number], weight: CvWeight): string {
  return `NotoSans-${subset}-${weight}`;
}

/** Every subset and weight as PDFKit registers them: name and file. */
export function cvFonts(): [name: string, file: string][] {
  return subsets.flatMap((subset) =>
    cvFontWeights.map((weight): [string, string] => [
      fontName(subset, weight),
      fontFile(subset, weight),
    ]),
  );
}

/**
 * Characters that every subset and weight has (cv.test.ts reads the fonts to
 * prove it): printable Latin-1, dashes, curly quotes, bullet, ellipsis, euro.
 * Only a text with anything else pays for reading the fonts' tables (fontkit, ~0.5 s).
 */
export const commonCharacters =
  /^[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]$/u;

const characterSets = new Map<string, Set<number>>();

/** The code points a subset and weight has, read from its file (fontkit) the first time. */
function characterSet(subset: (typeof subsets)[number], weight: CvWeight): Set<number> {
  const name = fontName(subset, weight);
  let set = characterSets.get(name);
  if (!set) {
    const fontkit = require('fontkit') as typeof Fontkit;
    const font = fontkit.create(readFileSync(fontFile(subset, weight)));
    set = new Set('characterSet' in font ? font.characterSet : []);
    characterSets.set(name, set);
  }
  return set;
}

/** Whether the subsets together have the code point, in every weight. */
function isDrawable(codePoint: number): boolean {
  return cvFontWeights.every((weight) =>
    subsets.some((subset) => characterSet(subset, weight).has(codePoint)),
  );
}

/** The font that draws a character: the first subset's that has it (Latin for the common ones). */
export function fontFor(character: string, weight: CvWeight): string {
  if (/\s/.test(character) || commonCharacters.test(character)) return fontName('latin', weight);
  const codePoint = character.codePointAt(0) ?? 0;
  const subset = subsets.find((name) => characterSet(name, weight).has(codePoint));
  return fontName(subset ?? 'latin', weight);
}

/** The font files of every subset and weight, Latin's first. */
export function cvFontFiles(): string[] {
  return cvFonts().map(([, file]) => file);
}

/** The characters of a text that the CV's font cannot draw (white space never counts). */
export function missingCharacters(text: string): string[] {
  const missing = new Set<string>();
  for (const character of text) {
    if (/\s/.test(character) || commonCharacters.test(character)) continue;
    if (!isDrawable(character.codePointAt(0) ?? 0)) missing.add(character);
  }
  return [...missing];
}
