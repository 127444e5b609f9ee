/**
 * The image shown when a page is shared and in structured data: a 512×512 JPEG
 * the build makes from app/content/images/share.* (scripts/owner/pictures.ts).
 */
export const shareImage = {
  path: '/og-image.jpg',
  width: 512,
  height: 512,
  type: 'image/jpeg',
} as const;
