import { fireEvent, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { site } from '../../site.config';
import { profilePicture } from '~/lib/picture-urls';
import { renderPage } from '~/test/render';
import { ProfileImage } from './profile-image';

test('shows the optimised photo at the given size, with explicit width and height', () => {
  renderPage(<ProfileImage size={160} alt="Portrait" />);
  const image = screen.getByRole('img', { name: 'Portrait' });
  expect(image).toHaveAttribute('src', profilePicture.src);
  expect(image).toHaveAttribute('width', '160');
  expect(image).toHaveAttribute('height', '160');
  expect(image).toHaveAttribute('loading', 'lazy');
});

test('a priority image loads eagerly with high fetch priority', () => {
  renderPage(<ProfileImage size={224} alt="Portrait" isPriority />);
  const image = screen.getByRole('img', { name: 'Portrait' });
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
});

test('when the photo fails, the initials take its place in a box of the same size', () => {
  renderPage(<ProfileImage size={224} alt="Portrait" className="ring-4" />);
  fireEvent.error(screen.getByRole('img', { name: 'Portrait' }));
  const fallback = screen.getByRole('img', { name: 'Portrait' });
  expect(fallback.tagName).toBe('DIV');
  expect(fallback).toHaveTextContent(site.initials);
  expect(fallback).toHaveStyle({ width: '224px', height: '224px' });
  expect(fallback).toHaveClass('rounded-full', 'ring-4');
});
