/**
 * The owner's pictures: one source image per picture in app/content/images/
 * (profile, share, projects/<name>), from which the build makes every size
 * and format the pages use. Build-time only: the Vite plugin beside this file
 * and the tests call it; no page imports it.
 *
 * Every output is cached by what makes it (the source's bytes, the output's
 * size, format and encoder options, the sharp and libvips versions) in
 * node_modules/.cache/portfolio-pictures/, so a rebuild with unchanged
 * sources does no image work at all.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import sharp from 'sharp';
import { profilePicture, projectPicture, projectPictureUrl } from '../../app/lib/picture-urls.ts';
import { shareImage } from '../../app/seo/share-image.ts';
import { initialsIcon, ownerIconFile } from './icons.ts';
import { shareCard, shareCardSvg } from './share-card.ts';
import { ownerFiles, projectRoot } from './load.ts';
import { itemWords } from './words.ts';
import { OwnerInputError, type Problem } from './problem.ts';
import { siteSchema } from './schemas.ts';
import { siteOrigin } from '../site-origin.ts';

/** The file types an owner may give as a source. */
const sourceExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.svg'] as const;
const sourceKinds = '(jpg, png, webp, avif or svg)';

/** The most pixels sharp decodes by default (its `limitInputPixels`, 16383×16383). */
const maxSourcePixels = 0x3fff * 0x3fff;

/** The picture budgets: no image over 40 KB, the profile photo at most 30 KB (README, Benchmarks). */
const pictureBudgets = { largestImageBytes: 40 * 1024, profileBytes: 30 * 1024 };
type PictureBudgets = typeof pictureBudgets;

/**
 * Encoder settings, chosen so the outputs weigh what the hand-made files did
 * (project JPEG 800 about 33 KB, AVIF 8 to 12 KB, profile 5 KB, share 15 KB).
 */
const encoders = {
  avif: { effort: 4 },
  webp: { effort: 6 },
  jpeg: { mozjpeg: true },
} as const;
type Format = keyof typeof encoders;

/**
 * The qualities, the first the usual one (AVIF 50, WebP and JPEG 80). A
 * detailed photo over its budget at the usual quality is encoded again at
 * lower ones, a step at a time down to the lowest still fit to show (at which
 * JPEG and WebP blur fine detail, and AVIF smooths it), before the build asks
 * the owner for a simpler picture.
 */
const qualitySteps: Record<Format, readonly number[]> = {
  avif: [50, 42, 35, 28],
  webp: [80, 70, 60, 50],
  jpeg: [80, 70, 60, 50],
};

const formatOfExtension = { avif: 'avif', webp: 'webp', jpg: 'jpeg' } as const satisfies Record<
  (typeof projectPicture.extensions)[number],
  Format
>;

const defaultCacheDir = join(projectRoot, 'node_modules', '.cache', 'portfolio-pictures');
/** Cache entries no build has used for this long are removed after a build. */
const cacheMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

/** What the content says about a project's picture: its id and source file name. */
export type ProjectPictureSource = { id: string; image?: string };

export type PictureOptions = {
  /** Project root: sources are read from `<root>/app/content/images/`. Default: this project. */
  root?: string;
  /** The featured projects, as app/content/featured-projects.ts exports them. */
  featuredProjects: readonly ProjectPictureSource[];
  /** Where generated files are cached. Default: node_modules/.cache/portfolio-pictures/. */
  cacheDir?: string;
  budgets?: Partial<PictureBudgets>;
  /**
   * The owner's initials and theme colour (site.config.ts): without a
   * `share.<ext>`, the share image is made from them, as the icons are.
   */
  identity?: { initials?: unknown; themeColor?: unknown; name?: unknown; url?: unknown };
};

/** One file the pages use, made from a picture's source. */
type PictureOutput = {
  /** The URL the page requests, also the file's path under the output directory. */
  url: string;
  width: number;
  height: number;
  format: Format;
  /** At most this many bytes. */
  budget: number;
};

/** One source image and everything made from it. */
type Picture = {
  /** The project (`featured project "shop"`), `profile` or `share`. */
  item: string;
  /**
   * The source, relative to the root, or a drawing the build makes (the
   * share image from the initials); undefined when there is none to read.
   */
  source: string | GeneratedSource | undefined;
  outputs: PictureOutput[];
};

/**
 * A picture the build draws itself: its SVG, where what it is drawn from
 * lives, and the portrait laid in it, if any (a source relative to the root).
 */
