import { expect, test } from 'vitest';
import { valueAt } from './value-at';

const words = { meta: { manifest: { name: 'Portfolio' } }, list: ['a', 'b'] };

test('follows a dotted path or a list of keys', () => {
  expect(valueAt(words, 'meta.manifest.name')).toBe('Portfolio');
  expect(valueAt(words, ['list', 1])).toBe('b');
});

test('a path that leads nowhere gives undefined, never a throw', () => {
  expect(valueAt(words, 'meta.missing.name')).toBeUndefined();
  expect(valueAt(words, 'meta.manifest.name.length')).toBeUndefined();
  expect(valueAt(null, 'meta')).toBeUndefined();
});
