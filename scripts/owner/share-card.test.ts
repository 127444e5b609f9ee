// @vitest-environment node
import { expect, test } from 'vitest';
import { site } from '../../site.config';
import { shareCard, shareCardSvg } from './share-card';

/** The baselines and left edges of the card's lines, from its glyphs' places. */
function linesOf(svg: string): { baselines: number[]; lefts: number[] } {
  const places = [...svg.matchAll(/translate\((-?[\d.]+) (-?[\d.]+)\)/g)].map(([, x, y]) => [
    Number(x),
    Number(y),
  ]);
  return {
    baselines: [...new Set(places.map(([, y]) => y ?? 0))],
    lefts: places.map(([x]) => x ?? 0),
  };
}

test.each([
  'Ana Lu',
  site.name,
  'Maria da Conceição dos Santos Gonçalves de Albuquerque e Vasconcelos',
  'Wolfeschlegelsteinhausenbergerdorff',
])(
  'the name "%s" takes at most two lines, with the address under it, all inside the card',
  (name) => {
    const svg = shareCardSvg({
      name,
      url: 'https://www.owner-site.dev',
      themeColor: site.themeColor,
    });
    const { baselines, lefts } = linesOf(svg ?? '');
    // At most two lines of name, then the address.
    expect(baselines.length).toBeGreaterThanOrEqual(2);
    expect(baselines.length).toBeLessThanOrEqual(3);
    expect(Math.min(...baselines)).toBeGreaterThan(shareCard.text.top);
    expect(Math.max(...baselines)).toBeLessThanOrEqual(shareCard.text.bottom);
    expect(Math.min(...lefts)).toBeGreaterThanOrEqual(shareCard.text.left - 1);
  },
);
