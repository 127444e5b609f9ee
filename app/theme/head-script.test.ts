import { expect, test, vi } from 'vitest';
import { runHeadScript } from './head-script';
import { themeChosenAttribute } from './theme';

type Visit = {
  path?: string;
  stored?: Record<string, string>;
  isStorageBlocked?: boolean;
  browserLanguages?: string[];
  prefersDark?: boolean;
  htmlLang?: string;
  /** The window's sessionStorage as the visitor's browser gives it. */
  sessionStorage?: unknown;
};

/** A sessionStorage that works, as a Map behind Storage's methods, with a count of its writes. */
function workingStorage() {
  const items = new Map<string, string>();
  let writes = 0;
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes += 1;
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
    keys: () => [...items.keys()],
    writes: () => writes,
  };
}

/**
 * Runs the head script exactly as the page does (serialised with toString)
 * against a stand-in window, and reports what it did.
 */
function visit({
  path = '/',
  stored = {},
  isStorageBlocked = false,
  browserLanguages = ['en-US'],
  prefersDark = false,
  htmlLang = 'en',
  sessionStorage = workingStorage(),
}: Visit) {
  const root = document.createElement('html');
  root.lang = htmlLang;
  const replace = vi.fn();
  const mediaListeners: ((event: Event) => void)[] = [];
  const media = {
    matches: prefersDark,
    addEventListener: (_: string, listener: (event: Event) => void) =>
      mediaListeners.push(listener),
  };
  const storage = {
    getItem: (key: string) => {
      if (isStorageBlocked) throw new DOMException('blocked', 'SecurityError');
      return stored[key] ?? null;
    },
  };
  const fakeWindow = {
    localStorage: storage,
    sessionStorage,
    matchMedia: () => media,
    addEventListener: () => {},
    location: { pathname: path, search: '?q=1', hash: '', replace },
  };
  const options = {
    languages: ['en', 'sw', 'pt'],
    defaultLanguage: 'en',
    themeKey: 'darkMode',
    themeChosenAttribute,
    languageKey: 'i18nextLng',
  };
  const script = `(${runHeadScript.toString()})(${JSON.stringify(options)})`;
  // The script is evaluated from its source on purpose, exactly as the page's inline script runs.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function('window', 'document', 'navigator', script)(
    fakeWindow,
    { documentElement: root },
    { languages: browserLanguages, language: browserLanguages[0] },
  );
  return {
    isScripted: root.hasAttribute('data-js'),
    isThemed: root.hasAttribute('data-themed'),
    /** The visitor toggles the theme on the page (app/theme/theme.ts's setDarkMode). */
    chooseTheme(isDark: boolean) {
      root.classList.toggle('dark', isDark);
      root.setAttribute(themeChosenAttribute, '');
    },
    get isDark() {
      return root.classList.contains('dark');
    },
    colorScheme: root.style.colorScheme,
    redirectedTo: replace.mock.calls[0]?.[0] as string | undefined,
    sessionStorage: fakeWindow.sessionStorage as Storage,
    changeSystemTheme(isDark: boolean) {
      media.matches = isDark;
      for (const listener of mediaListeners) listener(new Event('change'));
    },
  };
}

test('marks <html> as scripted, for the styles that show or hide by it', () => {
  expect(visit({ prefersDark: false }).isScripted).toBe(true);
});

test('marks <html> as themed by a script, whatever the theme, so the styles stop following the system', () => {
  expect(visit({ prefersDark: false }).isThemed).toBe(true);
  expect(visit({ stored: { darkMode: 'false' }, prefersDark: true }).isThemed).toBe(true);
  expect(visit({ isStorageBlocked: true }).isThemed).toBe(true);
});

test('a saved dark mode wins over the system preference', () => {
  expect(visit({ stored: { darkMode: 'true' }, prefersDark: false })).toMatchObject({
    isDark: true,
    colorScheme: 'dark',
  });
  expect(visit({ stored: { darkMode: 'false' }, prefersDark: true }).isDark).toBe(false);
});

test('with nothing saved the system preference decides, and is followed live', () => {
  const page = visit({ prefersDark: true });
  expect(page.isDark).toBe(true);
  page.changeSystemTheme(false);
  expect(page.isDark).toBe(false);
});

test('a saved choice is not overridden by a live system change', () => {
  const page = visit({ stored: { darkMode: 'true' } });
  page.changeSystemTheme(false);
  expect(page.isDark).toBe(true);
});

test.each(['garbage', '"yes"', '1', '{}', 'null'])(
  'a broken darkMode value (%s) is ignored',
  (value) => {
    expect(visit({ stored: { darkMode: value }, prefersDark: true }).isDark).toBe(true);
    expect(visit({ stored: { darkMode: value }, prefersDark: false }).isDark).toBe(false);
  },
);

test('a theme chosen on the page holds against system changes, though storage could not save it', () => {
  const page = visit({ isStorageBlocked: true, prefersDark: false });
  page.chooseTheme(true);
  page.changeSystemTheme(true);
  page.changeSystemTheme(false);
  expect(page.isDark).toBe(true);
  // Nothing chosen: the system is followed.
  const other = visit({ isStorageBlocked: true, prefersDark: false });
  other.changeSystemTheme(true);
  expect(other.isDark).toBe(true);
});

