/**
 * Content-Security-Policy per page. The build inlines scripts that differ per
 * page (the theme and language head script, React Router's hydration data),
 * so each page gets a policy allowing exactly its own inline scripts by hash;
 * everything else must come from the site itself.
 */
import { createHash } from 'node:crypto';

/** Where the build writes the page → policy map (a dotfile, so it is never served). */
export const cspFileName = '.csp.json';

const inlineScript = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const dataScript = /\btype="application\/(?:ld\+)?json"/;

/** The sha256 sources of a document's executable inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(inlineScript)) {
    if (dataScript.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // React writes sizes as style attributes in the prerendered HTML.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}
