/**
 * The CV's typeface: Noto Sans from @fontsource/noto-sans (a devDependency),
 * its Latin and Latin Extended subsets in two weights. react-pdf embeds only
 * the glyphs the text uses; a character that neither subset has falls back
 * to nothing, so `missingCharacters` lets the checks name it first.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/** The family names the CV's styles use, most preferred first (react-pdf falls back per glyph). */
export const cvFontFamilies = ['NotoSans', 'NotoSansLatinExt'] as const;

/** What the checks call the typeface when a character is missing. */
export const cvFontDescription = 'Noto Sans, Latin and Latin Extended';

const subsets = { NotoSans: 'latin', NotoSansLatinExt: 'latin-ext' } as const;
const cvFontWeights = [400, 700] as const;

/** The WOFF file of a subset and weight, resolved inside the installed package. */
function fontFile(subset: string, weight: number): string {
  return require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`);
}

/** The families to register with react-pdf's `Font.register`. */
export function cvFontSources(): {
  family: string;
  fonts: { src: string; fontWeight: number }[];
}[] {
  return cvFontFamilies.map((family) => ({
    family,
    fonts: cvFontWeights.map((fontWeight) => ({
      src: fontFile(subsets[family], fontWeight),
      fontWeight,
    })),
  }));
}

/**
 * Characters that every subset and weight has (cv.test.ts reads the fonts to
 * prove it): printable Latin-1, dashes, curly quotes, bullet, ellipsis, euro.
 * Only a text with anything else pays for reading the fonts' tables (fontkit, ~0.5 s).
 */
export const commonCharacters =
  /^[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]$/u;

let drawable: ((codePoint: number) => boolean) | undefined;

/** Whether the subsets together have the code point, in every weight: read from the font files. */
function isDrawable(codePoint: number): boolean {
  drawable ??= (() => {
    const fontkit = require('fontkit') as typeof Fontkit;
    const sets = cvFontWeights.map(
      (weight) =>
        new Set(
          Object.values(subsets).flatMap((subset) => {
            const font = fontkit.create(readFileSync(fontFile(subset, weight)));
            return 'characterSet' in font ? font.characterSet : [];
          }),
        ),
    );
    return (point: number) => sets.every((set) => set.has(point));
  })();
  return drawable(codePoint);
}

/** The font files of every subset and weight. */
export function cvFontFiles(): string[] {
  return Object.values(subsets).flatMap((subset) =>
    cvFontWeights.map((weight) => fontFile(subset, weight)),
  );
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
