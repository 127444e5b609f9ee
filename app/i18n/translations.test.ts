import { expect, test } from 'vitest';
import en from './locales/en';

// Key parity, empty values and placeholders of every language are the owner
// checks' (scripts/owner/check.ts), run by the build and by check.test.ts.

test('the spec sections are all there', () => {
  expect(Object.keys(en)).toEqual(
    expect.arrayContaining(['nav', 'home', 'about', 'notFound', 'projects', 'footer']),
  );
});
