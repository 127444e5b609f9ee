import { expect, test } from 'vitest';
import { repeatedKeysIn } from './repeated-keys';

test('a key given twice in one object is found, with its path and both lines', () => {
  const text = [
    '{',
    '  "title": "Sobre",',
    '  "cv": {',
    '    "label": "Baixar",',
    '    "label": "Baixar CV (PDF)"',
    '  },',
    '  "title": "Sobre mim"',
    '}',
  ].join('\n');
  expect(repeatedKeysIn(text)).toEqual([
    { path: ['cv', 'label'], lines: [4, 5] },
    { path: ['title'], lines: [2, 7] },
  ]);
});

test('the same key in different objects is no repetition', () => {
  const text = '{ "a": { "title": "x" }, "b": { "title": "y", "c": { "title": "z" } } }';
  expect(repeatedKeysIn(text)).toEqual([]);
});
