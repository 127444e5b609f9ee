import { expect, test } from 'vitest';
import { namedIn, titleCaseWords } from '../../scripts/owner/glossary';
import { containsTerm } from './glossary';

// The glossaries' rules on the owner's words are owner checks
// (scripts/owner/glossary.ts, planted mistakes in scripts/owner/check.test.ts);
// these are the rules' own cases, with names the tests give (the glossaries'
// proper nouns are the owner's words, which the owner replaces).

test('a label in title case is caught, a sentence-case one and a name are not', () => {
  const names = ['Quênia', 'Nairobi'];
  expect(titleCaseWords('nav.about', 'Sobre Mim', names)).toEqual(['Mim']);
  expect(titleCaseWords('x.title', 'Ramani za Nairobi', names)).toEqual([]);
  expect(titleCaseWords('x.title', 'Ramani za Nairobi', [])).toEqual(['Nairobi']);
  // Names and data keep their capitals; long sentences are not labels.
  expect(titleCaseWords('about.jobs.job1.company', 'Shirika la Ramani', [])).toEqual([]);
  expect(titleCaseWords('home.intro', 'Um Dois Três Quatro Cinco Seis Sete Oito Nove', [])).toEqual(
    [],
  );
  // A sentence is prose, not a label.
  expect(titleCaseWords('about.jobs.job2.description', 'Nilichora ramani za Ureno.', [])).toEqual(
    [],
  );
  // A name in the glossary is known with punctuation around it, and named without.
  expect(titleCaseWords('x.title', 'Ramani za Ureno, (Msumbiji)', ['Ureno'])).toEqual(['Msumbiji']);
  // Each part after a colon or dash may start with a capital.
  expect(titleCaseWords('x.title', 'Mapa: Estradas – nova Versão', [])).toEqual(['Versão']);
});

test('a place the words name may appear in a title; other capitals still may not', () => {
  const words: [string, string][] = [
    ['projects.map.places.beira', 'Beira'],
    ['projects.featured.floods.title', 'Mapa de cheias da Beira'],
  ];
  const names = namedIn(words, 'Zoë Otieno');
  expect(
    titleCaseWords('projects.featured.floods.title', 'Mapa de cheias da Beira', names),
  ).toEqual([]);
  expect(titleCaseWords('x.title', 'Projetos de Zoë', names)).toEqual([]);
  expect(titleCaseWords('x.title', 'Mapa de Estradas', names)).toEqual(['Estradas']);
});

test('the owner’s city, as the contact words name it, may appear in a title', () => {
  const names = namedIn([['home.contact.city', 'Lagos']], 'Zoë Otieno');
  expect(titleCaseWords('about.hobbies.hobby1.title', 'Correr em Lagos', names)).toEqual([]);
});

test('terms match whole words only, in any case and across line breaks', () => {
  expect(containsTerm('Tazama SIG web', 'sig')).toBe(true);
  expect(containsTerm('Assinatura', 'sig')).toBe(false);
  expect(containsTerm('colete dados off-line', 'offline')).toBe(false);
  expect(containsTerm('data\nza uwandani', 'data za')).toBe(true);
  expect(containsTerm('município', 'município')).toBe(true);
});
