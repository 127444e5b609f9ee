import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { featuredProjects } from '~/content/featured-projects';
import type { FeaturedProject, ProjectStatus } from '~/content/types';
import { localizePath } from '~/i18n/languages';
import { prefixedLanguages } from '~/test/languages';
import { renderPage, translations, wordsOf } from '~/test/render';
import { FeaturedProjectCard } from './featured-project-card';
import { interpolate } from '~/lib/interpolate';
import { escapeRegExp } from '~/lib/escape-reg-exp';

const [first] = featuredProjects;
if (!first) throw new Error('the content has no featured project');

/** A test-owned project, with the words of the owner's first featured project: no image, no URLs. */
const plain: FeaturedProject = {
  id: first.id,
  tech: ['React', 'PostGIS'],
  status: 'completed',
  fallbackEmoji: '🧪',
};
/** The same with an image, a live demo and its source. */
const project = {
  ...plain,
  image: 'test-project.jpg',
  liveUrl: 'https://demo.example.net/',
  githubUrl: 'https://source.example.net/project',
} satisfies FeaturedProject;

const en = translations.en.projects;
const words = wordsOf(en.featured, project.id);
const imageName = interpolate(en.imageAlt, { title: words.title });
/** The accessible name of a project link: its visible text, then the project's title. */
function linkName(visible: string, title: string): RegExp {
  return new RegExp(
    `^${escapeRegExp(visible)}\\s*${escapeRegExp(interpolate(en.linkContext, { title }))}`,
  );
}

test('shows the title, category, status, description and technologies', () => {
  renderPage(<FeaturedProjectCard project={project} />);
  const card = screen.getByRole('article', { name: words.title });
  expect(within(card).getByRole('heading', { name: words.title })).toBeInTheDocument();
  expect(within(card).getByText(words.category)).toBeInTheDocument();
  expect(within(card).getByText(en.status.completed)).toHaveClass('bg-green-100');
  expect(within(card).getByText(words.description)).toBeInTheDocument();
  const tech = within(card).getByRole('list', { name: en.techLabel });
  expect(
    within(tech)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['React', 'PostGIS']);
  expect(within(card).getByRole('img', { name: imageName })).toBeInTheDocument();
});

test('links the live demo and the source in a new tab with nofollow', () => {
  renderPage(<FeaturedProjectCard project={project} />);
  const demo = screen.getByRole('link', { name: linkName(en.liveDemo, words.title) });
  const source = screen.getByRole('link', { name: linkName(en.viewProject, words.title) });
  expect(demo).toHaveAttribute('href', project.liveUrl);
  expect(source).toHaveAttribute('href', project.githubUrl);
  for (const link of [demo, source]) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAccessibleName(
      new RegExp(`${escapeRegExp(translations.en.common.opensInNewTab)}$`),
    );
  }
});

test('a card without URLs renders no links', () => {
  renderPage(<FeaturedProjectCard project={{ ...plain, image: project.image }} />);
  expect(screen.getByRole('article', { name: words.title })).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('a card with blank URLs renders no links', () => {
  renderPage(<FeaturedProjectCard project={{ ...project, liveUrl: ' ', githubUrl: '' }} />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('a card with only a source URL renders only View Project', () => {
  renderPage(<FeaturedProjectCard project={{ ...plain, githubUrl: project.githubUrl }} />);
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(
    screen.getByRole('link', { name: linkName(en.viewProject, words.title) }),
  ).toBeInTheDocument();
});

test.each(prefixedLanguages)(
  'a project in progress shows the yellow badge, translated into %s',
  (lang) => {
    const words = translations[lang].projects;
    const title = wordsOf(words.featured, project.id).title;
    renderPage(<FeaturedProjectCard project={{ ...project, status: 'inProgress' }} />, {
      path: localizePath(lang, '/projects'),
    });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(words.status.inProgress)).toHaveClass('bg-yellow-100');
    expect(screen.getByRole('link', { name: linkName(words.liveDemo, title) })).toBeInTheDocument();
  },
);

test('a planned project shows the grey badge', () => {
  renderPage(<FeaturedProjectCard project={{ ...project, status: 'planned' }} />);
  expect(screen.getByText(en.status.planned)).toHaveClass('bg-slate-100');
});

test('a status key the schema refuses (dev only, where the checks name it) shows no badge and asks for no words', () => {
  // The test setup fails any console error, such as a missing-words message for the key.
  renderPage(<FeaturedProjectCard project={{ ...project, status: 'finished' as ProjectStatus }} />);
  const card = screen.getByRole('article', { name: words.title });
  for (const label of Object.values(en.status)) {
    expect(within(card).queryByText(label)).not.toBeInTheDocument();
  }
  expect(within(card).queryByText(/finished/)).not.toBeInTheDocument();
});

test('the image fallback shows the emoji tile after an error event', () => {
  renderPage(<FeaturedProjectCard project={project} />);
  fireEvent.error(screen.getByRole('img', { name: imageName }));
  expect(screen.getByRole('img', { name: imageName })).toHaveTextContent(project.fallbackEmoji);
});

test('a project without an image shows its emoji tile from the start', () => {
  renderPage(<FeaturedProjectCard project={plain} />);
  const tile = screen.getByRole('img', { name: imageName });
  expect(tile.tagName).not.toBe('IMG');
  expect(tile).toHaveTextContent(project.fallbackEmoji);
});
