/**
 * Keys given twice in one object of a JSON file: `JSON.parse` keeps the last
 * silently, so an owner's edit above an old value has no effect. Read with
 * jsonc-parser's visitor, which reports each property with its line.
 */
import { visit } from 'jsonc-parser';

/** A key given again: its path within the file, and the lines (from 1) of the giving it replaces and its own. */
export type RepeatedKey = { path: string[]; lines: [number, number] };

/** An open object (each key's last line) or list (its next item's index), with its path. */
type Open =
  | { kind: 'object'; path: string[]; keys: Map<string, number>; key?: string }
  | { kind: 'list'; path: string[]; index: number };

export function repeatedKeysIn(text: string): RepeatedKey[] {
  const repeated: RepeatedKey[] = [];
  const open: Open[] = [];
  /** The path of a value starting now: its key in the open object, or its index in the open list. */
  const nextPath = (): string[] => {
    const parent = open.at(-1);
    if (!parent) return [];
    if (parent.kind === 'object') return [...parent.path, parent.key ?? ''];
    parent.index += 1;
    return [...parent.path, String(parent.index - 1)];
  };
  visit(text, {
    onObjectBegin: () => {
      open.push({ kind: 'object', path: nextPath(), keys: new Map() });
    },
    onArrayBegin: () => {
      open.push({ kind: 'list', path: nextPath(), index: 0 });
    },
    onObjectEnd: () => void open.pop(),
    onArrayEnd: () => void open.pop(),
    onLiteralValue: () => {
      // A list's plain item takes its index.
      if (open.at(-1)?.kind === 'list') nextPath();
    },
    onObjectProperty: (property, _offset, _length, startLine) => {
      const current = open.at(-1);
      if (current?.kind !== 'object') return;
      current.key = property;
      const line = startLine + 1;
      const before = current.keys.get(property);
      if (before !== undefined)
        repeated.push({ path: [...current.path, property], lines: [before, line] });
      current.keys.set(property, line);
    },
  });
  return repeated;
}
