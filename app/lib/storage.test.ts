import { expect, test, vi } from 'vitest';
import { writeStorage } from './storage';

test('writes to localStorage', () => {
  writeStorage('key', 'value');
  expect(localStorage.getItem('key')).toBe('value');
});

test('blocked storage ignores the write instead of throwing', () => {
  const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  expect(() => writeStorage('key', 'value')).not.toThrow();
  expect(setItem).toHaveBeenCalledWith('key', 'value');
});
