/**
 * The site's icons (favicons, the home-screen and web-app icons), made at
 * build time from one source: the owner's `app/content/images/icon.svg`
 * when there is one, else the owner's initials in white or near-black
 * (whichever reads better) on the theme colour, drawn as outlines from
 * Noto Sans Bold, so no font is needed where the icon is shown or made.
 * Build-time only: the Vite plugin beside this file serves and writes them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { valueAt } from '../../app/lib/value-at.ts';
import { ownerFiles, projectRoot } from './load.ts';
import type { Problem } from './problem.ts';

const require = createRequire(import.meta.url);

/** The owner's own icon, if any: a square SVG (any other shape is centred). */
export const ownerIconFile = `${ownerFiles.images}/icon.svg`;

/** The Noto Sans subsets tried in turn for the initials' letters. */
const subsets = ['latin', 'latin-ext', 'greek', 'cyrillic', 'vietnamese'] as const;

/** What the icon is made from: the SVG, and whether the owner drew it (else the initials). */
type IconSource = { svg: string; isOwners: boolean };

/** Every icon the pages and the web app manifest name (app/root.tsx, app/seo/manifest.ts). */
export const iconUrls = [
  '/favicon.svg',
  '/favicon.ico',
  '/favicon-96x96.png',
  '/icon-192.png',
  '/icon-512.png',
  '/apple-touch-icon.png',
  '/icon-maskable-512.png',
] as const;

/** One file the site serves, e.g. `/favicon.ico`. */
export type IconFile = { url: (typeof iconUrls)[number]; bytes: Buffer };

/** A weight of Noto Sans that the icons and the share card draw with. */
export type NotoWeight = 400 | 700;

const fonts = new Map<NotoWeight, fontkit.Font[]>();

/** Noto Sans in a weight, each subset a font of its own, in the order they are tried. */
export function notoSans(weight: NotoWeight): fontkit.Font[] {
  let loaded = fonts.get(weight);
  if (!loaded) {
    loaded = subsets.map((subset) => {
      const file = require.resolve(
        `@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`,
      );
      return fontkit.create(readFileSync(file)) as fontkit.Font;
    });
    fonts.set(weight, loaded);
  }
  return loaded;
}

/** The first Noto Sans Bold subset that has every letter of `text`, if any does. */
function fontFor(text: string): fontkit.Font | undefined {
  const codePoints = [...text].map((letter) => letter.codePointAt(0) ?? 0);
  return notoSans(700).find((font) =>
    codePoints.every((codePoint) => font.hasGlyphForCodePoint(codePoint)),
  );
}

/** WCAG's relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** White on the theme colour, or near-black (slate-900) where white would read worse. */
export function initialsColour(background: string): string {
  const dark = '#0f172a';
  const back = luminance(background);
  return contrast(back, 1) >= contrast(back, luminance(dark)) ? '#ffffff' : dark;
}

/**
 * The initials icon as a 64×64 SVG: rounded corners for a favicon, or a
 * full square (`fullBleed`) for the platforms that cut their own shape (the
 * home screen, maskable web-app icons), with the letters inside their safe zone.
 */
export function initialsIcon(
  initials: string,
  background: string,
  { fullBleed = false }: { fullBleed?: boolean } = {},
): string {
  const font = fontFor(initials);
  if (!font) throw new Error(`Noto Sans has no glyph for some of "${initials}"`);
  const run = font.layout(initials);
  const { minX, minY, maxX, maxY } = run.bbox;
  // The letters' box, fitted within this share of the icon, and centred.
  const room = (fullBleed ? 0.56 : 0.74) * 64;
  const scale = Math.min(room / (maxX - minX), (room * 0.62) / (maxY - minY));
  const left = 32 - ((minX + maxX) / 2) * scale;
  const baseline = 32 + ((minY + maxY) / 2) * scale;
  let x = 0;
  const paths = run.glyphs.map((glyph, index) => {
    const d = glyph.path.toSVG();
    const at = x;
    x += run.positions[index]?.xAdvance ?? glyph.advanceWidth;
    return `<path transform="translate(${(left + at * scale).toFixed(2)} ${baseline.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`;
  });
  const corner = fullBleed ? '' : ' rx="14"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64"${corner} fill="${background}"/>` +
    `<g fill="${initialsColour(background)}">${paths.join('')}</g></svg>`
  );
}

