import { afterEach, expect, test, vi } from 'vitest';
import { readStorage, writeStorage } from './storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('reads and writes localStorage', () => {
  writeStorage('key', 'value');
  expect(readStorage('key')).toBe('value');
  expect(readStorage('missing')).toBeNull();
});

test('blocked storage reads as empty and ignores writes', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  expect(readStorage('key')).toBeNull();
  expect(() => writeStorage('key', 'value')).not.toThrow();
});
