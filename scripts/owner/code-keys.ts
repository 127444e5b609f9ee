/**
 * Which translation keys the code uses, read from its source: every string
 * literal that looks like a dotted key (`'home.hero.title'`), and every
 * template literal with a dotted static part (`` `projects.status.${status}` ``)
 * as a pattern. A key is used when a literal names it or one of its parents,
 * or a pattern matches it or one of its parents.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export type CodeKeys = { literals: Set<string>; patterns: RegExp[] };

const keyLike = /^[a-zA-Z]\w*(\.\w+)+$/;
const literalPattern = /(['"])([a-zA-Z]\w*(?:\.\w+)+)\1/g;
const templatePattern = /`([^`]*\$\{[^`]*)`/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function keysInSource(source: string, keys: CodeKeys): void {
  for (const match of source.matchAll(literalPattern)) keys.literals.add(match[2] ?? '');
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
  const keys: CodeKeys = { literals: new Set(), patterns: [] };
  for (const file of [...sourceFiles(root, 'app'), ...sourceFiles(root, 'scripts')]) {
    keysInSource(readFileSync(join(root, file), 'utf8'), keys);
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
