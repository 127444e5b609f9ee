/**
 * A text as XML character data or an attribute value: the sitemap's URLs, the
 * CV's XMP metadata. Free of imports, so any build script may use it.
 */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );
}
