/**
 * Vite wraps every `import()` it can resolve in its preload helper
 * (`__vitePreload`), which fetches the imported chunk's own imports and
 * stylesheets alongside it. It does so even when the chunk has none (Vite
 * issue #13952), and the helper, about 1.7 KB unminified, then sits in the
 * pages' JavaScript for nothing: the site's only such imports are the
 * languages' words (app/i18n/i18n.ts), plain data with no imports.
 *
 * This plugin unwraps those calls back into the `import()` written in the
 * source, before minification, so that the unused helper is dropped with the
 * rest of the dead code. It then checks each unwrapped import's chunk: if one
 * ever gains imports or a stylesheet, the build stops rather than load it
 * without them.
 */
import type { Plugin } from 'vite';

/** `__vitePreload(() => import("./x.js"), __VITE_PRELOAD__)`, as Vite renders it before minifying. */
const wrappedImport =
  /__vitePreload\(\s*\(\)\s*=>\s*(import\(\s*("[^"]+"|'[^']+'|`[^`]+`)\s*\))\s*,\s*__VITE_PRELOAD__\s*\)/g;

/** The code with each wrapped call replaced by its bare `import()`, and how many there were. */
export function unwrapPreloads(code: string): { code: string; count: number } {
  let count = 0;
  const unwrapped = code.replace(wrappedImport, (_call, bareImport: string) => {
    count += 1;
    return bareImport;
  });
  return { code: unwrapped, count };
}

/** A chunk told apart by its modules, the same before and after its file name is final. */
const chunkKey = (chunk: { facadeModuleId: string | null; moduleIds: string[] }) =>
  chunk.facadeModuleId ?? chunk.moduleIds.join('\n');

export function bareDynamicImportsPlugin(): Plugin {
  /** The chunks whose imports were unwrapped (their file names are not final yet). */
  const importers = new Set<string>();
  return {
    name: 'bare-dynamic-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    renderChunk: {
      order: 'post',
      handler(code, chunk) {
        if (!code.includes('__VITE_PRELOAD__')) return null;
        const result = unwrapPreloads(code);
        if (result.count === 0) return null;
        importers.add(chunkKey(chunk));
        return { code: result.code, map: null };
      },
    },
    generateBundle(_options, bundle) {
      for (const importer of Object.values(bundle)) {
        if (importer.type !== 'chunk') continue;
        if (!importers.has(chunkKey(importer))) continue;
        for (const fileName of importer.dynamicImports) {
          const target = bundle[fileName];
          const needsMore =
            target?.type !== 'chunk' ||
            target.imports.length > 0 ||
            (target.viteMetadata?.importedCss.size ?? 0) > 0;
          if (needsMore) {
            this.error(
              `${fileName}, imported by ${importer.fileName}, has imports or styles of its own: ` +
                `scripts/bare-dynamic-imports-plugin.ts loads it without Vite's preload helper, ` +
                `which would fetch them. Keep it plain data, or leave it out of this plugin.`,
            );
          }
        }
      }
      importers.clear();
    },
  };
}
