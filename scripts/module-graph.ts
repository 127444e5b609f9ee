/**
 * The JavaScript a prerendered page loads before it is interactive, read from
 * the build output with es-module-lexer (the parser Vite itself uses), so a
 * string or comment that looks like an import is never counted. Shared by the
 * postbuild step (which preloads it) and the budget test (which weighs it).
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { init, parse } from 'es-module-lexer';

// Ready before any caller parses: an unawaited `init` made a caller that
// came first (a test under load) fail with "parse is not a function".
await init();

/**
 * The specifiers a module imports: its static imports (`import … from "x"`,
 * `import "x"`, `export … from "x"`), and with `withDynamic` also `import("x")`
 * with a literal specifier. `import.meta` and computed `import(x)` are not imports.
 */
export function importsOf(code: string, withDynamic = false): string[] {
  const [imports] = parse(code);
  return imports.flatMap((entry) => {
    if (entry.type === 'static' || entry.type === 'reexport-star') return [entry.specifier];
    const isLiteral = entry.type === 'dynamic' && entry.specifier !== undefined && !entry.glob;
    return withDynamic && isLiteral ? [entry.specifier] : [];
  });
}

/**
 * The inline module scripts of a page (React Router's, which starts the app),
 * also when the page holds one as a data block for its starter to run
 * (scripts/page-scripts.ts).
 */
export function inlineModuleScripts(html: string): string[] {
  const scripts = /<script type="(?:module|text\/plain)"[^>]*>([\s\S]*?)<\/script>/g;
  return [...html.matchAll(scripts)].map(([, code = '']) => code);
}

/**
 * The site-absolute URLs (`/assets/…`) of every module these module scripts
 * load to start: what they import, statically or with a literal `import()`,
 * and all the static imports of those, transitively. In load order: a module
 * comes after the modules that import it.
 */
export function moduleClosure(scripts: readonly string[], clientDir: string): string[] {
  const seen = new Set<string>();
  const queue = scripts.flatMap((code) =>
    importsOf(code, true).filter((spec) => spec.startsWith('/')),
  );
  while (queue.length > 0) {
    const url = queue.shift();
    if (url === undefined || seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(clientDir, url), 'utf8');
    for (const spec of importsOf(code)) {
      queue.push(spec.startsWith('/') ? spec : posix.join(posix.dirname(url), spec));
    }
  }
  return [...seen];
}

/** Every module a prerendered page loads to start, from its inline module scripts. */
export function pageModuleUrls(html: string, clientDir: string): string[] {
  return moduleClosure(inlineModuleScripts(html), clientDir);
}
