// @vitest-environment node
import { expect, test, vi } from 'vitest';
import { ownerChecksPlugin } from './owner-checks-plugin';
import { validateOwner, type Validation } from './validate';

vi.mock('./validate', () => ({ validateOwner: vi.fn() }));

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
    /^app\/i18n\/locales\/sw\/about\.json:1: valid JSON \(.+\)$/,
  );
  // As the checks name them: a comma after the last value on its line, a byte-order mark.
  expect(() => transform('{\n  "title": "Kunihusu",\n}\n', file)).toThrow(
    'app/i18n/locales/sw/about.json:2: valid JSON (a comma after the last value, before } (JSON takes none there): remove it)',
  );
  expect(() => transform('\uFEFF{ "title": "Kunihusu" }', file)).toThrow(
    /^app\/i18n\/locales\/sw\/about\.json:1: valid JSON \(an invisible byte-order mark/,
  );
  // A file that parses, or one that is not the owner's, goes on to Vite's own JSON plugin.
  expect(transform('{ "title": "Kunihusu" }', file)).toBeNull();
  expect(transform('{ broken', '/site/node_modules/x/package.json')).toBeNull();
});

test('in dev, an owner’s TypeScript file that does not parse is one line, with no stack trace', () => {
  const plugin = ownerChecksPlugin();
  (plugin.configResolved as Hook).call({}, { root: '/site', command: 'serve' });
  const transform = (code: string, id: string) => (plugin.transform as Hook).call({}, code, id);
  const broken = "export const site = {\n  name:: 'Someone',\n};\n";
  let thrown: Error | undefined;
  try {
    transform(broken, '/site/site.config.ts');
  } catch (error) {
    thrown = error as Error;
  }
  expect(thrown?.message).toBe(
    'site.config.ts:2: TypeScript that loads: fix this first, the other checks run once the file loads (found: SyntaxError: Unexpected token, at "name:: \'Someone\'," (or just before it))',
  );
  expect(thrown?.stack).toBe('');
  // A file that parses, or one that is not the owner's, goes on to Vite's own plugins.
  expect(
    transform("export const site = { name: 'Someone' };\n", '/site/site.config.ts'),
  ).toBeNull();
  expect(transform('export const = ;', '/site/app/routes/home.ts')).toBeNull();
});

test('in dev, a check that ends after a newer one has begun shows nothing: the overlay never brings back a mistake already fixed', async () => {
  // The first check (of the mistake) is slow, the second (after the fix) quick.
  const ends: ((validation: Validation) => void)[] = [];
  vi.mocked(validateOwner).mockImplementation(
    () => new Promise<Validation>((resolve) => ends.push(resolve)),
  );
  const sent: unknown[] = [];
  const logged: string[] = [];
  let onChange: (event: string, file: string) => void = () => {};
  const server = {
    config: { root: '/site', logger: { error: (message: string) => logged.push(message) } },
    ws: { send: (payload: unknown) => sent.push(payload), on: () => {} },
    watcher: { on: (_: string, listener: typeof onChange) => (onChange = listener) },
  };
  const plugin = ownerChecksPlugin();
  (plugin.configResolved as Hook).call({}, { root: '/site', command: 'serve' });
  (plugin.configureServer as Hook).call({}, server);
  onChange('change', '/site/app/i18n/locales/en/home.json');
  expect(ends).toHaveLength(2);

  const problem = {
    file: 'app/i18n/locales/en/home.json',
    item: 'the words',
    field: 'hero.title',
    expected: 'a text',
    found: 'nothing',
  };
  ends[1]?.({ input: {} as Validation['input'], problems: [] });
  ends[0]?.({ input: {} as Validation['input'], problems: [problem] });
  // Both checks' ends are promise callbacks: all run before the next task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sent).toEqual([]);
  expect(logged).toEqual([]);

  // The newest check's own problems are shown.
  onChange('change', '/site/app/i18n/locales/en/home.json');
  ends[2]?.({ input: {} as Validation['input'], problems: [problem] });
  await vi.waitFor(() => expect(sent).toHaveLength(1));
  expect(logged.join('\n')).toContain('hero.title');
});
