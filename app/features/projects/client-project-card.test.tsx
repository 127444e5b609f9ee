import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { ClientProject } from '~/content/types';
import type { Translation } from '~/i18n/resources';
import { localizePath } from '~/i18n/languages';
import { prefixedLanguages } from '~/test/languages';
import { renderPage, translations, wordsOf } from '~/test/render';
import { ClientProjectCard } from './client-project-card';
import { interpolate } from '~/lib/interpolate';
import { escapeRegExp } from '~/lib/escape-reg-exp';

/** A test-owned project, with words of its own in each language (an owner may have no client work), and its site. */
// Its id is none of the owner's, which the type lists (when they have any).
const unlinked = { id: 'testHarbour', tech: ['Astro', 'Tailwind CSS'] } as unknown as ClientProject;
const project = { ...unlinked, url: 'https://client.example.net/' } satisfies ClientProject;
type Words = { title: string; description: string };
const ownWords: Partial<Record<string, Words>> & { en: Words } = {
  en: { title: 'Harbour booking site', description: 'Berths booked online by the hour.' },
  sw: {
    title: 'Tovuti ya kuhifadhi nafasi bandarini',
    description: 'Nafasi zinahifadhiwa mtandaoni.',
  },
  pt: { title: 'Site de reservas do porto', description: 'Vagas reservadas online por hora.' },
};

/** The language's words, with the test project's (its English ones in a language the owner added). */
function withOwnWords(lang: string) {
  return (translation: Translation): Translation => ({
    ...translation,
    projects: {
      ...translation.projects,
      client: { ...translation.projects.client, [unlinked.id]: ownWords[lang] ?? ownWords.en },
    },
  });
}

test('shows the title, description, technologies and a website link', () => {
  const en = translations.en;
  const words = wordsOf(withOwnWords('en')(en).projects.client, project.id);
  renderPage(<ClientProjectCard project={project} />, { words: withOwnWords('en') });
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
    const { unmount } = renderPage(<ClientProjectCard project={withoutLink} />, {
      words: withOwnWords('en'),
    });
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
  }
});

test.each(prefixedLanguages)('speaks %s on that language’s page', (lang) => {
  const words = translations[lang].projects;
  const title = wordsOf(withOwnWords(lang)(translations[lang]).projects.client, project.id).title;
  renderPage(<ClientProjectCard project={project} />, {
    path: localizePath(lang, '/projects'),
    words: withOwnWords(lang),
  });
  expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
  expect(
    screen.getByRole('link', {
      name: new RegExp(
        `^${escapeRegExp(words.visitSite)}\\s*${escapeRegExp(interpolate(words.linkContext, { title }))}`,
      ),
    }),
  ).toBeInTheDocument();
});
