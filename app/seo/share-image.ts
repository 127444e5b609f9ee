/**
 * The image shown when a page is shared: a 512×512 JPEG (SPEC, section 7),
 * which link previews show as a square beside the page's title, made from
 * app/content/images/share.*, or draws from the portrait, name and site
 * (scripts/owner/pictures.ts, scripts/owner/share-card.ts).
 */
export const shareImage = {
  path: '/og-image.jpg',
  width: 512,
  height: 512,
  type: 'image/jpeg',
} as const;
