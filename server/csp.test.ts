// @vitest-environment node
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './csp';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('hashes every executable inline script, once, and skips data scripts and external ones', () => {
  const html = [
    '<script>document.documentElement.classList.add("dark")</script>',
    '<script type="module" async="">import "/assets/x.js";</script>',
    '<script>document.documentElement.classList.add("dark")</script>',
    '<script type="application/json" id="i18n-data">{"a":1}</script>',
    '<script type="application/ld+json">{"@type":"Person"}</script>',
    '<script src="/assets/entry.js"></script>',
  ].join('');
  expect(inlineScriptHashes(html)).toEqual([
    sha256('document.documentElement.classList.add("dark")'),
    sha256('import "/assets/x.js";'),
  ]);
});

test('the policy allows only the site itself plus the hashed scripts', () => {
  const policy = contentSecurityPolicy(["'sha256-abc'"]);
  expect(policy).toContain("script-src 'self' 'sha256-abc'");
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
});
