/**
 * A mailto: URL with a prefilled subject and body, encoded as RFC 6068 asks:
 * every character outside the unreserved set percent-encoded as UTF-8 (a
 * space is `%20`, never `+`), and line breaks as CRLF (`%0D%0A`).
 */
export function mailtoUrl(email: string, subject: string, body: string): string {
  const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
  return `mailto:${email}?subject=${encodeURIComponent(crlf(subject))}&body=${encodeURIComponent(crlf(body))}`;
}