type GeneratedSource = { svg: string; from: string; portrait?: string };

/**
 * The identity the pictures are drawn from, its site's address the one the
 * build is for: `SITE_URL` when given (a host's own address, as the GitHub
 * Pages workflow sets it), else the identity's `url`, as the canonical links say.
 */
export function pictureIdentity(
  site: unknown,
  siteUrlOverride: string | undefined,
): PictureOptions['identity'] {
  if (site === null || typeof site !== 'object') return undefined;
  const identity = site as NonNullable<PictureOptions['identity']>;
  return typeof identity.url === 'string'
    ? { ...identity, url: siteOrigin(identity.url, { SITE_URL: siteUrlOverride }) }
    : identity;
}

/** Whether the identity's initials and theme colour pass its own schema: something to draw from. */
function hasInitialsAndColour(
  identity: PictureOptions['identity'],
): identity is { initials: string; themeColor: string } {
  const { initials, themeColor } = siteSchema.shape;
  return (
    initials.safeParse(identity?.initials).success &&
    themeColor.safeParse(identity?.themeColor).success
  );
}

/**
 * The share image the build draws without one of the owner's: the card with
 * their portrait, name and site (scripts/owner/share-card.ts), else, without
 * a portrait or with a name Noto Sans cannot draw, their initials on the theme
 * colour, when the font draws those (else the icons' check says why).
 */
function drawnShare(
  identity: { initials: string; themeColor: string; name?: unknown; url?: unknown },
  portrait: string | undefined,
): GeneratedSource | undefined {
  const { name, url } = siteSchema.shape;
  const card =
    portrait !== undefined &&
    name.safeParse(identity.name).success &&
    url.safeParse(identity.url).success
      ? shareCardSvg({
          name: identity.name as string,
          url: identity.url as string,
          themeColor: identity.themeColor,
        })
      : undefined;
  if (card !== undefined) {
    return { svg: card, from: `${ownerFiles.site} (name, url and themeColor)`, portrait };
  }
  try {
    return {
      svg: initialsIcon(identity.initials, identity.themeColor, { fullBleed: true }),
      from: `${ownerFiles.site} (initials and themeColor)`,
    };
  } catch {
    return undefined;
  }
}

/** A generated file, ready to copy or serve. */
export type BuiltOutput = PictureOutput & {
  item: string;
  bytes: number;
  /** The generated file in the cache. */
  path: string;
  /** True when the cache already held it (no image work was done). */
  isCached: boolean;
};

export type PictureReport = { problems: Problem[]; outputs: BuiltOutput[] };

function isSourceName(name: string): boolean {
  return (sourceExtensions as readonly string[]).includes(extname(name).toLowerCase());
}

/**
 * The pictures the site needs, from the content and the fixed ones, with the
 * problems of naming them (a missing or ambiguous source, a wrong file name).
 */
