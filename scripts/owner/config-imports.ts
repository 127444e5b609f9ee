/**
 * Which of the owner's files the dev server's own configuration loads
 * (vite.config.ts and, through it, the build's plugins): a slip in one of
 * those stops `npm run dev` before it starts, with the bundler's stack trace,
 * so scripts/check.ts names it in one line first. Read from the modules'
 * imports (es-module-lexer, after Node strips the types, as
 * scripts/module-graph.ts reads the build's), so an import added to the
 * configuration is covered.
 */
import { readFileSync, statSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import { importsOf } from '../module-graph.ts';
import { ownerFiles } from './load.ts';

/** A relative specifier's file: as written, with `.ts`/`.tsx` added, or `.js` read as `.ts`. */
function resolvedFile(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts')];
  return candidates.find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
}

/** The relative imports a TypeScript module makes when it loads (types only are not loads); none when it does not parse. */
function relativeImportsOf(file: string): string[] {
  try {
    const code = stripTypeScriptTypes(readFileSync(file, 'utf8'));
    return importsOf(code, true).filter((specifier) => /^\.{1,2}\//.test(specifier));
  } catch {
    // A slip in the file itself: it is named as unloadable; what it would import is not needed.
    return [];
  }
}

/** The owner's files (as ownerFiles names them) that `entry` loads, itself or through the modules it imports. */
export function ownerFilesLoadedBy(root: string, entry = 'vite.config.ts'): string[] {
  const owned = new Set<string>(Object.values(ownerFiles));
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.includes(`${sep}node_modules${sep}`)) return;
    seen.add(file);
    const name = relative(root, file).split(sep).join('/');
    if (owned.has(name)) found.add(name);
    if (!/\.tsx?$/.test(file)) return;
    for (const specifier of relativeImportsOf(file)) {
      const imported = resolvedFile(file, specifier);
      if (imported !== undefined) visit(imported);
    }
  };
  visit(resolve(root, entry));
  return [...found].sort();
}