test('blocked storage falls back to the system and stays on the page', () => {
  const page = visit({ isStorageBlocked: true, prefersDark: true, browserLanguages: ['en'] });
  expect(page.isDark).toBe(true);
  expect(page.redirectedTo).toBeUndefined();
});

test('with storage blocked, a browser in another language stays on the unprefixed page, where a choice could not be kept', () => {
  expect(
    visit({ path: '/about', isStorageBlocked: true, browserLanguages: ['pt-BR'] }).redirectedTo,
  ).toBeUndefined();
  expect(
    visit({ path: '/', isStorageBlocked: true, browserLanguages: ['en'], htmlLang: 'sw' })
      .redirectedTo,
  ).toBeUndefined();
});

test('a working sessionStorage is left as it is, and nothing is written to it', () => {
  const sessionStorage = workingStorage();
  sessionStorage.setItem('kept', 'yes');
  const page = visit({ sessionStorage });
  expect(page.sessionStorage).toBe(sessionStorage);
  expect(sessionStorage.keys()).toEqual(['kept']);
  expect(sessionStorage.writes()).toBe(1);
});

test('a full sessionStorage, which refuses writes but reads, is kept with what it holds', () => {
  const full = {
    ...workingStorage(),
    getItem: (key: string) => (key === 'positions' ? '{"a":1}' : null),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
  const page = visit({ sessionStorage: full });
  expect(page.sessionStorage).toBe(full);
  expect(page.sessionStorage.getItem('positions')).toBe('{"a":1}');
});

const throwing = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};
test.each([
  ['null (a web view with storage off)', null],
  ['methods that throw', { getItem: throwing, setItem: throwing, removeItem: throwing }],
  ['a read that throws', { ...workingStorage(), getItem: throwing }],
])('a sessionStorage that is %s becomes a memory for the page', (_, sessionStorage) => {
  const memory = visit({ sessionStorage }).sessionStorage;
  expect(memory).not.toBe(sessionStorage);
  expect(memory.getItem('positions')).toBeNull();
  memory.setItem('positions', '{"a":1}');
  expect(memory.getItem('positions')).toBe('{"a":1}');
  memory.removeItem('positions');
  expect(memory.getItem('positions')).toBeNull();
});

test('a Swahili browser opening an unprefixed page lands on its Swahili version', () => {
  expect(visit({ path: '/about', browserLanguages: ['sw-KE', 'en'] }).redirectedTo).toBe(
    '/sw/about?q=1',
  );
  expect(visit({ path: '/', browserLanguages: ['sw'] }).redirectedTo).toBe('/sw?q=1');
});

test('the saved language comes before the browser language', () => {
  expect(
    visit({ path: '/projects', stored: { i18nextLng: 'pt' }, browserLanguages: ['sw'] })
      .redirectedTo,
  ).toBe('/pt/projects?q=1');
  expect(
    visit({ path: '/', stored: { i18nextLng: 'en' }, browserLanguages: ['sw'] }).redirectedTo,
  ).toBeUndefined();
});

test.each(['fr', 'xx', '', 'pt'.repeat(300)])(
  'a saved language that is not offered (%s) is ignored',
  (stored) => {
    const page = visit({ path: '/', stored: { i18nextLng: stored }, browserLanguages: ['en-GB'] });
    expect(page.redirectedTo).toBeUndefined();
  },
);

test('an English visitor stays, and prefixed pages never redirect', () => {
  expect(visit({ path: '/about', browserLanguages: ['en-US', 'sw'] }).redirectedTo).toBeUndefined();
  expect(visit({ path: '/sw/about', browserLanguages: ['pt-BR'] }).redirectedTo).toBeUndefined();
  expect(visit({ path: '/pt', stored: { i18nextLng: 'sw' } }).redirectedTo).toBeUndefined();
});

test('a prefix in other letters or percent-encoded is a prefix: no second one is added', () => {
  for (const path of ['/Pt/projects', '/PT', '/%70t/about']) {
    for (const browserLanguages of [['pt-BR'], ['sw-KE']]) {
      expect(visit({ path, browserLanguages }).redirectedTo).toBeUndefined();
    }
  }
  expect(visit({ path: '/%E0%A4%A/about', browserLanguages: ['sw'] }).redirectedTo).toBe(
    '/sw/%E0%A4%A/about?q=1',
  );
});

test('with no offered browser language, html lang and then English decide', () => {
  const browserLanguages = ['de', 'fr'];
  expect(visit({ path: '/about', browserLanguages, htmlLang: 'sw' }).redirectedTo).toBe(
    '/sw/about?q=1',
  );
  expect(visit({ path: '/', browserLanguages, htmlLang: 'pt-BR' }).redirectedTo).toBe('/pt?q=1');
  for (const htmlLang of ['en', 'de', '']) {
    expect(visit({ path: '/', browserLanguages, htmlLang }).redirectedTo).toBeUndefined();
  }
});
