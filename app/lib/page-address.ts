/**
 * The address the browser's router is given, tidied before it reads it
 * (app/entry.client.tsx): what the router cannot read otherwise.
 */

/**
 * The address to show for a page reached with doubled slashes (`//about`,
 * `/sw//about`), or undefined. Some hosts merge the slashes and serve the
 * page; the browser's router would take the path for an unknown one and draw
 * its 404 over the page. When the page's canonical URL is the path with its
 * slashes merged, the address becomes that, before the router reads it. A 404
 * document has no canonical URL, and stays as it is.
 */
export function mergedSlashesUrl(
  { pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>,
  canonical: string | null | undefined,
): string | undefined {
  if (!pathname.includes('//') || !canonical) return undefined;
  let target: string;
  try {
    target = new URL(canonical).pathname;
  } catch {
    return undefined;
  }
  const merged = pathname.replace(/\/{2,}/g, '/');
  const page = merged.length > 1 ? merged.replace(/\/$/, '') : merged;
  return page === target ? `${target}${search}${hash}` : undefined;
}

/**
 * The address of a 404 page reached by a path that does not decode (`/%`,
 * `/%E0%A4%A`), with each `%` written as `%25`, or undefined: the router
 * then reads the path as typed, instead of warning that it cannot.
 */
export function decodableUrl({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>): string | undefined {
  // The decoded path is used, not only tried: a minifier drops a call whose
  // result goes unused, taking decodeURI for one that cannot throw.
  let decoded = '';
  try {
    decoded = decodeURI(pathname);
  } catch {
    decoded = '';
  }
  return decoded === '' ? `${pathname.replaceAll('%', '%25')}${search}${hash}` : undefined;
}
