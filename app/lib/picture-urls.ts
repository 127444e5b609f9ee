/**
 * Where the pages find the pictures the build makes from the owner's sources
 * in app/content/images/ (scripts/owner/pictures.ts), and at what size. The
 * components and the build both read this module, so a URL or a size lives
 * in one place. No imports: plain Node loads it at build time.
 */

/** A project picture: 8:5, 400 and 800 px wide, each in AVIF, WebP and JPEG. */
export const projectPicture = {
  width: 800,
  height: 500,
  widths: [400, 800],
  extensions: ['avif', 'webp', 'jpg'],
} as const;

export type ProjectPictureExtension = (typeof projectPicture.extensions)[number];

/**
 * The URL of one variant of a project picture, from the source's file name
 * under app/content/images/projects/: `shop.png`, 400, `webp` gives
 * `/images/projects/shop-400.webp`.
 */
export function projectPictureUrl(
  image: string,
  width: number,
  extension: ProjectPictureExtension,
): string {
  const name = image.replace(/\.[^./]*$/, '');
  return `/images/projects/${name}-${width}.${extension}`;
}

/**
 * The owner's photo, square, shown at up to 224 CSS pixels: 480 px is sharp on
 * a phone's screen of two device pixels to the CSS pixel (Home) and of three
 * (About, 160 px), where 320 px was enlarged.
 */
export const profilePicture = { src: '/images/profile.webp', width: 480, height: 480 } as const;
