/**
 * The value at a path inside nested objects: `valueAt(words, 'meta.manifest.name')`
 * or `valueAt(item, ['place', 'latitude'])`; undefined where the path leads
 * nowhere. No imports: the build scripts load it with plain Node.
 */
export function valueAt(value: unknown, path: string | readonly PropertyKey[]): unknown {
  const keys = typeof path === 'string' ? path.split('.') : path;
  return keys.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object'
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined,
    value,
  );
}
