// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { crc32, deflateSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildPictures, checkPictures, pictureIdentity, type PictureOptions } from './pictures';
import { OwnerInputError } from './problem';
import { shareCard } from './share-card';
import { profilePicture } from '../../app/lib/picture-urls';

let root: string;
let cacheDir: string;
let outDir: string;

/** A smooth synthetic picture: quick to encode, small in every format. */
async function planted(file: string, width: number, height: number, format: 'png' | 'jpeg') {
  const path = join(root, 'app/content/images', file);
  await mkdir(dirname(path), { recursive: true });
  const base = sharp({ create: { width, height, channels: 3, background: '#2563eb' } });
  const shape = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f97316"/></svg>`,
  );
  await base
    .composite([{ input: shape }])
    .toFormat(format)
    .toFile(path);
}

async function plantSvg(file: string) {
  const path = join(root, 'app/content/images', file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(
    path,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">' +
      '<rect width="32" height="32" fill="#4338ca"/><circle cx="16" cy="12" r="6" fill="#fff"/></svg>',
  );
}

function options(featuredProjects: PictureOptions['featuredProjects']): PictureOptions {
  return { root, cacheDir, featuredProjects };
}

const sample = [
  { id: 'shop', image: 'shop.png' },
  { id: 'map', image: 'map.svg' },
  { id: 'secret' },
];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'pictures-'));
  cacheDir = join(root, 'cache');
  outDir = join(root, 'out');
  await planted('profile.png', 500, 500, 'png');
  await planted('share.jpeg', 1400, 800, 'jpeg');
  await planted('projects/shop.png', 1000, 625, 'png');
  await plantSvg('projects/map.svg');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

