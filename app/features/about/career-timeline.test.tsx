import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { jobs } from '~/content/jobs';
import { renderPage, translations } from '~/test/render';
import { CareerTimeline } from './career-timeline';

const en = translations.en.about;

function shownJobTitles(): string[] {
  const region = screen.getByRole('region', { name: 'Career' });
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

test('the timeline shows the first three jobs until it is expanded', () => {
  renderPage(<CareerTimeline jobs={jobs} />);
  const region = screen.getByRole('region', { name: 'Career' });
  expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  expect(shownJobTitles()).toEqual([en.jobs.job1.title, en.jobs.job2.title, en.jobs.job3.title]);
  expect(screen.getByRole('button', { name: 'Show More' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('the toggle shows all ten jobs, then collapses to three, keeping focus on the button', async () => {
  const user = userEvent.setup();
  renderPage(<CareerTimeline jobs={jobs} />);
  const region = screen.getByRole('region', { name: 'Career' });
  const button = screen.getByRole('button', { name: 'Show More' });
  expect(button).toHaveAttribute('aria-controls', within(region).getByRole('list').id);

  await user.click(button);
  expect(within(region).getAllByRole('listitem')).toHaveLength(10);
  expect(shownJobTitles().at(-1)).toBe(en.jobs.job10.title);
  expect(button).toHaveAccessibleName('Show Less');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveFocus();

  await user.click(button);
  expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  expect(button).toHaveAccessibleName('Show More');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

test('the toggle works from the keyboard', async () => {
  const user = userEvent.setup();
  renderPage(<CareerTimeline jobs={jobs} />);
  screen.getByRole('button', { name: 'Show More' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Show Less' })).toHaveFocus();
  await user.keyboard(' ');
  expect(screen.getByRole('button', { name: 'Show More' })).toHaveFocus();
});

test('a job description keeps each of its lines as a separate paragraph', () => {
  renderPage(<CareerTimeline jobs={jobs} />);
  const lines = en.jobs.job1.description.split('\n');
  expect(lines.length).toBeGreaterThan(1);
  const [firstJob] = within(screen.getByRole('region', { name: 'Career' })).getAllByRole(
    'listitem',
  );
  expect(firstJob).toBeDefined();
  const paragraphs = within(firstJob as HTMLElement).getAllByRole('paragraph');
  for (const line of lines) {
    expect(paragraphs.map((paragraph) => paragraph.textContent)).toContain(line);
  }
});

test('a short career has no toggle', () => {
  renderPage(<CareerTimeline jobs={jobs.slice(0, 3)} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('in Swahili the heading, jobs and toggle are translated', async () => {
  const user = userEvent.setup();
  const sw = translations.sw.about;
  renderPage(<CareerTimeline jobs={jobs} />, { path: '/sw/about' });
  expect(screen.getByRole('heading', { level: 2, name: sw.headings.career })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: sw.jobs.job1.title })).toBeInTheDocument();
  expect(screen.getByText(sw.jobs.job1.years)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: sw.showMore }));
  expect(screen.getByRole('button', { name: sw.showLess })).toHaveFocus();
});
