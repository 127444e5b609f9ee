import { expect, test } from 'vitest';
import { interpolate, placeholderPattern } from './interpolate';

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
