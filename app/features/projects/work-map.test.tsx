import { isInaccessible, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { clientProjects } from '~/content/client-projects';
import { featuredProjects } from '~/content/featured-projects';
import { localizePath, type Language } from '~/i18n/languages';
import { otherLanguage, prefixedLanguages } from '~/test/languages';
import { renderPage, translations, wordsOf } from '~/test/render';
import { WorkMap } from './work-map';
import type { WorkMapLayout } from './work-map-layout';
import { layout as builtLayout } from 'virtual:work-map';
import { interpolate, textAt } from '~/lib/interpolate';

const placed = [
  ...featuredProjects.map((project) => ({ ...project, kind: 'featured' as const })),
  ...clientProjects.map((project) => ({ ...project, kind: 'client' as const })),
].filter((project) => project.place);

/** The built map draws the owner's places: these tests need one. */
function needPlaces(): void {
  if (placed.length === 0)
    throw new Error('This test needs a project with a place, which the content lacks');
}

function titleOf(lang: Language, project: (typeof placed)[number]): string {
  const words = translations[lang].projects;
  return project.kind === 'featured'
    ? wordsOf(words.featured, project.id).title
    : wordsOf(words.client, project.id).title;
}

test.each(prefixedLanguages)(
  'in %s, one link per place, in the order of the projects, named after the project and the place',
  (lang) => {
    needPlaces();
    renderPage(<WorkMap featured={featuredProjects} client={clientProjects} />, {
      path: localizePath(lang, '/projects'),
    });
    const words = translations[lang].projects;
    const region = screen.getByRole('region', { name: words.map.title });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      placed.map(({ id }) => `#${id}`),
    );
    placed.forEach((project, index) => {
      const place = textAt(translations[lang], `projects.map.places.${project.place?.name ?? ''}`);
      expect(links[index]).toHaveAccessibleName(
        interpolate(words.map.marker, { title: titleOf(lang, project), place }),
      );
    });
    // The links are the list of places, for those who do not see the map.
    expect(within(region).getAllByRole('listitem')).toHaveLength(placed.length);
    // Its caption, for the projection the build drew for the owner's places.
    expect(within(region).getByRole('figure')).toHaveTextContent(
      builtLayout?.projection === 'world' ? words.map.captionWorld : words.map.caption,
    );
  },
);

test.each(prefixedLanguages)(
  'in %s, a legend names each place once, in the order of the projects, with its projects, seen but not read twice',
  (lang) => {
    needPlaces();
    renderPage(<WorkMap featured={featuredProjects} client={clientProjects} />, {
      path: localizePath(lang, '/projects'),
    });
    const region = screen.getByRole('region', { name: translations[lang].projects.map.title });
    const placeOf = (project: (typeof placed)[number]) =>
      textAt(translations[lang], `projects.map.places.${project.place?.name ?? ''}`);
    const places = [...new Set(placed.map(placeOf))];
    // Each place, then its projects' titles, before the next place.
    const order = places.flatMap((place) => [
      place,
      ...placed
        .filter((project) => placeOf(project) === place)
        .map((project) => titleOf(lang, project)),
    ]);
    const shown = order.map((text) => within(region).getByText(text));
    shown.slice(1).forEach((element, index) => {
      expect(shown[index]?.compareDocumentPosition(element)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });
    // The links on the map say the same to assistive technology.
    for (const element of shown) expect(isInaccessible(element)).toBe(true);
  },
);

test('the map is drawn from the build: the SVG is in the page', () => {
  needPlaces();
  renderPage(<WorkMap featured={featuredProjects} client={clientProjects} />, {
    path: '/projects',
  });
  const region = screen.getByRole('region', { name: translations.en.projects.map.title });
  expect(region.innerHTML).toMatch(/<svg[^>]+viewBox="0 0 \d+ \d+"/);
  expect(region.innerHTML).toContain('class="wm-land"');
});

test('the caption names the projection the build drew: the places’ hemisphere, or the world', () => {
  needPlaces();
  if (!builtLayout) throw new Error('The build drew no map for the owner’s places');
  // The build tells the page which it drew.
  expect(['azimuthal', 'world']).toContain(builtLayout.projection);
  for (const projection of ['azimuthal', 'world'] as const) {
    const { unmount } = renderPage(
      <WorkMap
        featured={featuredProjects}
        client={clientProjects}
        layout={{ ...builtLayout, projection }}
      />,
      { path: localizePath(otherLanguage, '/projects') },
    );
    const { caption, captionWorld } = translations[otherLanguage].projects.map;
    expect(screen.getByRole('figure')).toHaveTextContent(
      projection === 'world' ? captionWorld : caption,
    );
    unmount();
  }
});

test('with no place to show there is no map', () => {
  const layout: WorkMapLayout | null = null;
  renderPage(<WorkMap featured={featuredProjects} client={clientProjects} layout={layout} />, {
    path: '/projects',
  });
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});
