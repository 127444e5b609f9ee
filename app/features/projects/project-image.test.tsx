import { fireEvent, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderPage } from '~/test/render';
import { ProjectImage } from './project-image';

const props = { image: 'shop.png', alt: 'Preview of the shop', fallbackEmoji: '🛒' };

test('shows the image with its size and modern formats', () => {
  renderPage(<ProjectImage {...props} />);
  const image = screen.getByRole('img', { name: 'Preview of the shop' });
  expect(image).toHaveAttribute('src', '/images/projects/shop-800.jpg');
  expect(image).toHaveAttribute('width', '800');
  expect(image).toHaveAttribute('height', '500');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute(
    'srcset',
    '/images/projects/shop-400.jpg 400w, /images/projects/shop-800.jpg 800w',
  );
  // Browsers that take AVIF or WebP pick those first: the <picture>'s sources
  // before the JPEG <img>. A <source> has no role or text, so it can only be read from the DOM.
  // eslint-disable-next-line testing-library/no-node-access
  const sources = [...(image.parentElement?.children ?? [])].filter((node) => node !== image);
  expect(
    sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')]),
  ).toEqual([
    ['image/avif', '/images/projects/shop-400.avif 400w, /images/projects/shop-800.avif 800w'],
    ['image/webp', '/images/projects/shop-400.webp 400w, /images/projects/shop-800.webp 800w'],
  ]);
  // The picture, not the emoji tile standing in for it.
  expect(screen.queryByText(props.fallbackEmoji)).not.toBeInTheDocument();
});

test('a project with no image shows the emoji tile at once, requesting nothing', () => {
  renderPage(<ProjectImage alt="Preview of the shop" fallbackEmoji="🛒" />);
  const tile = screen.getByRole('img', { name: 'Preview of the shop' });
  expect(tile).toHaveTextContent('🛒');
  expect(tile).not.toHaveAttribute('src');
  expect(tile).not.toHaveAttribute('srcset');
});

test('a picture in the first screen loads at once, ahead of the rest', () => {
  renderPage(<ProjectImage {...props} isPriority />);
  const picture = screen.getByRole('img', { name: 'Preview of the shop' });
  expect(picture).toHaveAttribute('loading', 'eager');
  expect(picture).toHaveAttribute('fetchpriority', 'high');
});

test('a project picture loads lazily, asking for no priority over the first screen', () => {
  renderPage(<ProjectImage {...props} />);
  const picture = screen.getByRole('img', { name: 'Preview of the shop' });
  expect(picture).toHaveAttribute('loading', 'lazy');
  expect(picture).not.toHaveAttribute('fetchpriority');
});

test('an image that fails to load is replaced by the emoji tile', () => {
  renderPage(<ProjectImage {...props} />);
  fireEvent.error(screen.getByRole('img', { name: 'Preview of the shop' }));
  expect(screen.getByRole('img', { name: 'Preview of the shop' })).toHaveTextContent('🛒');
});

test('an image that failed before hydration is replaced on mount', () => {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
  renderPage(<ProjectImage {...props} />);
  expect(screen.getByRole('img', { name: 'Preview of the shop' })).toHaveTextContent('🛒');
});

test('an image that loaded before hydration stays', () => {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(800);
  renderPage(<ProjectImage {...props} />);
  expect(screen.getByRole('img', { name: 'Preview of the shop' })).toHaveAttribute(
    'src',
    '/images/projects/shop-800.jpg',
  );
});
