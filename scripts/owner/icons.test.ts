// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, expect, test } from 'vitest';
import { site } from '../../site.config';
import { checkIcons, ico, initialsColour, initialsIcon, ownerIconFile, renderIcons } from './icons';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** An empty project folder, with an owner's icon.svg when given one. */
function projectWith(iconSvg?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'icons-'));
  roots.push(root);
  if (iconSvg !== undefined) {
    mkdirSync(join(root, 'app', 'content', 'images'), { recursive: true });
    writeFileSync(join(root, ownerIconFile), iconSvg);
  }
  return root;
}

/** The colour of a pixel of a PNG, as #rrggbb, and its alpha. */
async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const hex = [0, 1, 2].map((i) => (data[at + i] ?? 0).toString(16).padStart(2, '0')).join('');
  return { colour: `#${hex}`, alpha: info.channels === 4 ? data[at + 3] : 255 };
}

/** The images of an ICO file: each entry's declared size and its PNG's real size. */
async function icoImages(file: Buffer) {
  const count = file.readUInt16LE(4);
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const entry = 6 + index * 16;
      const png = file.subarray(
        file.readUInt32LE(entry + 12),
        file.readUInt32LE(entry + 12) + file.readUInt32LE(entry + 8),
      );
      const { width, height, format } = await sharp(png).metadata();
      return { declared: file[entry], width, height, format };
    }),
  );
}

test('initials read in white on a dark theme colour, in near-black on a light one', () => {
  expect(initialsColour('#2563eb')).toBe('#ffffff');
  expect(initialsColour('#0f766e')).toBe('#ffffff');
  expect(initialsColour('#facc15')).toBe('#0f172a');
});

test('the initials are drawn as outlines, in the theme colour, and differ per owner', () => {
  const icon = initialsIcon('BM', '#2563eb');
  expect(icon).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64">/);
  expect(icon).toContain('fill="#2563eb"');
  expect(icon).not.toContain('<text');
  expect(icon.match(/<path /g)).toHaveLength(2);
  expect(initialsIcon('ZK', '#2563eb')).not.toBe(icon);
  // Letters beyond Latin, from Noto Sans's other subsets.
  expect(initialsIcon('ЖД', '#065f46').match(/<path /g)).toHaveLength(2);
});

test('every icon the pages name is made from the owner’s initials, at its size', async () => {
  const files = await renderIcons(site, projectWith());
  expect(files.map(({ url }) => url).sort()).toEqual([
    '/apple-touch-icon.png',
    '/favicon-96x96.png',
    '/favicon.ico',
    '/favicon.svg',
    '/icon-192.png',
    '/icon-512.png',
    '/icon-maskable-512.png',
  ]);
  const file = (url: string) => files.find((icon) => icon.url === url)?.bytes ?? Buffer.alloc(0);
  expect(file('/favicon.svg').toString()).toBe(initialsIcon(site.initials, site.themeColor));
  for (const [url, size] of [
    ['/favicon-96x96.png', 96],
    ['/apple-touch-icon.png', 180],
    ['/icon-192.png', 192],
    ['/icon-512.png', 512],
    ['/icon-maskable-512.png', 512],
  ] as const) {
    expect({ url, ...(await sharp(file(url)).metadata()) }).toMatchObject({
      url,
      format: 'png',
      width: size,
      height: size,
    });
  }
  expect(await icoImages(file('/favicon.ico'))).toEqual(
    [16, 32, 48].map((size) => ({ declared: size, width: size, height: size, format: 'png' })),
  );
  // A favicon has round corners; the home-screen and maskable icons fill the square.
  expect((await pixel(file('/icon-512.png'), 1, 1)).alpha).toBe(0);
  expect(await pixel(file('/icon-512.png'), 256, 20)).toEqual({
    colour: site.themeColor,
    alpha: 255,
  });
  expect(await pixel(file('/icon-maskable-512.png'), 1, 1)).toEqual({
    colour: site.themeColor,
    alpha: 255,
  });
  expect(await pixel(file('/apple-touch-icon.png'), 1, 1)).toEqual({
    colour: site.themeColor,
    alpha: 255,
  });
});

test('an owner’s icon.svg is the favicon as it is, and sits in the safe zone of the square icons', async () => {
  const own =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#ff0000"/></svg>';
  const files = await renderIcons(site, projectWith(own));
  const file = (url: string) => files.find((icon) => icon.url === url)?.bytes ?? Buffer.alloc(0);
  expect(file('/favicon.svg').toString()).toBe(own);
  expect(await pixel(file('/icon-512.png'), 256, 256)).toEqual({ colour: '#ff0000', alpha: 255 });
  // The maskable icon: the owner's drawing inside a margin of the theme colour.
  expect(await pixel(file('/icon-maskable-512.png'), 256, 256)).toEqual({
    colour: '#ff0000',
    alpha: 255,
  });
  expect(await pixel(file('/icon-maskable-512.png'), 20, 256)).toEqual({
    colour: site.themeColor,
    alpha: 255,
  });
});

test('an icon.svg that does not draw or is not square, and initials the font lacks, are named', async () => {
  expect(await checkIcons(site, projectWith('<svg this is not'))).toEqual([
    expect.objectContaining({ file: ownerIconFile, item: 'icon', field: 'image' }),
  ]);
  const band =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 64"><rect width="200" height="64"/></svg>';
  expect(await checkIcons(site, projectWith(band))).toEqual([
    expect.objectContaining({ file: ownerIconFile, field: 'image', found: '200×64' }),
  ]);
  expect(await checkIcons({ ...site, initials: 'ԱԲ' }, projectWith())).toEqual([
    expect.objectContaining({
      file: 'site.config.ts',
      item: 'site',
      field: 'initials',
      found: '"ԱԲ"',
    }),
  ]);
  expect(await checkIcons(site, projectWith())).toEqual([]);
});

test('an ICO file lists each image with its size and where its PNG starts', () => {
  const file = ico([
    { size: 16, png: Buffer.from('aaaa') },
    { size: 256, png: Buffer.from('bbbbbb') },
  ]);
  expect([file.readUInt16LE(0), file.readUInt16LE(2), file.readUInt16LE(4)]).toEqual([0, 1, 2]);
  expect([file[6], file.readUInt32LE(6 + 8), file.readUInt32LE(6 + 12)]).toEqual([16, 4, 38]);
  // 256 pixels is written as 0.
  expect([file[22], file.readUInt32LE(22 + 8), file.readUInt32LE(22 + 12)]).toEqual([0, 6, 42]);
  expect(file.subarray(38).toString()).toBe('aaaabbbbbb');
});