test('an SVG with neither a viewBox nor a size is named: its sizes would show its top-left corner', async () => {
  const drawing = (attributes: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg"${attributes}><rect x="0" y="0" width="1600" height="1000" fill="#4338ca"/></svg>`;
  const problemsWith = async (attributes: string) => {
    await writeFile(join(root, 'app/content/images/projects/map.svg'), drawing(attributes));
    return checkPictures(options(sample));
  };
  expect(await problemsWith('')).toEqual([
    expect.objectContaining({
      file: 'app/content/images/projects/map.svg',
      field: 'image',
      found: 'neither a viewBox nor a size',
    }),
  ]);
  expect(await problemsWith(' width="100%" height="100%"')).toHaveLength(1);
  // A size alone scales (sharp draws it whole at every size), as a viewBox does.
  expect(await problemsWith(' width="1600" height="1000"')).toEqual([]);
  expect(await problemsWith(' viewBox="0 0 1600 1000"')).toEqual([]);
});

async function describeFile(url: string) {
  const { width, height, format } = await sharp(join(outDir, url)).metadata();
  return { width, height, format };
}

test('makes every size and format the pages use, from one source each', async () => {
  const report = await buildPictures({ ...options(sample), outDir });
  expect(report.outputs).toHaveLength(2 + 2 * 6);
  expect(await describeFile('/images/profile.webp')).toEqual({
    width: profilePicture.width,
    height: profilePicture.height,
    format: 'webp',
  });
  expect(await describeFile('/og-image.jpg')).toEqual({ width: 512, height: 512, format: 'jpeg' });
  for (const name of ['shop', 'map']) {
    for (const [width, height] of [
      [400, 250],
      [800, 500],
    ] as const) {
      expect(await describeFile(`/images/projects/${name}-${width}.avif`)).toEqual({
        width,
        height,
        format: 'heif',
      });
      expect(await describeFile(`/images/projects/${name}-${width}.webp`)).toEqual({
        width,
        height,
        format: 'webp',
      });
      expect(await describeFile(`/images/projects/${name}-${width}.jpg`)).toEqual({
        width,
        height,
        format: 'jpeg',
      });
    }
  }
  // The project without a picture gets none, and nothing else is written.
  expect((await readdir(join(outDir, 'images/projects'))).sort()).toEqual(
    ['map', 'shop'].flatMap((name) =>
      ['400.avif', '400.jpg', '400.webp', '800.avif', '800.jpg', '800.webp'].map(
        (suffix) => `${name}-${suffix}`,
      ),
    ),
  );
}, 60_000);

test('a rebuild with unchanged sources takes every file from the cache', async () => {
  const first = await buildPictures({ ...options(sample), outDir });
  expect(first).toMatchObject({ generated: 14, cached: 0 });
  const cacheTimes = await Promise.all(
    first.outputs.map(async ({ path }) => (await stat(path)).mtimeMs),
  );

  const second = await buildPictures({ ...options(sample), outDir: join(root, 'out2') });
  expect(second).toMatchObject({ generated: 0, cached: 14 });
  // Not one cache file was rewritten.
  expect(
    await Promise.all(second.outputs.map(async ({ path }) => (await stat(path)).mtimeMs)),
  ).toEqual(cacheTimes);
  expect(await describeFile('/images/projects/shop-800.jpg')).toEqual({
    width: 800,
    height: 500,
    format: 'jpeg',
  });
}, 60_000);

test('changing one source makes only its files again', async () => {
  await buildPictures({ ...options(sample), outDir });
  await planted('projects/shop.png', 1200, 750, 'png');
  const again = await buildPictures({ ...options(sample), outDir });
  expect(again).toMatchObject({ generated: 6, cached: 8 });
}, 60_000);

test('a picture no project names is reported, so a removed project leaves no file behind', async () => {
  await planted('projects/old.png', 1000, 625, 'png');
  expect(await checkPictures(options(sample))).toEqual([
    expect.objectContaining({
      file: 'app/content/images/projects/old.png',
      item: '(file)',
      field: 'image',
      found: 'a picture no project uses',
    }),
  ]);
});

test('a picture beside the profile photo that the build never reads is reported with where it goes', async () => {
  await planted('icon.png', 512, 512, 'png');
  await planted('banner.jpeg', 1200, 400, 'jpeg');
  await plantSvg('icon.svg');
  await writeFile(join(root, 'app/content/images/notes.txt'), 'not a picture');
  const problems = await checkPictures(options(sample));
  expect(problems).toEqual([
    expect.objectContaining({
      file: 'app/content/images/banner.jpeg',
      item: '(file)',
      field: 'image',
      expected: expect.stringMatching(/^only profile\.<ext>, share\.<ext> and icon\.svg here/),
      found: 'a picture the site does not use',
    }),
    expect.objectContaining({
      file: 'app/content/images/icon.png',
      expected: expect.stringMatching(
        /^the icon as an SVG named exactly app\/content\/images\/icon\.svg/,
      ),
    }),
  ]);
});

test('an image named in other capitals than its file is told so, once', async () => {
  const projects = [{ id: 'shop', image: 'Shop.png' }, sample[1], sample[2]] as typeof sample;
  expect(await checkPictures(options(projects))).toEqual([
    expect.objectContaining({
      file: 'app/content/featured-projects.ts',
      field: 'image',
      found: "no such file, but 'shop.png': file names must match in capitals too",
    }),
  ]);
});

test("a cut-short file is called damaged, not in sharp's words", async () => {
  const path = join(root, 'app/content/images/projects/shop.png');
  const bytes = await readFile(path);
  await writeFile(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
  expect(await checkPictures(options(sample))).toEqual([
    expect.objectContaining({
      file: 'app/content/images/projects/shop.png',
      item: 'featured project "shop"',
      field: 'image',
      found: 'a damaged or cut-short image file',
    }),
  ]);
});

test.each([
  ['an empty file', Buffer.alloc(0), 'an empty file (0 bytes)'],
  [
    'a text file',
    Buffer.from('not a picture\n'),
    'a file that is no image, whatever its name says',
  ],
])("%s under a picture's name is named as such, not in sharp's words", async (_, bytes, found) => {
  await writeFile(join(root, 'app/content/images/projects/shop.png'), bytes);
  expect(await checkPictures(options(sample))).toEqual([
    expect.objectContaining({
      file: 'app/content/images/projects/shop.png',
      item: 'featured project "shop"',
      field: 'image',
      found,
    }),
  ]);
});

/** A PNG whose header says `width`×`height` (its pixels are never read): a camera's panorama, in a few bytes. */
function pngHeaderOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test("an image with more pixels than the build reads is told so with its size, not in sharp's words", async () => {
  await writeFile(join(root, 'app/content/images/projects/shop.png'), pngHeaderOf(20000, 15000));
  expect(await checkPictures(options(sample))).toEqual([
    {
      file: 'app/content/images/projects/shop.png',
      item: 'featured project "shop"',
      field: 'image',
      expected: expect.stringMatching(
        /^an image of at most 268 megapixels; the site shows it at \d+×\d+ pixels at most: scale it down$/,
      ),
      found: '20000×15000 pixels',
    },
  ]);
});

test.each([
  // A kind the build does not take (a phone's own), named with the kinds it does.
  ['profile.heic', 'only profile.heic, not one of these kinds: save it as one of them'],
  // The right name in capitals, as a camera writes it, named with the name it needs.
  ['Profile.PNG', 'Profile.PNG: name it profile.png, in small letters'],
])('a profile photo saved as %s is named, with what to do', async (name, found) => {
  const photo = await readFile(join(root, 'app/content/images/profile.png'));
  await rm(join(root, 'app/content/images/profile.png'));
  await writeFile(join(root, 'app/content/images', name), photo);
  expect(await checkPictures(options(sample))).toEqual([
    {
      file: 'app/content/images/',
      item: 'profile',
      field: 'image',
      expected:
        'exactly one image file named app/content/images/profile.<ext> (jpg, png, webp, avif or svg)',
      found,
    },
  ]);
});

test('a missing, a corrupt and a too small image are all reported, each on its item and field', async () => {
  await writeFile(join(root, 'app/content/images/projects/broken.jpg'), 'not an image');
  await planted('projects/tiny.png', 300, 200, 'png');
  await rm(join(root, 'app/content/images/profile.png'));
  const problems = await checkPictures(
    options([
      ...sample,
      { id: 'lost', image: 'lost.jpg' },
      { id: 'broken', image: 'broken.jpg' },
      { id: 'tiny', image: 'tiny.png' },
      { id: 'gif', image: 'anim.gif' },
    ]),
  );
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        file: 'app/content/featured-projects.ts',
        item: 'featured project "lost"',
        field: 'image',
        expected:
          'an image file at app/content/images/projects/lost.jpg (jpg, png, webp, avif or svg)',
      }),
      expect.objectContaining({
        file: 'app/content/images/projects/broken.jpg',
        item: 'featured project "broken"',
        field: 'image',
        expected: expect.stringMatching(/^a readable image file/),
      }),
      expect.objectContaining({
        file: 'app/content/images/projects/tiny.png',
        item: 'featured project "tiny"',
        field: 'image',
        found: '300×200 pixels',
      }),
      expect.objectContaining({
        file: 'app/content/featured-projects.ts',
        item: 'featured project "gif"',
        field: 'image',
        found: "'anim.gif'",
      }),
      expect.objectContaining({ file: 'app/content/images/', item: 'profile', field: 'image' }),
    ]),
  );
  expect(problems).toHaveLength(5);
}, 60_000);

