/**
 * Content-Security-Policy per page. The build inlines scripts that differ per
 * page (the theme and language head script, React Router's hydration data),
 * so each page gets a policy allowing exactly its own inline scripts by hash;
 * everything else must come from the site itself.
 */
import { createHash } from 'node:crypto';

/** The build's page → policy map, written beside the publish dir (build/csp.json), so it is never served. */
export const cspFileName = 'csp.json';

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

/** Directives a browser ignores (with a console error) in a `<meta http-equiv>` policy. */
const headerOnlyDirectives = ['frame-ancestors', 'report-uri', 'sandbox'];

/** The policy as a `<meta http-equiv>` may carry it: without the header-only directives. */
export function metaPolicyOf(policy: string): string {
  return policy
    .split(/;\s*/)
    .filter((directive) => !headerOnlyDirectives.includes(directive.split(' ')[0] ?? ''))
    .join('; ');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Puts the policy into the document as `<meta http-equiv>`, right after the
 * charset declaration (which must stay in the first 1024 bytes) and before
 * any script, for hosts that cannot send headers. Idempotent.
 */
export function withMetaPolicy(html: string, policy: string): string {
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicyOf(policy))}"/>`;
  const charset = /<meta charSet="utf-8"\/?>/i;
  return charset.test(html)
    ? html.replace(charset, (tag) => `${tag}${meta}`)
    : html.replace(/<head>/, `<head>${meta}`);
}
