/**
 * Text as a regular expression that matches it literally: one helper for the
 * site, the build scripts (nginx's rules, the owner checks) and the tests. No
 * imports: the build scripts load it with plain Node.
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
