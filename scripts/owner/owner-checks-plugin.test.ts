// @vitest-environment node
import { expect, test } from 'vitest';
import { ownerChecksPlugin } from './owner-checks-plugin';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

test('in dev, an owner’s JSON file that does not parse is named by its path, as the checks name it', () => {
  const plugin = ownerChecksPlugin();
  (plugin.configResolved as Hook).call({}, { root: '/site', command: 'serve' });
  const context = {
    error: ({ message, id }: { message: string; id: string }) => {
      throw Object.assign(new Error(message), { id });
    },
  };
  const transform = (code: string, id: string) =>
    (plugin.transform as Hook).call(context, code, id);
  const file = '/site/app/i18n/locales/sw/about.json';
  expect(() => transform('{ "title": "Kunihusu" "x": 1 }', file)).toThrow(
    /^app\/i18n\/locales\/sw\/about\.json: valid JSON \(.+\)$/,
  );
  // A file that parses, or one that is not the owner's, goes on to Vite's own JSON plugin.
  expect(transform('{ "title": "Kunihusu" }', file)).toBeNull();
  expect(transform('{ broken', '/site/node_modules/x/package.json')).toBeNull();
});
