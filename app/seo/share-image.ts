/**
 * The image shown when a page is shared and in structured data: a 1200×630
 * JPEG (the size link previews show large) the build makes from
 * app/content/images/share.*, or draws from the portrait, name and site
 * (scripts/owner/pictures.ts, scripts/owner/share-card.ts).
 */
export const shareImage = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
} as const;
