import { expect, test, vi } from 'vitest';
import { reloadPage } from '~/lib/reload-page';
import { loadI18n, prefetchOtherLanguages } from './i18n';

// The Portuguese chunk is gone, as after a redeploy that renamed it.
const chunkError = new Error('Failed to fetch dynamically imported module');
const loadPortuguese = vi.fn(() => {
  throw chunkError;
});
vi.mock('./locales/pt', () => loadPortuguese());
vi.mock('~/lib/reload-page', () => ({ reloadPage: vi.fn() }));

test('a language chunk that fails to load reloads the page that needs it, and only that', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/about');
  prefetchOtherLanguages('en');
  await expect(loadI18n('pt')).rejects.toThrow();
  expect(reloadPage).not.toHaveBeenCalled();

  // The visitor chooses Português anyway: the page needs the words now.
  window.history.replaceState(null, '', '/pt/about');
  const shown = loadI18n('pt');
  await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  expect(loadPortuguese.mock.calls.length).toBeGreaterThanOrEqual(2);
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