type Region = { left: number; top: number; width: number; height: number };

/** The pixels of a region of a built file, as [r, g, b] each (stats() would read the whole image). */
async function pixelsOf(url: string, region: Region): Promise<number[][]> {
  const { data, info } = await sharp(join(outDir, url))
    .extract(region)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels: number[][] = [];
  for (let at = 0; at < data.length; at += info.channels)
    pixels.push([...data.subarray(at, at + 3)]);
  return pixels;
}

/** The mean colour of a region of a built file, as [r, g, b]. */
async function meanColour(url: string, region: Region): Promise<number[]> {
  const pixels = await pixelsOf(url, region);
  return [0, 1, 2].map((channel) =>
    Math.round(pixels.reduce((sum, pixel) => sum + (pixel[channel] ?? 0), 0) / pixels.length),
  );
}

/** The lightest value of any channel in a region. */
async function brightest(url: string, region: Region): Promise<number> {
  return (await pixelsOf(url, region)).flat().reduce((a, b) => Math.max(a, b), 0);
}

/** A patch in the top left corner of the share image: only the theme colour is there. */
const corner = { left: 2, top: 2, width: 8, height: 8 };

const distance = (a: readonly number[], b: readonly number[]) =>
  a.reduce((sum, value, index) => sum + Math.abs(value - (b[index] ?? 0)), 0);

