import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { site } from '../../../site.config';
import { achievements } from '~/content/achievements';
import { hobbies } from '~/content/hobbies';
import { jobs } from '~/content/jobs';
import { localizePath } from '~/i18n/languages';
import { prefixedLanguages } from '~/test/languages';
import { renderPage, translations, wordsOf } from '~/test/render';
import { AboutPage } from './about-page';
import { collapsedJobCount } from './career-timeline';
import { interpolate } from '~/lib/interpolate';

const en = translations.en.about;

/** The headings of the sections the owner's content fills, in the page's order (a kind with none has none). */
function sectionHeadings(words: typeof en): string[] {
  const sections = [
    [jobs, words.headings.career],
    [achievements, words.headings.achievements],
    [hobbies, words.headings.hobbies],
  ] as const;
  return sections.filter(([items]) => items.length > 0).map(([, heading]) => heading);
}

/** The list items of a section, or none when the section is not there. */
function itemsOf(heading: string): HTMLElement[] {
  const region = screen.queryByRole('region', { name: heading });
  return region ? within(region).getAllByRole('listitem') : [];
}

test('the page has its title, introduction and a section per kind of content', () => {
  renderPage(<AboutPage />, { path: '/about' });
  expect(screen.getByRole('heading', { level: 1, name: en.title })).toBeInTheDocument();
  expect(screen.getByText(interpolate(en.description, { name: site.name }))).toBeInTheDocument();
  const sections = screen
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
  expect(sections).toEqual(sectionHeadings(en));
});

test('the profile photo falls back to the initials when it fails to load', () => {
  renderPage(<AboutPage />, { path: '/about' });
  const name = interpolate(en.profileAlt, { name: site.name });
  fireEvent.error(screen.getByRole('img', { name }));
  expect(screen.getByRole('img', { name })).toHaveTextContent(site.initials);
});

test('every achievement shows title, organization, description and year, with a hidden emoji', () => {
  renderPage(<AboutPage />, { path: '/about' });
  const items = itemsOf(en.headings.achievements);
  expect(items).toHaveLength(achievements.length);
  achievements.forEach((achievement, index) => {
    const words = wordsOf(en.achievements, `achievement${achievement.id}`);
    const card = within(items[index] as HTMLElement);
    expect(card.getByRole('heading', { level: 3, name: words.title })).toBeInTheDocument();
    for (const text of [words.organization, words.description, words.year]) {
      expect(card.getByText(text)).toBeInTheDocument();
    }
    expect(card.getByText(achievement.emoji)).toHaveAttribute('aria-hidden', 'true');
  });
});

test('every hobby shows an icon, a title and a description', () => {
  renderPage(<AboutPage />, { path: '/about' });
  const items = itemsOf(en.headings.hobbies);
  expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
    hobbies.map(({ id }) => wordsOf(en.hobbies, `hobby${id}`).title),
  );
  hobbies.forEach(({ id }, index) => {
    const item = within(items[index] as HTMLElement);
    expect(item.getByText(wordsOf(en.hobbies, `hobby${id}`).description)).toBeVisible();
  });
});

test.each(prefixedLanguages)('in %s every heading and card is in that language', (lang) => {
  const words = translations[lang].about;
  renderPage(<AboutPage />, { path: localizePath(lang, '/about') });
  expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
  expect(
    screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
  ).toEqual(sectionHeadings(words));
  for (const { id } of achievements) {
    expect(
      screen.getByRole('heading', { name: wordsOf(words.achievements, `achievement${id}`).title }),
    ).toBeVisible();
  }
  for (const { id } of hobbies) {
    expect(
      screen.getByRole('heading', { name: wordsOf(words.hobbies, `hobby${id}`).title }),
    ).toBeVisible();
  }
  for (const { id } of jobs.slice(0, 1)) {
    const first = `job${id}` as const;
    expect(screen.getByRole('heading', { name: wordsOf(words.jobs, first).title })).toBeVisible();
    expect(screen.queryByText(wordsOf(en.jobs, first).title)).not.toBeInTheDocument();
  }
  expect(screen.queryAllByRole('button', { name: words.showMore })).toHaveLength(
    jobs.length > collapsedJobCount ? 1 : 0,
  );
});
