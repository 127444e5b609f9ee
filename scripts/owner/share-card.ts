/**
 * The share image the build draws when the owner gives none of their own
 * (`app/content/images/share.<ext>`): a 512×512 card (SPEC's size; link
 * previews show it as a square beside the page's title), with the owner's
 * portrait in a ring on the theme colour, and their name and their site's
 * address under it, drawn as outlines of Noto Sans (no system font involved).
 * The words of the page (title, description) come with the preview already,
 * in the page's language; the card carries what is the same in every one.
 */
import type * as fontkit from 'fontkit';
import { displayUrl } from '../../app/lib/display-url.ts';
import { shareImage } from '../../app/seo/share-image.ts';
import { initialsColour, notoSans, type NotoWeight } from './icons.ts';

/** A stretch of text that one subset draws. */
type Run = { font: fontkit.Font; text: string };

/**
 * The text in runs, each in the first subset that has its letters (Noto Sans
 * comes split: Latin, Latin Extended, Vietnamese…, so "Łukasz" takes two);
 * undefined when a letter is in none.
 */
function runsOf(text: string, weight: NotoWeight): Run[] | undefined {
  const runs: Run[] = [];
  for (const letter of text) {
    const codePoint = letter.codePointAt(0) ?? 0;
    const font =
      runs.at(-1)?.font.hasGlyphForCodePoint(codePoint) === true
        ? runs.at(-1)?.font
        : notoSans(weight).find((candidate) => candidate.hasGlyphForCodePoint(codePoint));
    if (!font) return undefined;
    const last = runs.at(-1);
    if (last?.font === font) last.text += letter;
    else runs.push({ font, text: letter });
  }
  return runs;
}

function widthOf(runs: readonly Run[], size: number): number {
  return runs.reduce(
    (sum, { font, text }) => sum + (font.layout(text).advanceWidth * size) / font.unitsPerEm,
    0,
  );
}

/** The runs' glyphs as SVG paths, from `x` on the baseline `y`, `size` pixels to the em. */
function outline(runs: readonly Run[], size: number, x: number, y: number): string {
  let at = x;
  return runs
    .map(({ font, text }) => {
      const run = font.layout(text);
      const scale = size / font.unitsPerEm;
      let advance = 0;
      const paths = run.glyphs.map((glyph, index) => {
        const left = at + advance * scale;
        advance += run.positions[index]?.xAdvance ?? glyph.advanceWidth;
        return `<path transform="translate(${left.toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${glyph.path.toSVG()}"/>`;
      });
      at += advance * scale;
      return paths.join('');
    })
    .join('');
}

/** The words in lines no wider than `width`, or undefined when one word alone is wider. */
function wrap(text: string, weight: NotoWeight, size: number, width: number): string[] | undefined {
  const fits = (line: string) => widthOf(runsOf(line, weight) ?? [], size) <= width;
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!fits(word)) return undefined;
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Where things go on the card, in pixels. */
export const shareCard = {
  width: shareImage.width,
  height: shareImage.height,
  /** The portrait's square, drawn as a circle, in the middle of the top. */
  portrait: { left: 146, top: 48, size: 220 },
  ring: 8,
  /** The name and address under it, each line centred, from the top of this box. */
  text: { left: 36, right: 476, top: 304, bottom: 484 },
} as const;

export type ShareCardIdentity = { name: string; url: string; themeColor: string };

/** The runs as outlines, `size` pixels to the em (less when they are wider than the room), centred on the card. */
function centredLine(runs: readonly Run[], size: number, baseline: number): string {
  const room = shareCard.text.right - shareCard.text.left;
  const lineSize = Math.min(size, (size * room) / Math.max(widthOf(runs, size), 1));
  const left = (shareCard.width - widthOf(runs, lineSize)) / 2;
  return outline(runs, lineSize, left, baseline);
}

/**
 * The card without the portrait, as SVG: the theme colour, the ring the
 * portrait goes in, the name (as large as fits in two lines) and the site's
 * address. Undefined when Noto Sans cannot draw the name.
 */
export function shareCardSvg({ name, url, themeColor }: ShareCardIdentity): string | undefined {
  const address = displayUrl(url);
  const addressRuns = runsOf(address, 400);
  if (!runsOf(name, 700) || !addressRuns) return undefined;
  const { width, height, portrait, ring, text } = shareCard;
  const room = text.right - text.left;
  let size = 52;
  let lines = wrap(name, 700, size, room);
  while (size > 28 && (lines === undefined || lines.length > 2)) {
    size -= 4;
    lines = wrap(name, 700, size, room);
  }
  // A word wider than the room even at the smallest size: its line is scaled to fit; so is
  // the second line of a name that takes more than two, which holds the rest of it.
  const [first = name, ...rest] = lines ?? [name];
  const nameLines = rest.length > 0 ? [first, rest.join(' ')] : [first];
  const addressSize = 24;
  const lineHeight = size * 1.15;
  const gap = 16;
  // One line of name sits lower, so that the lines keep to the middle of the room under the ring.
  const top = text.top + (nameLines.length === 1 ? lineHeight / 2 : 0);
  const colour = initialsColour(themeColor);
  const names = nameLines
    .map((line, index) =>
      centredLine(runsOf(line, 700) ?? [], size, top + size + index * lineHeight),
    )
    .join('');
  const centre = portrait.size / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${themeColor}"/>` +
    `<circle cx="${portrait.left + centre}" cy="${portrait.top + centre}" r="${centre + ring}" fill="${colour}"/>` +
    `<g fill="${colour}">${names}</g>` +
    `<g fill="${colour}" fill-opacity="0.85">${centredLine(addressRuns, addressSize, top + nameLines.length * lineHeight + gap + addressSize * 0.8)}</g>` +
    `</svg>`
  );
}