function listPictures(options: PictureOptions): {
  pictures: Picture[];
  problems: Problem[];
} {
  const root = options.root ?? projectRoot;
  const budgets = { ...pictureBudgets, ...options.budgets };
  const imagesDir = ownerFiles.images;
  const pictures: Picture[] = [];
  const problems: Problem[] = [];

  const fixed = [
    {
      item: 'profile',
      output: {
        url: profilePicture.src,
        width: profilePicture.width,
        height: profilePicture.height,
        format: 'webp',
        budget: budgets.profileBytes,
      },
    },
    {
      item: 'share',
      output: {
        url: shareImage.path,
        width: shareImage.width,
        height: shareImage.height,
        format: 'jpeg',
        budget: budgets.largestImageBytes,
      },
    },
  ] as const;
  const names = existsSync(join(root, imagesDir)) ? readdirSync(join(root, imagesDir)).sort() : [];
  /** The profile photo's source, for the share image drawn without one of the owner's. */
  let portrait: string | undefined;
  for (const { item, output } of fixed) {
    const found = names.filter((name) => name.startsWith(`${item}.`) && isSourceName(name));
    if (item === 'share' && found.length === 0) {
      // Drawn from the initials; without valid ones the identity's own problems say
      // what to fix (one missing share image on top would send the owner looking for it).
      if (!hasInitialsAndColour(options.identity)) continue;
      const drawn = drawnShare(options.identity, portrait);
      if (drawn !== undefined) {
        pictures.push({ item, source: drawn, outputs: [output] });
        continue;
      }
    }
    if (found.length !== 1) {
      // A file of the right name in a kind the build does not take (a phone's .heic).
      const otherKinds = names.filter((name) => name.startsWith(`${item}.`) && !isSourceName(name));
      // The right name in capitals, as cameras and phones write them (Profile.JPG).
      const otherCase = names.filter(
        (name) =>
          !name.startsWith(`${item}.`) &&
          name.toLowerCase().startsWith(`${item}.`) &&
          isSourceName(name),
      );
      problems.push({
        file: `${imagesDir}/`,
        item,
        field: 'image',
        expected: `exactly one image file named ${imagesDir}/${item}.<ext> ${sourceKinds}`,
        found:
          found.length > 0
            ? found.join(', ')
            : otherCase.length > 0
              ? `${otherCase.join(', ')}: name it ${otherCase.map((name) => name.toLowerCase()).join(', ')}, in small letters`
              : otherKinds.length > 0
                ? `only ${otherKinds.join(', ')}, not one of these kinds: save it as one of them`
                : 'none',
      });
    }
    const source = found.length === 1 ? `${imagesDir}/${found[0]}` : undefined;
    if (item === 'profile') portrait = source;
    pictures.push({ item, source, outputs: [output] });
  }

  // A picture beside them that the build never reads (an icon.png, a banner.jpg) would be
  // missed in silence on the site: the owner is told where such a picture goes.
  for (const name of names) {
    const base = name.slice(0, name.length - extname(name).length).toLowerCase();
    if (!isSourceName(name) || fixed.some(({ item }) => item === base)) continue;
    if (`${imagesDir}/${name}` === ownerIconFile) continue;
    problems.push({
      file: `${imagesDir}/${name}`,
      item: '(file)',
      field: 'image',
      expected:
        base === 'icon'
          ? `the icon as an SVG named exactly ${ownerIconFile} (the build draws every icon size from it): save it so, or delete the file to have your initials drawn`
          : `only profile.<ext>, share.<ext> and icon.svg here, and projects' pictures in ${imagesDir}/projects/: move it, or delete the file`,
      found: 'a picture the site does not use',
    });
  }

  const projectsDir = `${imagesDir}/projects`;
  const projectSources = existsSync(join(root, projectsDir))
    ? readdirSync(join(root, projectsDir)).sort()
    : [];
  const urls = new Map<string, string>();
  for (const { id, image } of options.featuredProjects) {
    if (image === undefined) continue;
    const where = {
      file: ownerFiles.featuredProjects,
      item: itemWords.featuredProjects.label(id),
      field: 'image',
    };
    const source = `${imagesDir}/projects/${image}`;
    if (!isSourceName(image) || /[/\\]/.test(image)) {
      problems.push({
        ...where,
        expected: `the file name of an image in ${imagesDir}/projects/ ${sourceKinds}, e.g. 'my-shop.jpg'`,
        found: `'${image}'`,
      });
      continue;
    }
    if (!existsSync(join(root, source))) {
      const otherCase = projectSources.find((name) => name.toLowerCase() === image.toLowerCase());
      problems.push({
        ...where,
        expected: `an image file at ${source} ${sourceKinds}`,
        found: otherCase
          ? `no such file, but '${otherCase}': file names must match in capitals too`
          : 'no such file',
      });
      continue;
    }
    const outputs = projectPicture.widths.flatMap((width) =>
      projectPicture.extensions.map((extension) => ({
        url: projectPictureUrl(image, width, extension),
        width,
        height: Math.round((width * projectPicture.height) / projectPicture.width),
        format: formatOfExtension[extension],
        budget: budgets.largestImageBytes,
      })),
    );
    // `shop.jpg` and `shop.png` would both be served as /images/projects/shop-800.*.
    const url = outputs[0]?.url ?? '';
    const other = urls.get(url);
    if (other !== undefined && other !== source) {
      problems.push({
        ...where,
        expected: `a source whose name without extension no other project's image has`,
        found: `'${image}' and ${other} both give ${url}`,
      });
      continue;
    }
    if (other === source) continue;
    urls.set(url, source);
    pictures.push({ item: where.item, source, outputs });
  }
  // A source no project names is left over (the project was removed, or renamed its image);
  // one named in other capitals is the project's problem, above.
  const named = new Set(options.featuredProjects.map(({ image }) => image?.toLowerCase()));
  for (const name of projectSources) {
    if (!isSourceName(name) || named.has(name.toLowerCase())) continue;
    problems.push({
      file: `${projectsDir}/${name}`,
      item: '(file)',
      field: 'image',
      expected: `a picture a featured project names (image: '${name}' in ${ownerFiles.featuredProjects}): give it to a project, or delete the file`,
      found: 'a picture no project uses',
    });
  }
  return { pictures, problems };
}

