import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../i18n/languages.ts');
  vi.resetModules();
});

/** The test helpers as loaded over a list whose default is `defaultLanguage`. */
async function helpersWithDefault(defaultLanguage: string) {
  vi.resetModules();
  vi.doMock('../i18n/languages.ts', async (importOriginal) => ({
    ...(await importOriginal<object>()),
    defaultLanguage,
  }));
  return import('./languages.ts');
}

test('a list whose default is not English stops the tests at once, saying why', async () => {
  await expect(helpersWithDefault('pt')).rejects.toThrow(
    "The tests need English as the default language; app/i18n/languages.ts has defaultLanguage 'pt'.",
  );
});

test('with English as the default, the helpers give the other languages', async () => {
  const { prefixedLanguages } = await helpersWithDefault('en');
  expect(prefixedLanguages).not.toContain('en');
  expect(prefixedLanguages.length).toBeGreaterThan(0);
});
