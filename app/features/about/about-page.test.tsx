import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { site } from '../../../site.config';
import { renderPage, translations } from '~/test/render';
import { AboutPage } from './about-page';

const en = translations.en.about;

test('the page has its title, introduction and three sections', () => {
  renderPage(<AboutPage />, { path: '/about' });
  expect(screen.getByRole('heading', { level: 1, name: 'About Me' })).toBeInTheDocument();
  expect(screen.getByText(en.description.replace('{{name}}', site.name))).toBeInTheDocument();
  const sections = screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
  expect(sections).toEqual(['Career', 'Achievements', 'Hobbies & Interests']);
});

test('the profile photo falls back to the initials when it fails to load', () => {
  renderPage(<AboutPage />, { path: '/about' });
  const name = `Photo of ${site.name}`;
  fireEvent.error(screen.getByRole('img', { name }));
  expect(screen.getByRole('img', { name })).toHaveTextContent(site.initials);
});

test('four achievements show title, organization, description and year, with a hidden emoji', () => {
  renderPage(<AboutPage />, { path: '/about' });
  const items = within(screen.getByRole('region', { name: 'Achievements' })).getAllByRole(
    'listitem',
  );
  expect(items).toHaveLength(4);
  const first = en.achievements.achievement1;
  const card = within(items[0] as HTMLElement);
  expect(card.getByRole('heading', { level: 3, name: first.title })).toBeInTheDocument();
  for (const text of [first.organization, first.description, first.year]) {
    expect(card.getByText(text)).toBeInTheDocument();
  }
  expect(card.getByText('🏆')).toHaveAttribute('aria-hidden', 'true');
});

test('three hobbies show an icon, a title and a description', () => {
  renderPage(<AboutPage />, { path: '/about' });
  const items = within(screen.getByRole('region', { name: 'Hobbies & Interests' })).getAllByRole(
    'listitem',
  );
  expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
    en.hobbies.hobby1.title,
    en.hobbies.hobby2.title,
    en.hobbies.hobby3.title,
  ]);
  expect(within(items[1] as HTMLElement).getByText(en.hobbies.hobby2.description)).toBeVisible();
});

test('in Portuguese every heading and card is in Portuguese', () => {
  const pt = translations.pt.about;
  renderPage(<AboutPage />, { path: '/pt/about' });
  expect(screen.getByRole('heading', { level: 1, name: pt.title })).toBeInTheDocument();
  expect(
    screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
  ).toEqual([pt.headings.career, pt.headings.achievements, pt.headings.hobbies]);
  expect(screen.getByRole('heading', { name: pt.achievements.achievement4.title })).toBeVisible();
  expect(screen.getByRole('heading', { name: pt.hobbies.hobby3.title })).toBeVisible();
  expect(screen.getByRole('button', { name: pt.showMore })).toBeVisible();
  expect(screen.queryByText(en.jobs.job1.title)).not.toBeInTheDocument();
});