/** The output's cache file name: a hash of everything that decides its bytes. */
function cacheKey(sourceHash: string, output: PictureOutput): string {
  const spec = {
    source: sourceHash,
    width: output.width,
    height: output.height,
    format: output.format,
    encoder: encoders[output.format],
    qualities: qualitySteps[output.format],
    budget: output.budget,
    sharp: sharp.versions.sharp,
    vips: sharp.versions.vips,
  };
  return createHash('sha256').update(JSON.stringify(spec)).digest('hex').slice(0, 32);
}

/** A picture laid over the output at its size (the portrait in the share card), in pixels. */
type Overlay = { input: Buffer; left: number; top: number };

/** The output at the highest quality step that keeps it within its budget, else at the lowest. */
async function encode(
  source: Buffer,
  isVector: boolean,
  output: PictureOutput,
  overlay?: Overlay,
): Promise<Buffer> {
  let bytes: Buffer = Buffer.alloc(0);
  for (const quality of qualitySteps[output.format]) {
    bytes = await encodeAt(source, isVector, output, quality, overlay);
    if (bytes.length <= output.budget) break;
  }
  return bytes;
}

/** A source's density: a vector is rasterised at (at least) the size wanted, not at its nominal 72 dpi. */
async function densityFor(
  source: Buffer,
  isVector: boolean,
  { width: wanted, height: tall }: { width: number; height: number },
): Promise<number | undefined> {
  if (!isVector) return undefined;
  const { width = wanted, height = tall } = await sharp(source).metadata();
  return Math.min(72 * Math.max(1, wanted / width, tall / height), 2400);
}

