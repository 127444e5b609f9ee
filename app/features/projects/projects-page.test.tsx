import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { site } from '../../../site.config';
import { clientProjects } from '~/content/client-projects';
import { featuredProjects } from '~/content/featured-projects';
import type { ProjectStatus } from '~/content/types';
import { localizePath } from '~/i18n/languages';
import { prefixedLanguages } from '~/test/languages';
import { renderPage, translations, wordsOf } from '~/test/render';
import { FeaturedProjects } from './featured-projects';
import { ProjectsPage } from './projects-page';
import { interpolate } from '~/lib/interpolate';

const en = translations.en.projects;
const statusKeys = Object.keys(en.status) as ProjectStatus[];

/** The project cards of a section, or none when the owner has no project of its kind (no section). */
function cardsIn(name: string): HTMLElement[] {
  const region = screen.queryByRole('region', { name });
  return region ? within(region).getAllByRole('article') : [];
}

test('shows every featured and client project, each an article with its title', () => {
  renderPage(<ProjectsPage />, { path: '/projects' });
  expect(screen.getByRole('heading', { level: 1, name: en.title })).toBeInTheDocument();
  const featuredCards = cardsIn(en.featuredTitle);
  const clientCards = cardsIn(en.clientTitle);
  expect(featuredCards).toHaveLength(featuredProjects.length);
  expect(clientCards).toHaveLength(clientProjects.length);
  const titles = [...featuredCards, ...clientCards].map(
    (card) => within(card).getByRole('heading', { level: 3 }).textContent,
  );
  expect(titles).toEqual([
    ...featuredProjects.map(({ id }) => wordsOf(en.featured, id).title),
    ...clientProjects.map(({ id }) => wordsOf(en.client, id).title),
  ]);
  // Words, never a translation key (`projects.featured.soko.title`), even one the words file holds.
  for (const title of titles) expect(title).not.toMatch(/^projects\.(featured|client)\./);
});

test('each featured project shows the badge of its own status, in words', () => {
  renderPage(<ProjectsPage />, { path: '/projects' });
  const cards = cardsIn(en.featuredTitle);
  featuredProjects.forEach((project, index) => {
    const card = cards[index] as HTMLElement;
    expect(within(card).getByText(en.status[project.status], { exact: true })).toBeVisible();
    // Never the status key itself (`inProgress`) where a label belongs.
    for (const key of statusKeys.filter((status) => status !== en.status[status])) {
      expect(within(card).queryByText(key, { exact: true })).not.toBeInTheDocument();
    }
  });
});

test('a client project links to its site when it has a url, and has no link otherwise', () => {
  renderPage(<ProjectsPage />, { path: '/projects' });
  const cards = cardsIn(en.clientTitle);
  clientProjects.forEach((project, index) => {
    const links = within(cards[index] as HTMLElement).queryAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      project.url ? [project.url] : [],
    );
  });
});

test('no link on the page has an empty href, and every link to a card finds it', () => {
  renderPage(<ProjectsPage />, { path: '/projects' });
  const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
  for (const href of hrefs) expect(href).toMatch(/^(https:\/\/|mailto:|#\w)/);
  const cards = screen.queryAllByRole('article').map((article) => `#${article.id}`);
  expect(cards).toEqual(expect.arrayContaining(hrefs.filter((href) => href.startsWith('#'))));
});

test.each(prefixedLanguages)(
  'Get In Touch opens a prefilled mail in the page language, %s',
  (lang) => {
    const words = translations[lang].projects;
    renderPage(<ProjectsPage />, { path: localizePath(lang, '/projects') });
    const link = screen.getByRole('link', { name: words.cta.button });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(site.email);
    expect(url.searchParams.get('subject')).toBe(words.cta.mailSubject);
    expect(url.searchParams.get('body')).toBe(
      interpolate(words.cta.mailBody, { name: site.name }).replace(/\n/g, '\r\n'),
    );
  },
);

test('without a map before them, the first project picture is in the first screen and loads at once; with one, none does', () => {
  const pictured = featuredProjects.filter(({ image }) => image !== undefined);
  // The pictures, not the emoji tiles (an image role with no loading of its own).
  const loading = () =>
    screen
      .queryAllByRole('img')
      .map((picture) => picture.getAttribute('loading'))
      .filter((value) => value !== null);
  const { unmount } = renderPage(<FeaturedProjects projects={pictured} isFirstInFirstScreen />);
  expect(loading()).toEqual(pictured.map((_, index) => (index === 0 ? 'eager' : 'lazy')));
  unmount();
  renderPage(<FeaturedProjects projects={pictured} />);
  expect(loading()).toEqual(pictured.map(() => 'lazy'));
});
