import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { jobs } from '~/content/jobs';
import type { Job } from '~/content/types';
import { localizePath, type Language } from '~/i18n/languages';
import { prefixedLanguages } from '~/test/languages';
import { renderPage, translations, wordsOf } from '~/test/render';
import { CareerTimeline, collapsedJobCount } from './career-timeline';

const en = translations.en.about;
/** Whether the owner's career is longer than the collapsed timeline, so that it has a toggle. */
const hasToggle = jobs.length > collapsedJobCount;
/** Jobs shown before the timeline is expanded. */
const collapsed = Math.min(collapsedJobCount, jobs.length);

function titlesOf(list: readonly Job[], lang: Language = 'en'): string[] {
  return list.map(({ id }) => wordsOf(translations[lang].about.jobs, `job${id}`).title);
}

function shownJobTitles(lang: Language = 'en'): string[] {
  const name = translations[lang].about.headings.career;
  const region = screen.getByRole('region', { name });
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

/** The timeline's toggle: one when the career is longer than the collapsed timeline, else none. */
function toggles(name = 'Show More'): HTMLElement[] {
  const found = screen.queryAllByRole('button', { name });
  expect(found).toHaveLength(hasToggle ? 1 : 0);
  return found;
}

test('the timeline shows the first jobs until it is expanded', () => {
  renderPage(<CareerTimeline jobs={jobs} />);
  const region = screen.getByRole('region', { name: en.headings.career });
  expect(within(region).getAllByRole('listitem')).toHaveLength(collapsed);
  expect(shownJobTitles()).toEqual(titlesOf(jobs.slice(0, collapsed)));
  for (const button of toggles()) expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the toggle shows every job, then collapses again, keeping focus on the button', async () => {
  const user = userEvent.setup();
  renderPage(<CareerTimeline jobs={jobs} />);
  const region = screen.getByRole('region', { name: en.headings.career });
  for (const button of toggles()) {
    expect(button).toHaveAttribute('aria-controls', within(region).getByRole('list').id);

    await user.click(button);
    expect(within(region).getAllByRole('listitem')).toHaveLength(jobs.length);
    expect(button).toHaveAccessibleName('Show Less');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveFocus();

    await user.click(button);
    expect(within(region).getAllByRole('listitem')).toHaveLength(collapsedJobCount);
    expect(button).toHaveAccessibleName('Show More');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    // Expanded once more for the check below.
    await user.click(button);
  }
  // Expanded, or short enough to need no toggle: every job, in order.
  expect(within(region).getAllByRole('listitem')).toHaveLength(jobs.length);
  expect(shownJobTitles()).toEqual(titlesOf(jobs));
});

test('the toggle works from the keyboard', async () => {
  const user = userEvent.setup();
  renderPage(<CareerTimeline jobs={jobs} />);
  for (const button of toggles()) {
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Show More' })).toHaveFocus();
  }
});

test('a job description keeps each of its lines as a separate paragraph', async () => {
  const user = userEvent.setup();
  renderPage(<CareerTimeline jobs={jobs} />);
  for (const button of toggles()) await user.click(button);
  const items = within(screen.getByRole('region', { name: en.headings.career })).getAllByRole(
    'listitem',
  );
  expect(items).toHaveLength(jobs.length);
  jobs.forEach(({ id }, index) => {
    const lines = wordsOf(en.jobs, `job${id}`).description.split('\n').filter(Boolean);
    const paragraphs = within(items[index] as HTMLElement)
      .getAllByRole('paragraph')
      .map((paragraph) => paragraph.textContent);
    for (const line of lines) expect(paragraphs).toContain(line);
  });
});

test('a short career has no toggle', () => {
  const short = jobs.slice(0, collapsedJobCount);
  renderPage(<CareerTimeline jobs={short} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(short.length);
  expect(shownJobTitles()).toEqual(titlesOf(short));
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test.each(prefixedLanguages)('in %s the heading, jobs and toggle are translated', async (lang) => {
  const user = userEvent.setup();
  const about = translations[lang].about;
  renderPage(<CareerTimeline jobs={jobs} />, { path: localizePath(lang, '/about') });
  expect(
    screen.getByRole('heading', { level: 2, name: about.headings.career }),
  ).toBeInTheDocument();
  const [first] = jobs;
  const words = wordsOf(about.jobs, `job${first?.id ?? 1}`);
  expect(screen.getByRole('heading', { level: 3, name: words.title })).toBeInTheDocument();
  expect(screen.getByText(words.years)).toBeInTheDocument();
  expect(shownJobTitles(lang)).toEqual(titlesOf(jobs.slice(0, collapsed), lang));
  for (const button of toggles(about.showMore)) {
    await user.click(button);
    expect(button).toHaveAccessibleName(about.showLess);
    expect(button).toHaveFocus();
  }
  expect(shownJobTitles(lang)).toEqual(titlesOf(jobs, lang));
});
