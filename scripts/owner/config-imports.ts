/**
 * Which of the owner's files the dev server's own configuration loads
 * (vite.config.ts and, through it, the build's plugins): a slip in one of
 * those stops `npm run dev` before it starts, with the bundler's stack trace,
 * so scripts/check.ts names it in one line first. Read from the import
 * statements themselves, so an import added to the configuration is covered.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ownerFiles } from './load.ts';

/** Relative module specifiers a file imports at load (`import … from './x.ts'`, `import './x'`); not `import type`. */
function relativeImportsOf(source: string): string[] {
  const statements = source.matchAll(
    /^\s*import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm,
  );
  return [...statements].map(([, specifier = '']) => specifier);
}

/** A specifier's file: as written, or with `.ts`/`.tsx` (imports of our own code may leave it out). */
function resolvedFile(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find(
    (file) => existsSync(file) && !file.endsWith(sep),
  );
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
    for (const specifier of relativeImportsOf(readFileSync(file, 'utf8'))) {
      const imported = resolvedFile(file, specifier);
      if (imported !== undefined) visit(imported);
    }
  };
  visit(join(root, entry));
  return [...found].sort();
}
