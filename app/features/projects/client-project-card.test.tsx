import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { clientProjects } from '~/content/client-projects';
import type { ClientProject } from '~/content/types';
import { renderPage, translations, wordsOf } from '~/test/render';
import { ClientProjectCard } from './client-project-card';
import { interpolate } from '~/lib/interpolate';
import { escapeRegExp } from '~/lib/escape-reg-exp';

const [first] = clientProjects;
if (!first) throw new Error('the content has no client project');

/** A test-owned project, with the words of the owner's first client project, and its site. */
const unlinked: ClientProject = { id: first.id, tech: ['Astro', 'Tailwind CSS'] };
const project = { ...unlinked, url: 'https://client.example.net/' } satisfies ClientProject;

test('shows the title, description, technologies and a website link', () => {
  const en = translations.en;
  const words = wordsOf(en.projects.client, project.id);
  renderPage(<ClientProjectCard project={project} />);
  const card = screen.getByRole('article', { name: words.title });
  expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(words.title);
  expect(within(card).getByText(words.description)).toBeInTheDocument();
  expect(within(card).getByRole('list', { name: en.projects.techLabel })).toHaveTextContent(
    'AstroTailwind CSS',
  );
  const context = interpolate(en.projects.linkContext, { title: words.title });
  const link = within(card).getByRole('link', {
    name: new RegExp(
      `^${escapeRegExp(en.projects.visitSite)}\\s*${escapeRegExp(context)}\\s*${escapeRegExp(en.common.opensInNewTab)}$`,
    ),
  });
  expect(link).toHaveAttribute('href', project.url);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
});

test('a project without a url, or with a blank one, shows no link', () => {
  for (const withoutLink of [unlinked, { ...project, url: '' }]) {
    const { unmount } = renderPage(<ClientProjectCard project={withoutLink} />);
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
  }
});

test('speaks Swahili on the Swahili page', () => {
  const sw = translations.sw.projects;
  const title = wordsOf(sw.client, project.id).title;
  renderPage(<ClientProjectCard project={project} />, { path: '/sw/projects' });
  expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
  expect(
    screen.getByRole('link', {
      name: new RegExp(
        `^${escapeRegExp(sw.visitSite)}\\s*${escapeRegExp(interpolate(sw.linkContext, { title }))}`,
      ),
    }),
  ).toBeInTheDocument();
});
