/**
 * A URL as people write it on paper: no scheme, no trailing slash
 * (`https://github.com/example/` → `github.com/example`). No imports: the
 * build scripts load it with plain Node.
 */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/+$/, '');
}