type Site = { initials: string; themeColor: string };

/** The icon's source: the owner's `icon.svg`, else their initials on the theme colour. */
function iconSource(site: Site, root: string = projectRoot): IconSource {
  const file = join(root, ownerIconFile);
  if (existsSync(file)) return { svg: readFileSync(file, 'utf8'), isOwners: true };
  return { svg: initialsIcon(site.initials, site.themeColor), isOwners: false };
}

/** A square PNG of an SVG, `size` pixels, the drawing centred; `inset` leaves a margin of that share. */
async function png(
  svg: string,
  size: number,
  { background, inset = 0 }: { background?: string; inset?: number } = {},
): Promise<Buffer> {
  const inner = Math.round(size * (1 - 2 * inset));
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  const drawing = await sharp(Buffer.from(svg), { density: 72 * Math.max(1, inner / 16) })
    .resize(inner, inner, { fit: 'contain', background: transparent })
    .png()
    .toBuffer();
  return sharp({
    create: { width: size, height: size, channels: 4, background: background ?? transparent },
  })
    .composite([{ input: drawing, gravity: 'centre' }])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/**
 * An ICO file holding PNG images (Windows Vista and every browser read
 * them): a 6-byte header, a 16-byte entry per image, then the PNGs. Written
 * here rather than by a package: the format is these three lines of layout,
 * and png-to-ico would add pngjs, minimist and @types/node to the install.
 */
export function ico(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: an icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png: data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png: data }) => data)]);
}

/** Every icon of `iconUrls`, made from the source. */
export async function renderIcons(site: Site, root: string = projectRoot): Promise<IconFile[]> {
  const source = iconSource(site, root);
  // Platforms that cut their own shape get a full square on the theme colour:
  // the initials filling it, or the owner's icon inside the safe zone.
  const square = source.isOwners
    ? { svg: source.svg, inset: 0.1 }
    : { svg: initialsIcon(site.initials, site.themeColor, { fullBleed: true }), inset: 0 };
  const favicon = (size: number) => png(source.svg, size);
  const squareIcon = (size: number) =>
    png(square.svg, size, { background: site.themeColor, inset: square.inset });
  const small = await Promise.all(
    [16, 32, 48].map(async (size) => ({ size, png: await favicon(size) })),
  );
  return [
    { url: '/favicon.svg', bytes: Buffer.from(source.svg) },
    { url: '/favicon.ico', bytes: ico(small) },
    { url: '/favicon-96x96.png', bytes: await favicon(96) },
    { url: '/icon-192.png', bytes: await favicon(192) },
    { url: '/icon-512.png', bytes: await favicon(512) },
    { url: '/apple-touch-icon.png', bytes: await squareIcon(180) },
    { url: '/icon-maskable-512.png', bytes: await squareIcon(512) },
  ];
}

/**
 * The icon's problems: an `icon.svg` that does not draw, or initials the font
 * cannot draw (initials that are no text at all are the schema's to report).
 */
export async function checkIcons(site: unknown, root: string = projectRoot): Promise<Problem[]> {
  const file = join(root, ownerIconFile);
  if (existsSync(file)) {
    try {
      const { width, height } = await sharp(readFileSync(file)).metadata();
      if (!width || !height) throw new Error('no size');
      // A browser tab, a home screen and a share card show it in a square.
      if (Math.abs(width / height - 1) > 0.02) {
        return [
          {
            file: ownerIconFile,
            item: 'icon',
            field: 'image',
            expected:
              'a square icon (a viewBox as wide as it is high): tabs and home screens show it in a square',
            found: `${width}×${height}`,
          },
        ];
      }
      return [];
    } catch (error) {
      return [
        {
          file: ownerIconFile,
          item: 'icon',
          field: 'image',
          expected:
            'an SVG image the build can draw (or remove it: the icon then shows your initials)',
          found: error instanceof Error ? error.message.split('\n')[0] : String(error),
        },
      ];
    }
  }
  const initials = valueAt(site, ['initials']);
  if (typeof initials !== 'string' || initials === '' || fontFor(initials)) return [];
  return [
    {
      file: ownerFiles.site,
      item: 'site',
      field: 'initials',
      expected: `letters Noto Sans draws (Latin, Greek, Cyrillic), for the site's icon; or draw your own icon as ${ownerIconFile}`,
      found: JSON.stringify(initials),
    },
  ];
}
