/**
 * The owner checks' part for the CV (run by scripts/owner/validate.ts): every
 * character a language's CV shows must be one its font can draw, or the PDF
 * would show an empty box. Kept apart from the renderer, so `npm run check`
 * does not load PDFKit.
 */
import type { Language } from '../../app/i18n/languages.ts';
import type { OwnerInput } from '../owner/load.ts';
import type { Problem } from '../owner/problem.ts';
import { cvContent } from './cv-content.ts';
import { cvFontDescription, missingCharacters } from './cv-fonts.ts';

/** Characters the CV would show that its font cannot draw, named by file, item and field. */
export function cvProblems(input: OwnerInput, origin: string): Problem[] {
  const problems = new Map<string, Problem>();
  for (const { code } of input.languages) {
    const { sources } = cvContent(input, code as Language, origin);
    for (const { file, item, field, text } of sources) {
      const missing = missingCharacters(text);
      if (missing.length === 0) continue;
      problems.set(`${file} ${item} ${field}`, {
        file,
        item,
        field,
        expected: `only characters the CV's font (${cvFontDescription}) has: write these another way`,
        found: missing
          .map(
            (character) =>
              `"${character}" (U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')})`,
          )
          .join(', '),
      });
    }
  }
  return [...problems.values()];
}
