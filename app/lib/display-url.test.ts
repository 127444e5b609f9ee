import { expect, test } from 'vitest';
import { displayUrl } from './display-url';

test('a URL is shown without its scheme and trailing slash', () => {
  expect(displayUrl('https://github.com/example/')).toBe('github.com/example');
  expect(displayUrl('https://www.example.com')).toBe('www.example.com');
  expect(displayUrl('https://www.linkedin.com/in/someone')).toBe('www.linkedin.com/in/someone');
});
