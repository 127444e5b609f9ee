import type { ReactNode } from 'react';

/** A hyphenated word: "Full-Stack", "front-end". */
export const hyphenatedWord = /\S+-\S+/u;

/** Splits a title into its other text and, at the odd places, its hyphenated words. */
const aroundHyphenatedWords = new RegExp(`(${hyphenatedWord.source})`, 'u');

/** The longest hyphenated word kept whole: a longer one may still break where it must. */
export const keptWordMaxLength = 20;

/**
 * A title whose hyphenated words stay whole on a line: a narrow card broke
 * them at the hyphen ("Senior Full- / Stack Developer"), and a 320 px phone
 * the role under Home's heading ("Desenvolvedor web full- / stack"). The text is
 * unchanged. Only from 20 ems across: narrower (the largest text on a phone),
 * the page's own rule that breaks a word wider than its box (app.css) holds.
 */
export function keepHyphenatedWords(title: string): ReactNode[] {
  return title.split(aroundHyphenatedWords).map((part, index) =>
    index % 2 === 1 && part.length <= keptWordMaxLength ? (
      <span key={index} className="min-[20em]:whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
