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

test('a key given three times is named twice, each time against the one before', () => {
  const text = ['{', '  "a": 1,', '  "a": 2,', '  "a": 3', '}'].join('\n');
  expect(repeatedKeysIn(text)).toEqual([
    { path: ['a'], lines: [2, 3] },
    { path: ['a'], lines: [3, 4] },
  ]);
});

test('a key given twice in an object inside a list is named with the list’s key and the index', () => {
  const text = '{ "items": [ "x", { "a": 1, "a": 2 } ], "after": { "b": 1 } }';
  expect(repeatedKeysIn(text)).toEqual([{ path: ['items', '1', 'a'], lines: [1, 1] }]);
});
