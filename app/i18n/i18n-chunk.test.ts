import { expect, test, vi } from 'vitest';
import { reloadPage } from '~/lib/reload-page';
import { lastLanguage } from '~/test/languages';
import { localizePath } from './languages';

// A language's chunk is gone, as after a redeploy that renamed it.
const chunkError = new Error('Failed to fetch dynamically imported module');
const loadLanguage = vi.fn(() => {
  throw chunkError;
});
vi.doMock(`./locales/${lastLanguage}`, () => loadLanguage());
vi.mock('~/lib/reload-page', () => ({ reloadPage: vi.fn() }));
// After the mock of the chunk, which is not hoisted: its path comes from the list.
const { loadI18n, prefetchOtherLanguages } = await import('./i18n');

test('a language chunk that fails to load reloads the page that needs it, and only that', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/about');
  prefetchOtherLanguages('en');
  await expect(loadI18n(lastLanguage)).rejects.toThrow();
  expect(reloadPage).not.toHaveBeenCalled();

  // The visitor chooses that language anyway: the page needs the words now.
  window.history.replaceState(null, '', localizePath(lastLanguage, '/about'));
  const shown = loadI18n(lastLanguage);
  await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  expect(loadLanguage.mock.calls.length).toBeGreaterThanOrEqual(2);
  // It never settles: React keeps showing the page until the new document arrives.
  const settled = await Promise.race([
    shown.then(
      () => true,
      () => true,
    ),
    new Promise((resolve) => setTimeout(() => resolve(false), 50)),
  ]);
  expect(settled).toBe(false);
  window.history.replaceState(null, '', '/');
});
