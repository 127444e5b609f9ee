/**
 * Tailwind's colour palette, read from its own theme (`tailwindcss/theme.css`),
 * for the owner checks: which gradient classes a testimonial may name, and
 * whether white initials stay readable on them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** An OKLCH colour's relative luminance (WCAG), through linear sRGB (OKLab's matrices). */
export function oklchLuminance(lightness: number, chroma: number, hueDegrees: number): number {
  const hue = (hueDegrees * Math.PI) / 180;
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  const red = clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s);
  const green = clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s);
  const blue = clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG's contrast ratio of white text on a colour of this luminance. */
export function contrastWithWhite(luminance: number): number {
  return 1.05 / (luminance + 0.05);
}

/** Each palette colour with a shade (`blue-700`) → its relative luminance. */
export function paletteOf(themeCss: string): Map<string, number> {
  const colours = new Map<string, number>();
  const variable = /--color-([a-z]+-\d+):\s*oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)/g;
  for (const [, name = '', lightness = '', chroma = '', hue = ''] of themeCss.matchAll(variable)) {
    colours.set(name, oklchLuminance(Number(lightness) / 100, Number(chroma), Number(hue)));
  }
  return colours;
}

/** Tailwind's palette as this project's Tailwind defines it. */
export const palette: ReadonlyMap<string, number> = paletteOf(
  readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8'),
);
