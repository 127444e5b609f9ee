import { expect, test } from 'vitest';
import { interpolate, placeholderPattern, textAt } from './interpolate';

test('fills each placeholder with its value, spaced or not, and leaves one without a value as written', () => {
  expect(interpolate('Hi {{name}}, {{ role }}!', { name: 'Amani', role: 'GIS' })).toBe(
    'Hi Amani, GIS!',
  );
  expect(interpolate('© {{year}} {{nme}}', { year: 2025 })).toBe('© 2025 {{nme}}');
  expect(interpolate('{{toString}}')).toBe('{{toString}}');
});

test('finds the placeholders i18next reads, dotted ones too', () => {
  expect('{{a}} {{ b.c }} {d} {{}}'.match(placeholderPattern)).toEqual(['{{a}}', '{{ b.c }}']);
});

test('reads the words at a dot key and fills them, and names a key with no words', () => {
  const words = { meta: { title: '{{page}} | {{name}}', pages: { about: 'About' } } };
  expect(textAt(words, 'meta.title', { page: 'Home', name: 'Amani' })).toBe('Home | Amani');
  expect(textAt(words, 'meta.pages.about')).toBe('About');
  expect(() => textAt(words, 'meta.pages')).toThrow('No text at meta.pages');
  expect(() => textAt(words, 'meta.nothing.here')).toThrow('No text at meta.nothing.here');
});
