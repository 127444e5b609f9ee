import { expect, test } from 'vitest';
import { site } from '../../site.config';
import { containsTerm, glossaries } from './glossary';
import en from './locales/en';
import pt from './locales/pt';
import sw from './locales/sw';

const resources = { en, sw, pt };

/** Every leaf of a resource as `[dot.path, value]`. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      leaves(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, String(value)]];
}

/** The ruled-out terms a language's values use, as `key: term`. */
function avoidedTermsIn(lang: keyof typeof glossaries, values: [string, string][]): string[] {
  return glossaries[lang].entries.flatMap(({ avoid }) =>
    avoid.flatMap((term) =>
      values.filter(([, text]) => containsTerm(text, term)).map(([key]) => `${key}: ${term}`),
    ),
  );
}

/** Keys whose values are names or data, not labels (place and country names too): they keep their own capitals. */
const namesAndData =
  /\.(name|company|organization|position|years|year|code|github|linkedin)$|\.map\.(places|countries)\./;

/**
 * Short labels (headings, buttons, links) whose words after the first are
 * capitalised like English title case, unless they are proper nouns.
 */
function titleCaseLabels(values: [string, string][], properNouns: readonly string[]): string[] {
  const isLabel = (key: string, text: string) =>
    !namesAndData.test(key) && !text.includes('{{') && text.split(/\s+/).length <= 8;
  return values
    .filter(([key, text]) => isLabel(key, text))
    .filter(([, text]) =>
      // Each line, and each part after a colon, dash or sentence end, may start with a capital.
      text.split(/[:!?]\s+|\s[-–]\s|\n/).some((segment) =>
        segment
          .split(/\s+/)
          .filter((word) => /\p{L}/u.test(word))
          .slice(1)
          .some((word) => /^\p{Lu}\p{Ll}/u.test(word) && !properNouns.includes(word)),
      ),
    )
    .map(([key, text]) => `${key}: ${text}`);
}

test.each(['en', 'sw', 'pt'] as const)(
  '%s uses none of the terms its glossary rules out',
  (lang) => {
    expect(avoidedTermsIn(lang, leaves(resources[lang]))).toEqual([]);
  },
);

/**
 * The proper nouns a language's words already name: the capitalised words of
 * its names and data (places, countries, people, companies) and of the
 * owner's name. An owner who adds a place may use its name in a title without
 * listing it in the glossary.
 */
function namedIn(values: [string, string][]): string[] {
  return [...values.filter(([key]) => namesAndData.test(key)).map(([, text]) => text), site.name]
    .flatMap((text) => text.split(/[\s,.;()]+/))
    .filter((word) => /^\p{Lu}/u.test(word));
}

test.each(['sw', 'pt'] as const)(
  '%s writes headings, buttons and links in sentence case',
  (lang) => {
    const values = leaves(resources[lang]);
    const properNouns = [...glossaries[lang].properNouns, ...namedIn(values)];
    expect(titleCaseLabels(values, properNouns)).toEqual([]);
  },
);

test('the checks catch planted mistakes, so they are not vacuous', () => {
  const planted: [string, string][] = [
    ['home.hero.role', 'Msanidi Kamili wa Wavuti na GIS'],
    ['projects.cta.text', 'Conte o que você precisa.'],
  ];
  expect(avoidedTermsIn('sw', planted)).toContain('home.hero.role: msanidi kamili');
  expect(avoidedTermsIn('pt', planted)).toEqual(['projects.cta.text: o que você precisa']);
  expect(titleCaseLabels([['nav.about', 'Sobre Mim']], glossaries.pt.properNouns)).toEqual([
    'nav.about: Sobre Mim',
  ]);
  expect(titleCaseLabels([['x.title', 'Ramani za Nairobi']], glossaries.sw.properNouns)).toEqual(
    [],
  );
  // A place the owner names may appear in a title; other capitals still may not.
  const withPlace: [string, string][] = [
    ['projects.map.places.beira', 'Beira'],
    ['projects.featured.floods.title', 'Mapa de cheias da Beira'],
    ['projects.featured.roads.title', 'Mapa de Estradas'],
  ];
  expect(titleCaseLabels(withPlace, namedIn(withPlace))).toEqual([
    'projects.featured.roads.title: Mapa de Estradas',
  ]);
});

test('terms match whole words only, in any case and across line breaks', () => {
  expect(containsTerm('Tazama SIG web', 'sig')).toBe(true);
  expect(containsTerm('Assinatura', 'sig')).toBe(false);
  expect(containsTerm('colete dados off-line', 'offline')).toBe(false);
  expect(containsTerm('data\nza uwandani', 'data za')).toBe(true);
  expect(containsTerm('município', 'município')).toBe(true);
});
