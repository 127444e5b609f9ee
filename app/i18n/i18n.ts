import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { reloadPage } from '~/lib/reload-page';
import { wantsToSaveData } from '~/lib/save-data';
import { defaultLanguage, languageFromPath, languages, type Language } from './languages';
import type { Translation } from './resources';

/**
 * One i18next instance per language, created synchronously from bundled
 * resources. The page's own language arrives inline in the prerendered HTML
 * (see `I18nData`); the others are separate chunks, loaded on a switch: each
 * language's app/i18n/locales/<code>.ts (the owner checks require one for
 * every language in the list).
 */
const loaders = import.meta.glob<{ default: Translation }>('./locales/*.ts') as Record<
  `./locales/${Language}.ts`,
  () => Promise<{ default: Translation }>
>;

export const i18nDataId = 'i18n-data';

/**
 * A promise marked the way React's `use()` reads settled promises
 * synchronously (`status` and `value`), so a loaded language never suspends.
 */
type Tracked<T> = { status?: 'fulfilled' | 'rejected'; value?: T };
type TrackedPromise<T> = Promise<T> & Tracked<T>;

const instances = new Map<Language, TrackedPromise<I18n>>();

/**
 * A key with no words. The build's checks make this impossible for the
 * owner's words, and typed keys for the code's; should one slip through, it
 * fails loudly where someone is looking (a prerender stops, a test fails, dev
 * logs an error, in the terminal and the browser) and never shows a raw key
 * to a visitor.
 */
function handleMissingKey(lang: Language, key: string): void {
  // Nothing of it in the pages' JavaScript: a visitor's browser stays silent.
  if (!import.meta.env.SSR && !import.meta.env.DEV) return;
  const message = `Missing words: "${key}" has no ${lang} text in app/i18n/locales/${lang}/`;
  // The prerender stops; the dev server (its render too) says it in one line, since the
  // owner's checks already name the mistake in the terminal and over the page.
  if (import.meta.env.SSR && !import.meta.env.DEV) throw new Error(message);
  console.error(message);
}

/**
 * A placeholder the code does not fill in (`{{nme}}` where it gives
 * `{{name}}`). The prerender leaves it as written, so that the build's scan
 * of the pages (scripts/owner/leftover-placeholders.ts) stops on it and names
 * the word. Words shown only after a tap never reach that scan: in the
 * browser the placeholder reads as nothing, never as braces, and an error
 * names it, which fails the browser tests (`npm test`) and shows in dev. The
 * dev server renders it as nothing too, as the browser will: a page that
 * differed would fail to hydrate and lose the error overlay that names it.
 */
function handleMissingValue(
  lang: Language,
  translation: Translation,
  text: string,
  placeholder: string,
): string {
  // The mode, not DEV: a build run with NODE_ENV=test (by a test) is a development build.
  if (import.meta.env.SSR && import.meta.env.MODE !== 'development') return placeholder;
  // In dev, the file and key of the words; the pages' JavaScript carries only the folder.
  const where = import.meta.env.DEV ? fileAndKeyOf(translation, text) : '';
  console.error(
    `Words with a placeholder the site does not fill in: ${placeholder} in "${text}" (app/i18n/locales/${lang}/${where})`,
  );
  return '';
}

/** `footer.json: rights`: the file and key of the first words that read exactly `text`. */
function fileAndKeyOf(translation: Translation, text: string): string {
  const [section, ...path] = keyOfWords(translation, text) ?? [];
  return section ? `${section}.json: ${path.join('.')}` : '';
}

/** The path of the first words that read exactly `text`, e.g. `['footer', 'rights']`. */
function keyOfWords(words: unknown, text: string): string[] | undefined {
  if (words === text) return [];
  if (typeof words !== 'object' || words === null) return undefined;
  for (const [key, value] of Object.entries(words)) {
    const path = keyOfWords(value, text);
    if (path) return [key, ...path];
  }
  return undefined;
}

/**
 * In production, a missing text reads as English when English is loaded, else
 * as nothing. In dev it reads as nothing on both sides: the server has no
 * English beside another language, and a page that differed would fail to
 * hydrate and lose the error overlay that names the missing words.
 */
