import { expect, test } from 'vitest';
import en from './locales/en';
import pt from './locales/pt';
import sw from './locales/sw';

/** Every leaf of a resource as `dot.path → value`. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) {
        result.set(path, leaf);
      }
    }
  } else {
    result.set(prefix, value);
  }
  return result;
}

const english = leaves(en);

test.each([
  ['sw', sw],
  ['pt', pt],
])('%s has exactly the English keys', (_, translation) => {
  expect([...leaves(translation).keys()].sort()).toEqual([...english.keys()].sort());
});

test.each([
  ['en', en],
  ['sw', sw],
  ['pt', pt],
])('every %s value is a non-empty string', (_, translation) => {
  const bad = [...leaves(translation)].filter(
    ([, value]) => typeof value !== 'string' || value.trim() === '',
  );
  expect(bad).toEqual([]);
});

test.each([
  ['sw', sw],
  ['pt', pt],
])('%s keeps every interpolation placeholder of English', (_, translation) => {
  const translated = leaves(translation);
  const placeholders = (text: unknown) =>
    String(text)
      .match(/{{\s*\w+\s*}}/g)
      ?.sort() ?? [];
  const mismatched = [...english]
    .filter(([key, text]) => placeholders(text).join() !== placeholders(translated.get(key)).join())
    .map(([key]) => key);
  expect(mismatched).toEqual([]);
});

test('the spec sections are all there', () => {
  expect(Object.keys(en)).toEqual(
    expect.arrayContaining(['nav', 'home', 'about', 'notFound', 'projects', 'footer']),
  );
});
