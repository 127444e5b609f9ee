/**
 * The glossaries' rules on the owner's words (app/i18n/glossary.ts, written
 * out in docs/glossary/): no term a language rules out, and sentence case in
 * short labels (headings, buttons, links) where the language asks for it.
 * Names the words already give (places, countries, people, companies, the
 * owner's) keep their capitals; other names go in the glossary's properNouns.
 */
import { containsTerm } from '../../app/i18n/glossary.ts';
import { ownerFiles, type OwnerInput } from './load.ts';
import { languageName, type Problem } from './problem.ts';
import { leaves, wordProblem } from './words.ts';

/** Keys whose values are names or data, not labels (place and country names, the owner's city too): they keep their own capitals. */
const namesAndData =
  /\.(name|company|organization|position|years|year|code|github|linkedin|city)$|\.map\.(places|countries)\./;

/** The capitalised words of the words' names and data and of the owner's name. */
export function namedIn(values: [string, string][], ownerName: string): string[] {
  return [...values.filter(([key]) => namesAndData.test(key)).map(([, text]) => text), ownerName]
    .flatMap((text) => text.split(/[\s,.;()]+/))
    .filter((word) => /^\p{Lu}/u.test(word));
}

/** The words of a short label that are capitalised like English title case, unless they are names. */
export function titleCaseWords(
  key: string,
  text: string,
  properNouns: readonly string[],
): string[] {
  // Long texts, and texts that end as sentences do, are prose rather than labels.
  const isProse = text.split(/\s+/).length > 8 || /[.…]$/.test(text.trim());
  if (namesAndData.test(key) || text.includes('{{') || isProse) return [];
  // Each line, and each part after a colon, dash or sentence end, may start with a capital.
  return text.split(/[:!?]\s+|\s[-–]\s|\n/).flatMap((segment) =>
    segment
      .split(/\s+/)
      // A word without the quotes, brackets or punctuation around it ("(Ureno)," is Ureno).
      .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
      .filter((word) => /\p{L}/u.test(word))
      .slice(1)
      .filter((word) => /^\p{Lu}\p{Ll}/u.test(word) && !properNouns.includes(word)),
  );
}

export function checkGlossaries(input: OwnerInput): Problem[] {
  const ownerName = (input.site as { name?: unknown } | null)?.name;
  const problems: Problem[] = [];
  for (const { code } of input.languages) {
    const glossary = input.glossaries[code];
    if (!glossary) continue;
    const language = languageName(code);
    const values = [...leaves(input.words[code] ?? {})].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    for (const [key, text] of values) {
      for (const { avoid, use, concept } of glossary.entries) {
        const found = avoid.filter((avoided) => containsTerm(text, avoided));
        // "SIG web" holds "SIG": the longer term is named, once.
        const terms = found.filter(
          (term) => !found.some((other) => other !== term && containsTerm(other, term)),
        );
        for (const term of terms) {
          problems.push(
            wordProblem(
              code,
              key,
              `none of the terms the ${language} glossary rules out: for ${concept} it uses ${use} (docs/glossary/, ${ownerFiles.glossary})`,
              `"${term}"`,
            ),
          );
        }
      }
    }
    if (!glossary.sentenceCase) continue;
    const properNouns = [
      ...glossary.properNouns,
      ...namedIn(values, typeof ownerName === 'string' ? ownerName : ''),
    ];
    for (const [key, text] of values) {
      const capitalised = titleCaseWords(key, text, properNouns);
      if (capitalised.length === 0) continue;
      problems.push(
        wordProblem(
          code,
          key,
          `sentence case, as ${language} writes headings, buttons and links: a small letter for ${capitalised.join(', ')}; or, for a name, add it to glossaries.${code}.properNouns in ${ownerFiles.glossary}`,
          `"${text}"`,
        ),
      );
    }
  }
  return problems;
}
