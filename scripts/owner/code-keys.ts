/**
 * Which translation keys the code uses, read from its source: every string
 * literal that looks like a dotted key (`'home.hero.title'`), and every
 * template literal with a dotted static part (`` `projects.status.${status}` ``)
 * as a pattern. A key is used when a literal names it or one of its parents,
 * or a pattern matches it or one of its parents.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { escapeRegExp } from '../../app/lib/escape-reg-exp.ts';

export type CodeKeys = {
  literals: Set<string>;
  patterns: RegExp[];
  /** The first source file that names each literal, to point the owner at it. */
  sources: Map<string, string>;
};

const keyLike = /^[a-zA-Z]\w*(\.\w+)+$/;
const literalPattern = /(['"])([a-zA-Z]\w*(?:\.\w+)+)\1/g;
const templatePattern = /`([^`]*\$\{[^`]*)`/g;

function keysInSource(source: string, file: string, keys: CodeKeys): void {
  for (const match of source.matchAll(literalPattern)) {
    const literal = match[2] ?? '';
    keys.literals.add(literal);
    if (!keys.sources.has(literal)) keys.sources.set(literal, file);
  }
  for (const match of source.matchAll(templatePattern)) {
    const parts = (match[1] ?? '').split(/\$\{[^}]*\}/);
    const statics = parts.join('');
    if (!statics.includes('.') || /\s/.test(statics)) continue;
    keys.patterns.push(new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`));
  }
}

/** Source files of the pages and of the scripts that write translated files (manifests). */
function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.(test|spec)\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(join('scripts', 'owner')) && !file.includes('locales'));
}

export function readCodeKeys(root: string): CodeKeys {
  const keys: CodeKeys = { literals: new Set(), patterns: [], sources: new Map() };
  for (const file of [...sourceFiles(root, 'app'), ...sourceFiles(root, 'scripts')]) {
    keysInSource(readFileSync(join(root, file), 'utf8'), file, keys);
  }
  return keys;
}

export function isKeyUsed(key: string, keys: CodeKeys): boolean {
  if (!keyLike.test(key)) return false;
  const segments = key.split('.');
  for (let length = segments.length; length >= 2; length -= 1) {
    const candidate = segments.slice(0, length).join('.');
    if (keys.literals.has(candidate)) return true;
    if (keys.patterns.some((pattern) => pattern.test(candidate))) return true;
  }
  return false;
}

/** A file name, not a key: `meta.json`, `site.config.ts`. */
const fileName =
  /\.(json|[cm]?[jt]sx?|css|html|svg|png|jpe?g|webp|avif|pdf|vcf|txt|xml|webmanifest)$/;

/**
 * The keys the code names in full that no word of `language` answers: each
 * with the file that names it. A literal counts when it starts with one of
 * the language's sections (`about.…`) and is not a file name; a key is
 * answered by a word at it or under it (`about.jobs` by `about.jobs.job1.title`).
 */
export function wordlessKeys(keys: CodeKeys, words: ReadonlyMap<string, unknown>) {
  // Every word's key and each of its parents: `about`, `about.jobs`, `about.jobs.job1`, ….
  const answered = new Set(
    [...words.keys()].flatMap((key) =>
      key.split('.').map((_, index, parts) => parts.slice(0, index + 1).join('.')),
    ),
  );
  return [...keys.literals].flatMap((literal) =>
    answered.has(literal.split('.')[0] ?? '') && !fileName.test(literal) && !answered.has(literal)
      ? [{ key: literal, source: keys.sources.get(literal) ?? '(the code)' }]
      : [],
  );
}
