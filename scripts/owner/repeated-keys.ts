/**
 * Keys given twice in one object of a JSON file: `JSON.parse` keeps the last
 * silently, so an owner's edit above an old value has no effect. Read with
 * jsonc-parser's visitor, which reports each property with its line.
 */
import { visit } from 'jsonc-parser';

/** A key given again: its path within the file, and the lines (from 1) of its first and last giving. */
export type RepeatedKey = { path: string[]; lines: [number, number] };

export function repeatedKeysIn(text: string): RepeatedKey[] {
  const repeated: RepeatedKey[] = [];
  /** Per open object: its path, and the line of each key given in it. */
  const objects: { path: string[]; keys: Map<string, number> }[] = [];
  let pendingKey: string | undefined;
  visit(text, {
    onObjectBegin: () => {
      const parent = objects.at(-1);
      const path = parent ? [...parent.path, pendingKey ?? ''] : [];
      objects.push({ path, keys: new Map() });
      pendingKey = undefined;
    },
    onObjectEnd: () => {
      objects.pop();
    },
    onObjectProperty: (property, _offset, _length, startLine) => {
      const current = objects.at(-1);
      pendingKey = property;
      if (!current) return;
      const line = startLine + 1;
      const first = current.keys.get(property);
      if (first === undefined) current.keys.set(property, line);
      else repeated.push({ path: [...current.path, property], lines: [first, line] });
    },
    onArrayBegin: () => {
      // A list's objects have no key of their own; the words files hold none.
      pendingKey = undefined;
    },
  });
  return repeated;
}
