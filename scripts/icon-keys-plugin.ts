/**
 * Each shape of a lucide-react icon carries a React key of its own, six random
 * characters (`["path", { d: "M12 2v2", key: "tus03m" }]`). Random text barely
 * compresses: the keys of the icons Home draws cost it about 0.4 KB gzip, for
 * nothing a visitor's browser needs. React asks for keys on a list's items
 * only to tell them apart when the list changes, and an icon's shapes never
 * change; in production it says nothing of a missing key.
 *
 * This plugin blanks those keys, and a statement that does nothing but read
 * the shapes, out of the icons' modules in the client build
 * (the browser's JavaScript), as spaces of the same length, so that source maps
 * stay true and the minifier drops the spaces. Only there: dev keeps them,
 * since React's development build warns of a list without keys, and the
 * prerender's keys never reach its HTML.
 */
import type { Plugin } from 'vite';

/** The folder of lucide-react's icon modules (`lucide-react/dist/esm/icons/`), as a pattern. */
export const lucideIconsFolder = String.raw`lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]`;

/** An icon's module in lucide-react's ES build (`lucide-react/dist/esm/icons/sun.mjs`). */
const iconModule = new RegExp(String.raw`[\\/]${lucideIconsFolder}[^\\/]+\.mjs$`);

/** A shape's key as lucide-react writes it, with the comma before it. */
const shapeKey = /,\s*key:\s*"[^"]*"/g;

/**
 * A statement that only reads the icon's shapes (`__iconData.node;`), which
 * lucide-react writes after each icon. It does nothing, but the minifier keeps
 * it, since reading a property could run a getter: 7 bytes an icon.
 */
const shapesRead = /^__iconData\.node;$/gm;

/**
 * The icon module's code with each shape's key, and the statement that only
 * reads its shapes, blanked out; and how many keys there were.
 */
export function blankIconKeys(code: string): { code: string; count: number } {
  let count = 0;
  const blank = (text: string) => ' '.repeat(text.length);
  const blanked = code
    .replace(shapeKey, (key) => {
      count += 1;
      return blank(key);
    })
    .replace(shapesRead, blank);
  return { code: blanked, count };
}

export function iconKeysPlugin(): Plugin {
  return {
    name: 'icon-keys',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: iconModule },
      handler(code, id) {
        const result = blankIconKeys(code);
        // An icon's own shapes (not a module that re-exports another under an older name)
        // with no key found, or a key left: lucide-react writes them another way now.
        const hasShapes = code.includes('node:');
        if ((hasShapes && result.count === 0) || /\bkey\s*:/.test(result.code)) {
          this.error(
            `${id}: shape keys that scripts/icon-keys-plugin.ts does not know how to blank out. ` +
              `lucide-react changed how it writes its icons; update the plugin (or remove it from vite.config.ts).`,
          );
        }
        return { code: result.code, map: null };
      },
    },
  };
}