test('without a share image, the build draws a card: the portrait in a ring, the name and the site under it', async () => {
  await rm(join(root, 'app/content/images/share.jpeg'));
  const teal = [0x0f, 0x76, 0x6e];
  const identity = {
    initials: 'IC',
    themeColor: '#0f766e',
    name: 'Imani Chebet',
    url: 'https://imani.example.org',
  };
  const report = await buildPictures({ ...options(sample), identity, outDir });
  expect(report.outputs.map(({ url }) => url)).toContain('/og-image.jpg');
  expect(await describeFile('/og-image.jpg')).toEqual({ width: 512, height: 512, format: 'jpeg' });
  // The theme colour to the corners; the planted portrait (an orange disc on blue) in its circle.
  expect(distance(await meanColour('/og-image.jpg', corner), teal)).toBeLessThan(24);
  const { portrait, text } = shareCard;
  const portraitCentre = await meanColour('/og-image.jpg', {
    left: portrait.left + portrait.size / 2 - 10,
    top: portrait.top + portrait.size / 2 - 10,
    width: 20,
    height: 20,
  });
  expect(distance(portraitCentre, [0xf9, 0x73, 0x16])).toBeLessThan(48);
  // White letters under it: the name's lines and the address.
  const textBox = {
    left: text.left,
    top: text.top,
    width: text.right - text.left,
    height: text.bottom - text.top,
  };
  expect(await brightest('/og-image.jpg', textBox)).toBeGreaterThan(230);
  // Nothing white between the ring and the text, nor in the band under the text.
  const ringBottom = portrait.top + portrait.size + shareCard.ring;
  const between = { ...textBox, top: ringBottom + 4, height: text.top - ringBottom - 8 };
  expect(await brightest('/og-image.jpg', between)).toBeLessThan(180);
  expect(
    await brightest('/og-image.jpg', { ...textBox, top: text.bottom + 4, height: 24 }),
  ).toBeLessThan(180);
  // A new name draws a new card.
  const again = await buildPictures({
    ...options(sample),
    identity: { ...identity, name: 'Imani W. Chebet' },
    outDir,
  });
  expect(again.outputs.find(({ url }) => url === '/og-image.jpg')?.isCached).toBe(false);
}, 60_000);

test('a profile photo that cannot be read is one problem, on the photo, not a second on the share card drawn with it', async () => {
  await rm(join(root, 'app/content/images/share.jpeg'));
  await rm(join(root, 'app/content/images/profile.png'));
  await writeFile(join(root, 'app/content/images/profile.jpg'), Buffer.from('not a picture'));
  const identity = {
    initials: 'IC',
    themeColor: '#0f766e',
    name: 'Imani Chebet',
    url: 'https://imani.example.org',
  };
  expect(await checkPictures({ ...options(sample), identity })).toEqual([
    expect.objectContaining({
      file: 'app/content/images/profile.jpg',
      item: 'profile',
      field: 'image',
    }),
  ]);
});

test('the drawn share card gives the address the build is for: SITE_URL when given, else the identity’s', async () => {
  const site = {
    initials: 'IC',
    themeColor: '#0f766e',
    name: 'Imani Chebet',
    url: 'https://imani.example.org/',
  };
  expect(pictureIdentity(site, undefined)).toEqual({ ...site, url: 'https://imani.example.org' });
  expect(pictureIdentity(site, 'https://WWW.Imani.Example:443/')).toEqual({
    ...site,
    url: 'https://www.imani.example',
  });
  expect(pictureIdentity(undefined, 'https://x.example')).toBeUndefined();
  // Another address, another card.
  await rm(join(root, 'app/content/images/share.jpeg'));
  await buildPictures({ ...options(sample), identity: pictureIdentity(site, undefined), outDir });
  const again = await buildPictures({
    ...options(sample),
    identity: pictureIdentity(site, 'https://imani.example.net'),
    outDir,
  });
  expect(again.outputs.find(({ url }) => url === '/og-image.jpg')?.isCached).toBe(false);
}, 60_000);

