import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { site } from '../../../site.config';
import { renderPage } from '~/test/render';
import { ProjectsPage } from './projects-page';

function sections() {
  const [featured, client] = ['Featured Projects', 'Client Projects'].map((name) =>
    screen.getByRole('region', { name }),
  );
  if (!featured || !client) throw new Error('missing section');
  return { featured, client };
}

test('shows three featured and six client projects, each an article with its title', () => {
  renderPage(<ProjectsPage />, { path: '/projects' });
  expect(screen.getByRole('heading', { level: 1, name: 'My Projects' })).toBeInTheDocument();
  const { featured, client } = sections();
  const featuredCards = within(featured).getAllByRole('article');
  const clientCards = within(client).getAllByRole('article');
  expect(featuredCards).toHaveLength(3);
  expect(clientCards).toHaveLength(6);
  for (const card of [...featuredCards, ...clientCards]) {
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(/\S/);
  }
});

test('two featured projects are completed and one is in progress', () => {
  renderPage(<ProjectsPage />, { path: '/projects' });
  const { featured } = sections();
  expect(within(featured).getAllByText('Completed')).toHaveLength(2);
  expect(within(featured).getAllByText('Progress')).toHaveLength(1);
});

test('two client projects have no link', () => {
  renderPage(<ProjectsPage />, { path: '/projects' });
  const cards = within(sections().client).getAllByRole('article');
  const withoutLink = cards.filter((card) => within(card).queryByRole('link') === null);
  expect(withoutLink).toHaveLength(2);
});

test('no link on the page has an empty href', () => {
  renderPage(<ProjectsPage />, { path: '/projects' });
  for (const link of screen.getAllByRole('link')) {
    expect(link.getAttribute('href')).toMatch(/^(https:\/\/|mailto:)/);
  }
});

test('Get In Touch opens a prefilled mail in the page language', () => {
  renderPage(<ProjectsPage />, { path: '/pt/projects' });
  const link = screen.getByRole('link', { name: 'Entre em Contato' });
  const url = new URL(link.getAttribute('href') ?? '');
  expect(url.protocol).toBe('mailto:');
  expect(url.pathname).toBe(site.email);
  expect(url.searchParams.get('subject')).toBe('Consulta sobre projeto pelo seu portfólio');
  expect(url.searchParams.get('body')).toContain(`Olá, ${site.name},`);
});