function englishFallback(lang: Language, key: string): string {
  // The mode, not DEV, as for placeholders: a build a test runs is no dev server.
  if (import.meta.env.MODE === 'development') return '';
  const english = lang === defaultLanguage ? undefined : instances.get(defaultLanguage)?.value;
  // tsc needs the cast (a plain string is no typed key); the lint rule misreads t's overloads.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  return english?.exists(key) ? english.t(key as never) : '';
}

export function createI18n(lang: Language, translation: Translation): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    resources: { [lang]: { translation } },
    ns: ['translation'],
    defaultNS: 'translation',
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    // Keys never name a namespace: no ':' to look for in each key.
    nsSeparator: false,
    // An instance never changes language or words (one per language), so no
    // component needs to listen for it: no subscription per translated
    // component while the page hydrates.
    react: { bindI18n: false, bindI18nStore: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => handleMissingKey(lang, key),
    parseMissingKeyHandler: (key) => englishFallback(lang, key),
    missingInterpolationHandler: (text: string, match: RegExpExecArray) =>
      handleMissingValue(lang, translation, text, match[0]),
  });
  return instance;
}

function fulfilled(instance: I18n): TrackedPromise<I18n> {
  const promise: TrackedPromise<I18n> = Promise.resolve(instance);
  promise.status = 'fulfilled';
  promise.value = instance;
  return promise;
}

function track(promise: Promise<I18n>): TrackedPromise<I18n> {
  const tracked: TrackedPromise<I18n> = promise;
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    () => {
      tracked.status = 'rejected';
    },
  );
  return tracked;
}

/** The resources the prerendered page carries inline, if they are this language's. */
function readInlineData(lang: Language): Translation | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(i18nDataId);
  if (element?.dataset.lang !== lang || !element.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as Translation;
  } catch {
    return undefined;
  }
}

/**
 * A language's chunk could not load (most likely an open tab after a redeploy
 * removed it). When the page shown needs that language, the page reloads: the
 * new build's document carries its own words inline, so it needs no chunk (as
 * React Router does for a route module). Offline, a reload would show the
 * browser's error page instead: the visitor goes back to the page they were
 * reading, and may choose the language again once online. A prefetch that
 * fails only fails; the language is tried again when it is needed.
 */
function reloadIfShown(lang: Language, error: unknown): Promise<I18n> {
  if (typeof window === 'undefined' || languageFromPath(window.location.pathname) !== lang) {
    throw error;
  }
  if (!navigator.onLine) {
    console.error(`Could not load the ${lang} words offline, going back`, error);
    instances.delete(lang);
    history.back();
    return new Promise<I18n>(() => {});
  }
  console.error(`Could not load the ${lang} words, reloading the page`, error);
  reloadPage();
  return new Promise<I18n>(() => {});
}

/** The i18next instance of a language, for React's `use()`: synchronous when already loaded. */
export function loadI18n(lang: Language): Promise<I18n> {
  const cached = instances.get(lang);
  if (cached && cached.status !== 'rejected') return cached;
  const inline = readInlineData(lang);
  const promise = inline
    ? fulfilled(createI18n(lang, inline))
    : track(
        loaders[`./locales/${lang}.ts`]().then(
          (module) => createI18n(lang, module.default),
          (error: unknown) => reloadIfShown(lang, error),
        ),
      );
  instances.set(lang, promise);
  return promise;
}

/**
 * Starts loading the other languages when the visitor shows they may switch
 * (pointer over, focus on or touch of the language button), so that the
 * switch needs no download. Nothing when the visitor saves data.
 */
export function prefetchOtherLanguages(current: Language): void {
  if (wantsToSaveData()) return;
  for (const { code } of languages) if (code !== current) void loadI18n(code);
}

/** Serialises resources for an inline `<script type="application/json">`, safe against `</script>`. */
export function serializeTranslation(translation: unknown): string {
  return JSON.stringify(translation).replace(/</g, '\\u003c');
}

/**
 * Loads every language before anything renders on the server. A root that
 * suspends while prerendering makes React Router drop the page's hydration
 * data, so prerendering must never wait on a translation.
 */
export async function preloadAllLanguages(): Promise<void> {
  await Promise.all(languages.map(({ code }) => loadI18n(code)));
}
