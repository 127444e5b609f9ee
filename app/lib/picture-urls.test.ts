import { expect, test } from 'vitest';
import { projectPictureUrl } from './picture-urls';

test('a project picture is served under its source name, without the extension', () => {
  expect(projectPictureUrl('shop.png', 400, 'webp')).toBe('/images/projects/shop-400.webp');
  expect(projectPictureUrl('my.shop.jpeg', 800, 'avif')).toBe('/images/projects/my.shop-800.avif');
  expect(projectPictureUrl('shop.svg', 800, 'jpg')).toBe('/images/projects/shop-800.jpg');
});
