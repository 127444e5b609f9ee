// @vitest-environment node
import { expect, test } from 'vitest';
import { contrastWithWhite, oklchLuminance, palette, paletteOf } from './tailwind-colours';

test('OKLCH colours get the relative luminance of their sRGB colour', () => {
  expect(oklchLuminance(1, 0, 0)).toBeCloseTo(1, 3);
  expect(oklchLuminance(0, 0, 0)).toBeCloseTo(0, 6);
  // sRGB red (#ff0000) is oklch(62.8% 0.2577 29.23): luminance 0.2126.
  expect(oklchLuminance(0.628, 0.2577, 29.23)).toBeCloseTo(0.2126, 2);
  // #767676, the lightest grey with 4.5:1 on white: oklch(56.59% 0 0).
  expect(contrastWithWhite(oklchLuminance(0.5659, 0, 0))).toBeCloseTo(4.54, 1);
});

test("the palette is read from Tailwind's theme variables, each shade by name", () => {
  const colours = paletteOf(
    ':root{--color-blue-700: oklch(48.8% 0.243 264.376);--color-white: #fff;--color-red-50: oklch(97.1% 0.013 17.38);}',
  );
  expect([...colours.keys()]).toEqual(['blue-700', 'red-50']);
  expect(contrastWithWhite(colours.get('blue-700') ?? 1)).toBeGreaterThan(4.5);
  expect(contrastWithWhite(colours.get('red-50') ?? 0)).toBeLessThan(1.1);
  expect(palette.has('indigo-800')).toBe(true);
});
