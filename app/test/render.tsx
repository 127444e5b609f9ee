import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createI18n } from '~/i18n/i18n';
import { languageFromPath, languages, type Language } from '~/i18n/languages';
import type { Translation } from '~/i18n/resources';

/** Every language's words (app/i18n/locales/<code>.ts), as the site loads them. */
const locales = import.meta.glob<Translation>('../i18n/locales/*.ts', {
  eager: true,
  import: 'default',
});
export const translations = Object.fromEntries(
  languages.map(({ code }) => [code, locales[`../i18n/locales/${code}.ts`]]),
) as Record<Language, Translation>;

/**
 * An item's words from its kind's (`wordsOf(en.about.jobs, 'job1')`), or an
 * error saying the owner's content has none: a test of an item needs one.
 */
export function wordsOf<Words>(items: Readonly<Record<string, Words>>, key: string): Words {
  const words = items[key];
  if (words === undefined) {
    throw new Error(`This test needs an item with words at "${key}", which the content lacks`);
  }
  return words;
}

type Options = {
  /** The URL the component is rendered at; its prefix sets the language. */
  path?: string;
  /** The router's history before `path`, oldest first: Back goes to the last of them. */
  earlier?: string[];
  /** Set false when the UI brings its own router (e.g. `createRoutesStub`). */
  hasRouter?: boolean;
  /** Changes the language's words first, e.g. to give a test fixture its own. */
  words?: (translation: Translation) => Translation;
};

/** Renders UI as the site does: the real i18n instance of the path's language and a router. */
export function renderPage(
  ui: ReactElement,
  {
    path = '/',
    earlier = [],
    hasRouter = true,
    words = (translation) => translation,
  }: Options = {},
): RenderResult {
  const lang = languageFromPath(path);
  const i18n = createI18n(lang, words(translations[lang]));
  return render(
    <I18nextProvider i18n={i18n}>
      {hasRouter ? (
        <MemoryRouter initialEntries={[...earlier, path]} initialIndex={earlier.length}>
          {ui}
        </MemoryRouter>
      ) : (
        ui
      )}
    </I18nextProvider>,
  );
}
