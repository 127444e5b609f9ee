import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderPage } from '~/test/render';
import { ClientProjectCard } from './client-project-card';
import type { ClientProjectEntry } from './project-copy';

const lodge: ClientProjectEntry = {
  id: 'safariLodge',
  tech: ['Astro', 'Tailwind CSS'],
  url: 'https://lodge.example.com',
};

test('shows the title, description, technologies and a website link', () => {
  renderPage(<ClientProjectCard project={lodge} />);
  const card = screen.getByRole('article', { name: 'Safari Lodge Booking Website' });
  expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
    'Safari Lodge Booking Website',
  );
  expect(within(card).getByText(/bilingual website for a safari lodge/)).toBeInTheDocument();
  expect(within(card).getByRole('list', { name: 'Technologies used' })).toHaveTextContent(
    'AstroTailwind CSS',
  );
  const link = within(card).getByRole('link', {
    name: /^Visit Website\s*– Safari Lodge Booking Website\s*\(opens in a new tab\)$/,
  });
  expect(link).toHaveAttribute('href', 'https://lodge.example.com');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
});

test('a project with an empty url shows no link', () => {
  renderPage(<ClientProjectCard project={{ ...lodge, url: '' }} />);
  expect(screen.getByRole('article')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('speaks Swahili on the Swahili page', () => {
  renderPage(<ClientProjectCard project={lodge} />, { path: '/sw/projects' });
  expect(
    screen.getByRole('link', { name: /^Tembelea Tovuti\s*– Tovuti ya Kuhifadhi Nafasi/ }),
  ).toBeInTheDocument();
});
