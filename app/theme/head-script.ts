export type HeadScriptOptions = {
  languages: readonly string[];
  defaultLanguage: string;
  themeKey: string;
  /** Set on `<html>` when the visitor chose a theme on this page (app/theme/theme.ts). */
  themeChosenAttribute: string;
  languageKey: string;
};

/**
 * Runs inline in `<head>` before anything paints (serialised with
 * `toString`, so it must stay self-contained and plain).
 *
 * Scripting: `data-js` on `<html>`. Without it (JavaScript off), app.css shows
 * what a script would reveal (every job) and hides the controls that need one
 * (`data-needs-js`).
 *
 * Storage: a sessionStorage that is blocked, null or throws is replaced by a
 * memory for the page.
 *
 * Theme: the saved `darkMode` JSON boolean, else the system preference, which
 * is followed live while nothing is saved; then `data-themed` on `<html>`.
 * Without it (JavaScript off), app.css takes the system's setting itself.
 * Language: on an unprefixed page (a prefix in any letter case counts), a visitor whose detected language
 * (localStorage, then browser languages, then `<html lang>`) is another
 * offered one is taken to that language's page, replacing the history entry;
 * not where storage does not work, which could not keep a choice to stay.
 */
export function runHeadScript(options: HeadScriptOptions): void {
  const root = document.documentElement;
  // JavaScript runs: app.css now keeps the later jobs collapsed and shows the script-only controls.
  root.setAttribute('data-js', '');
  // Undefined where storage does not work (it throws, or is null).
  const read = (key: string): string | null | undefined => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return undefined;
    }
  };
  // Storage that does not work (cookies refused, a web view with storage off,
  // which gives null, or methods that throw): sessionStorage, where React
  // Router's inline script keeps scroll positions, becomes a memory for this
  // page, so that script does not throw in its own error handler.
  // Read only, as that script does (its writes are guarded): a full storage
  // keeps its scroll positions, and nothing is written or left behind.
  try {
    window.sessionStorage.getItem('storage-probe');
    window.sessionStorage.removeItem('storage-probe');
  } catch {
    const items = new Map<string, string>();
    const memory = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: unknown) => void items.set(key, String(value)),
      removeItem: (key: string) => void items.delete(key),
      clear: () => items.clear(),
      key: (index: number) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
    };
    try {
      Object.defineProperty(window, 'sessionStorage', { value: memory, configurable: true });
    } catch {
      // Not redefinable here: the page works without scroll restoration.
    }
  }
  const media = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  const applyTheme = (event?: Event) => {
    // A choice made on this page holds against the system's changes, saved or not.
    if (event && event.type === 'change' && root.hasAttribute(options.themeChosenAttribute)) return;
    let saved: unknown = null;
    try {
      saved = JSON.parse(read(options.themeKey) ?? 'null');
    } catch {
      saved = null;
    }
    const isDark = typeof saved === 'boolean' ? saved : Boolean(media && media.matches);
    root.classList.toggle('dark', isDark);
    root.style.colorScheme = isDark ? 'dark' : 'light';
  };
  applyTheme();
  // A script chose the theme: app.css follows the system's setting only without one.
  root.setAttribute('data-themed', '');
  if (media && media.addEventListener) media.addEventListener('change', applyTheme);
  window.addEventListener('storage', applyTheme);

  const offered = (code: string | null | undefined): string | null => {
    const primary = (code ?? '').toLowerCase().split('-')[0] ?? '';
    return options.languages.indexOf(primary) >= 0 ? primary : null;
  };
  const path = window.location.pathname;
  // The prefix as the router reads it: percent-decoded, in any letter case (`/Pt/projects`).
  let first = path.split('/')[1] || '';
  try {
    first = decodeURIComponent(first);
  } catch {
    // A malformed escape: read as it is.
  }
  first = first.toLowerCase();
  if (first !== options.defaultLanguage && offered(first) === first) return;

  const saved = read(options.languageKey);
  // Where storage does not work, a language chosen on the page cannot be kept:
  // leading such a visitor away from every unprefixed page would leave them no
  // way to stay on it, so the page stays as it is.
  if (saved === undefined) return;
  let detected = offered(saved);
  const browserLanguages = navigator.languages || [navigator.language];
  for (let i = 0; !detected && i < browserLanguages.length; i += 1) {
    detected = offered(browserLanguages[i]);
  }
  detected = detected || offered(root.lang) || options.defaultLanguage;
  if (detected !== options.defaultLanguage) {
    const rest = path === '/' ? '' : path;
    window.location.replace(`/${detected}${rest}${window.location.search}${window.location.hash}`);
  }
}
