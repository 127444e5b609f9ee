import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { featuredProjects } from '~/content/featured-projects';
import { renderPage } from '~/test/render';
import { FeaturedProjectCard } from './featured-project-card';
import type { FeaturedProjectEntry } from './project-copy';

const shop: FeaturedProjectEntry = {
  id: 'marketplace',
  tech: ['React', 'PostGIS'],
  status: 'completed',
  image: '/images/projects/shop',
  fallbackEmoji: '🛒',
  liveUrl: 'https://shop.example.com',
  githubUrl: 'https://github.com/example/shop',
};

test('shows the title, category, status, description and technologies', () => {
  renderPage(<FeaturedProjectCard project={shop} />);
  const card = screen.getByRole('article', { name: 'Soko Online Marketplace' });
  expect(
    within(card).getByRole('heading', { name: 'Soko Online Marketplace' }),
  ).toBeInTheDocument();
  expect(within(card).getByText('E-commerce')).toBeInTheDocument();
  expect(within(card).getByText('Completed')).toHaveClass('bg-green-100');
  expect(within(card).getByText(/artisans sell their crafts/)).toBeInTheDocument();
  const tech = within(card).getByRole('list', { name: 'Technologies used' });
  expect(
    within(tech)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['React', 'PostGIS']);
  expect(
    within(card).getByRole('img', { name: 'Preview of Soko Online Marketplace' }),
  ).toBeInTheDocument();
});

test('links the live demo and the source in a new tab with nofollow', () => {
  renderPage(<FeaturedProjectCard project={shop} />);
  const demo = screen.getByRole('link', { name: /^Live Demo\s*– Soko Online Marketplace/ });
  const source = screen.getByRole('link', { name: /^View Project\s*– Soko Online Marketplace/ });
  expect(demo).toHaveAttribute('href', 'https://shop.example.com');
  expect(source).toHaveAttribute('href', 'https://github.com/example/shop');
  for (const link of [demo, source]) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
  }
});

test('a card without URLs renders no links', () => {
  renderPage(<FeaturedProjectCard project={{ ...shop, liveUrl: '', githubUrl: '' }} />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('a card with only a source URL renders only View Project', () => {
  renderPage(<FeaturedProjectCard project={{ ...shop, liveUrl: '' }} />);
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(screen.getByRole('link', { name: /^View Project/ })).toBeInTheDocument();
});

test('a project in progress shows the yellow badge, translated into Portuguese', () => {
  renderPage(<FeaturedProjectCard project={{ ...shop, status: 'inProgress' }} />, {
    path: '/pt/projects',
  });
  expect(screen.getByRole('heading', { name: 'Marketplace Soko' })).toBeInTheDocument();
  expect(screen.getByText('Em Progresso')).toHaveClass('bg-yellow-100');
  expect(
    screen.getByRole('link', { name: /^Demo ao Vivo\s*– Marketplace Soko/ }),
  ).toBeInTheDocument();
});

test('the badge reads Inaendelea in Swahili', () => {
  const dashboard = featuredProjects[2];
  expect(dashboard.status).toBe('inProgress');
  renderPage(<FeaturedProjectCard project={dashboard} />, { path: '/sw/projects' });
  expect(screen.getByText('Inaendelea')).toHaveClass('bg-yellow-100');
});

test('the image fallback shows the emoji tile after an error event', () => {
  renderPage(<FeaturedProjectCard project={shop} />);
  fireEvent.error(screen.getByRole('img', { name: 'Preview of Soko Online Marketplace' }));
  expect(screen.getByRole('img', { name: 'Preview of Soko Online Marketplace' })).toHaveTextContent(
    '🛒',
  );
});