/** The portrait as a round PNG of the share card's portrait size, to lay in its ring. */
async function roundPortrait(source: Buffer, isVector: boolean): Promise<Buffer> {
  const { size } = shareCard.portrait;
  const density = await densityFor(source, isVector, { width: size, height: size });
  const circle = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
  );
  return sharp(source, { autoOrient: true, density })
    .resize(size, size, { fit: 'cover' })
    .ensureAlpha()
    .composite([{ input: circle, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

async function encodeAt(
  source: Buffer,
  isVector: boolean,
  output: PictureOutput,
  quality: number,
  overlay?: Overlay,
): Promise<Buffer> {
  const density = await densityFor(source, isVector, output);
  const image = sharp(source, { autoOrient: true, density })
    .resize(output.width, output.height, { fit: 'cover' })
    .composite(overlay ? [overlay] : []);
  switch (output.format) {
    case 'jpeg':
      return image
        .flatten({ background: '#ffffff' })
        .jpeg({ ...encoders.jpeg, quality })
        .toBuffer();
    case 'webp':
      return image.webp({ ...encoders.webp, quality }).toBuffer();
    case 'avif':
      return image.avif({ ...encoders.avif, quality }).toBuffer();
  }
}

/** Encodings under way, by cache file, so concurrent callers (dev requests) share one. */
const inFlight = new Map<string, Promise<void>>();

async function generate(path: string, make: () => Promise<Buffer>): Promise<void> {
  const running = inFlight.get(path);
  if (running !== undefined) return running;
  const job = (async () => {
    const bytes = await make();
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  })();
  inFlight.set(path, job);
  try {
    await job;
  } finally {
    inFlight.delete(path);
  }
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Whether an SVG's root says how it scales: a viewBox, or a width and a height in absolute units (not %). */
function hasScale(svg: string): boolean {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const absolute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']\\s*[\\d.]+\\s*(?:px|pt|pc|mm|cm|in)?\\s*["']`).test(root);
  return /\sviewBox\s*=/.test(root) || (absolute('width') && absolute('height'));
}

async function renderPicture(
  picture: Picture & { source: string | GeneratedSource },
  root: string,
  cacheDir: string,
): Promise<PictureReport> {
  const drawn = typeof picture.source === 'string' ? undefined : picture.source;
  const file = typeof picture.source === 'string' ? picture.source : picture.source.from;
  const where = { file, item: picture.item, field: 'image' };
  const problems: Problem[] = [];
  let source: Buffer;
  try {
    source = drawn ? Buffer.from(drawn.svg) : await readFile(join(root, file));
  } catch (error) {
    return { problems: [unreadable(where, error)], outputs: [] };
  }
  const isVector = drawn !== undefined || extname(file).toLowerCase() === '.svg';
  // With neither a viewBox nor a size, a drawing does not scale: its sizes would show its top-left corner.
  if (isVector && !drawn && !hasScale(source.toString('utf8'))) {
    return {
      problems: [
        {
          ...where,
          expected:
            'an SVG with a viewBox on its <svg> (e.g. viewBox="0 0 1600 1000"), or a width and a height, which let it scale to the sizes the site shows',
          found: 'neither a viewBox nor a size',
        },
      ],
      outputs: [],
    };
  }

  const largest = picture.outputs.reduce((a, b) =>
    b.width * b.height > a.width * a.height ? b : a,
  );
  let size: { width: number; height: number };
  try {
    const metadata = await sharp(source).metadata();
    size = metadata.autoOrient;
  } catch (error) {
    return { problems: [await unreadableOrTooLarge(source, where, largest, error)], outputs: [] };
  }
  if (!isVector && (size.width < largest.width || size.height < largest.height)) {
    problems.push({
      ...where,
      expected: `an image of at least ${largest.width}×${largest.height} pixels, the largest size the site shows, so it is not blurred by enlarging`,
      found: `${size.width}×${size.height} pixels`,
    });
  }

  // The portrait laid in a drawn picture; unreadable, it is the profile photo's own problem.
  const portrait =
    drawn?.portrait === undefined
      ? undefined
      : await readFile(join(root, drawn.portrait)).catch(() => undefined);
  const hash = createHash('sha256').update(source);
  if (portrait) hash.update(portrait);
  const sourceHash = hash.digest('hex');
  const overlay = async (): Promise<Overlay | undefined> => {
    if (!portrait) return undefined;
    const isPortraitVector = extname(drawn?.portrait ?? '').toLowerCase() === '.svg';
    const { left, top } = shareCard.portrait;
    return { input: await roundPortrait(portrait, isPortraitVector), left, top };
  };
  const results = await Promise.allSettled(
    picture.outputs.map(async (output): Promise<BuiltOutput> => {
      const path = join(cacheDir, `${cacheKey(sourceHash, output)}.${output.url.split('.').pop()}`);
      const isCached = existsSync(path);
      if (!isCached) {
        await generate(path, async () => encode(source, isVector, output, await overlay()));
      }
      return { ...output, item: picture.item, bytes: (await stat(path)).size, path, isCached };
    }),
  );
  const outputs: BuiltOutput[] = [];
  for (const result of results) {
    if (result.status === 'rejected') {
      // One report per source: a broken file fails every output the same way.
      if (!problems.some((problem) => problem.expected.startsWith('a readable image')))
        problems.push(unreadable(where, result.reason));
      continue;
    }
    const output = result.value;
    outputs.push(output);
    if (output.bytes > output.budget) {
      problems.push({
        ...where,
        expected: `a picture whose generated ${output.url} weighs at most ${kb(output.budget)}, even at the lowest quality the build tries: use a simpler or less noisy image`,
        found: kb(output.bytes),
      });
    }
  }
  if (picture.item === 'share') {
    const share = outputs[0];
    if (share !== undefined) {
      const { format, width, height } = await sharp(share.path).metadata();
      if (format !== 'jpeg' || width !== shareImage.width || height !== shareImage.height) {
        problems.push({
          ...where,
          expected: `a ${shareImage.width}×${shareImage.height} JPEG at ${shareImage.path}`,
          found: `${width}×${height} ${format}`,
        });
      }
    }
  }
  return { problems, outputs };
}

/**
 * Why sharp could not read a source: more pixels than it decodes (a camera's
 * panorama, a poster), said with its size and what to do; else `unreadable`.
 */
async function unreadableOrTooLarge(
  source: Buffer,
  where: Omit<Problem, 'expected'>,
  largest: { width: number; height: number },
  error: unknown,
): Promise<Problem> {
  if (!(error instanceof Error && /pixel limit/i.test(error.message))) {
    return unreadable(where, error);
  }
  const { width, height } = (await sharp(source, { limitInputPixels: false }).metadata())
    .autoOrient;
  return {
    ...where,
    expected: `an image of at most ${Math.floor(maxSourcePixels / 1e6)} megapixels; the site shows it at ${largest.width}×${largest.height} pixels at most: scale it down`,
    found: `${width}×${height} pixels`,
  };
}

const unreadableRule = `a readable image file ${sourceKinds}`;

function unreadable(where: Omit<Problem, 'expected'>, error: unknown): Problem {
  const message = error instanceof Error ? error.message : String(error);
  return {
    ...where,
    expected: unreadableRule,
    // sharp's wording for a file cut short or damaged names its own option.
    found: /failOn|premature end|truncat|corrupt|read error/i.test(message)
      ? 'a damaged or cut-short image file'
      : /buffer is empty/i.test(message)
        ? 'an empty file (0 bytes)'
        : /unsupported image format/i.test(message)
          ? 'a file that is no image, whatever its name says'
          : message.split('\n')[0],
  };
}

/**
 * Makes (or takes from the cache) every output of every picture, and returns
 * them with all the problems found: missing, unreadable, too small or over budget.
 */
export async function renderPictures(options: PictureOptions): Promise<PictureReport> {
  const root = options.root ?? projectRoot;
  const cacheDir = options.cacheDir ?? defaultCacheDir;
  const { pictures, problems } = listPictures(options);
  const reports = await Promise.all(
    pictures.flatMap(({ source, ...picture }) =>
      source === undefined ? [] : [renderPicture({ ...picture, source }, root, cacheDir)],
    ),
  );
  const found = [...problems, ...reports.flatMap((report) => report.problems)];
  // The share card drawn around a profile photo that cannot be read fails with it:
  // the photo's own problem says what to fix, and the identity it is drawn from is fine.
  // (A photo that can be read but is too small or too large leaves the card's own problems.)
  const drawnWith = pictures.find(({ item }) => item === 'share')?.source;
  const isPortraitBroken =
    typeof drawnWith === 'object' &&
    drawnWith.portrait !== undefined &&
    found.some(({ item, expected }) => item === 'profile' && expected === unreadableRule);
  return {
    problems: found.filter(({ item }) => !(isPortraitBroken && item === 'share')),
    outputs: reports.flatMap((report) => report.outputs),
  };
}

/**
 * The generated file behind one URL (`/images/profile.webp`), made or taken
 * from the cache from the source as it is now; undefined when no picture has
 * that URL or its source cannot be made into it. For the dev server.
 */
export async function pictureFile(
  url: string,
  options: PictureOptions,
): Promise<BuiltOutput | undefined> {
  const { pictures } = listPictures(options);
  const picture = pictures.find(({ outputs }) => outputs.some((output) => output.url === url));
  if (picture?.source === undefined) return undefined;
  const report = await renderPicture(
    { ...picture, source: picture.source },
    options.root ?? projectRoot,
    options.cacheDir ?? defaultCacheDir,
  );
  return report.outputs.find((output) => output.url === url);
}

/** Every problem with the owner's pictures, all at once (none: an empty list). */
export async function checkPictures(options: PictureOptions): Promise<Problem[]> {
  return (await renderPictures(options)).problems;
}

export type BuildPicturesOptions = PictureOptions & {
  /** The site's output directory: `/images/x.webp` is written to `<outDir>/images/x.webp`. */
  outDir: string;
};

export type BuildPicturesReport = {
  outputs: BuiltOutput[];
  /** Outputs made by sharp in this run. */
  generated: number;
  /** Outputs taken from the cache. */
  cached: number;
};

/**
 * Writes every picture's outputs into `outDir`. Throws an OwnerInputError
 * listing all the problems, if there are any, and writes nothing then.
 */
export async function buildPictures(options: BuildPicturesOptions): Promise<BuildPicturesReport> {
  const { problems, outputs } = await renderPictures(options);
  if (problems.length > 0) throw new OwnerInputError(problems);
  await Promise.all(
    outputs.map(async (output) => {
      const target = join(options.outDir, output.url);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(output.path, target);
    }),
  );
  await pruneCache(options.cacheDir ?? defaultCacheDir, new Set(outputs.map(({ path }) => path)));
  const generated = outputs.filter((output) => !output.isCached).length;
  return { outputs, generated, cached: outputs.length - generated };
}

/** Removes cache entries this build did not use and that are older than a month. */
async function pruneCache(cacheDir: string, used: ReadonlySet<string>): Promise<void> {
  const now = Date.now();
  const names = existsSync(cacheDir) ? await readdir(cacheDir) : [];
  for (const name of names) {
    const path = join(cacheDir, name);
    if (used.has(path)) continue;
    const { mtimeMs } = await stat(path);
    if (now - mtimeMs > cacheMaxAgeMs) await rm(path, { force: true });
  }
}