test('without a share image, and without a valid name and address to draw a card from, the build draws the initials on the theme colour', async () => {
  await rm(join(root, 'app/content/images/share.jpeg'));
  const identity = { initials: 'IC', themeColor: '#0f766e' };
  const report = await buildPictures({ ...options(sample), identity, outDir });
  expect(report.outputs.map(({ url }) => url)).toContain('/og-image.jpg');
  expect(await describeFile('/og-image.jpg')).toEqual({ width: 512, height: 512, format: 'jpeg' });
  // The theme colour to the corners; the letters stand in the middle.
  expect(distance(await meanColour('/og-image.jpg', corner), [0x0f, 0x76, 0x6e])).toBeLessThan(24);
  expect(
    await brightest('/og-image.jpg', { left: 156, top: 156, width: 200, height: 200 }),
  ).toBeGreaterThan(200);
  expect(
    await brightest('/og-image.jpg', { left: 0, top: 0, width: 128, height: 64 }),
  ).toBeLessThan(160);
  // With no valid initials or colour, the identity's own problems say what to fix: no missing file on top.
  expect(await checkPictures(options(sample))).toEqual([]);
  expect(
    await checkPictures({ ...options(sample), identity: { initials: 'MAG', themeColor: 'teal' } }),
  ).toEqual([]);
});

test('a picture whose files are over the budget is reported with their size', async () => {
  const problems = await checkPictures({
    ...options(sample),
    budgets: { largestImageBytes: 1024, profileBytes: 30 * 1024 },
  });
  const shop = problems.filter(({ item }) => item === 'featured project "shop"');
  expect(shop.length).toBeGreaterThan(0);
  for (const problem of shop) {
    expect(problem).toMatchObject({ file: 'app/content/images/projects/shop.png', field: 'image' });
    expect(problem.expected).toMatch(/weighs at most 1\.0 KB, even at the lowest quality/);
    expect(problem.found).toMatch(/^\d+\.\d KB$/);
  }
  expect(problems.filter(({ item }) => item === 'profile')).toEqual([]);
}, 60_000);

test('a detailed photo over the budget at the usual quality is encoded at a lower one that fits', async () => {
  // Noise: as hard to compress as a photo of gravel or leaves.
  const path = join(root, 'app/content/images/projects/shop.png');
  await sharp({
    create: {
      width: 1000,
      height: 625,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .png()
    .toFile(path);
  const usual = await sharp(path).resize(800, 500).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  const budget = 40 * 1024;
  expect(usual.length).toBeGreaterThan(budget);

  const report = await buildPictures({ ...options(sample), outDir });
  const jpeg = report.outputs.find(({ url }) => url.endsWith('/shop-800.jpg'));
  expect(jpeg?.bytes).toBeLessThanOrEqual(budget);
  // Lowered only as far as needed: well above what the lowest step gives.
  const lowest = await sharp(path).resize(800, 500).jpeg({ quality: 50, mozjpeg: true }).toBuffer();
  expect(jpeg?.bytes).toBeGreaterThan(lowest.length);
  for (const output of report.outputs) expect(output.bytes).toBeLessThanOrEqual(output.budget);
}, 60_000);

test('the build stops with every problem listed and writes nothing', async () => {
  const build = buildPictures({
    ...options([...sample, { id: 'lost', image: 'lost.jpg' }, { id: 'gone', image: 'gone.png' }]),
    outDir,
  });
  await expect(build).rejects.toThrow(OwnerInputError);
  await expect(build).rejects.toThrow(/2 problems[\s\S]*"lost" › image[\s\S]*"gone" › image/);
  await expect(stat(outDir)).rejects.toThrow();
});
