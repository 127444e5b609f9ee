import { use, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { site } from '../site.config';
import { i18nDataId, loadI18n, preloadAllLanguages, serializeTranslation } from './i18n/i18n';
import { defaultLanguage, languageFromPath, languages, languageStorageKey } from './i18n/languages';
import { AppShell } from './layout/app-shell';
import { manifestPath } from './seo/manifest';
import { ErrorScreen } from './layout/error-screen';
import {
  holdEarlyTaps,
  hydratedAttribute,
  tapsHeldAttribute,
  tappedNameAttribute,
  themeToggleAttribute,
  type EarlyTapsOptions,
} from './theme/early-taps';
import { runHeadScript, type HeadScriptOptions } from './theme/head-script';
import { themeChosenAttribute, themeStorageKey } from './theme/theme';
import './app.css';

// Prerendering must not suspend on a translation (see preloadAllLanguages).
if (import.meta.env.SSR) await preloadAllLanguages();

/**
 * The inline head script, written into the prerendered HTML only: the browser
 * runs it from there before any bundle loads, so the client bundle leaves it
 * out (and React keeps the element's content as prerendered).
 */
const headScript = !import.meta.env.SSR
  ? ''
  : `(${runHeadScript.toString()})(${JSON.stringify({
      languages: languages.map((language) => language.code),
      defaultLanguage,
      themeKey: themeStorageKey,
      themeChosenAttribute,
      languageKey: languageStorageKey,
    } satisfies HeadScriptOptions)});(${holdEarlyTaps.toString()})(${JSON.stringify({
      themeKey: themeStorageKey,
      themeToggleAttribute,
      themeChosenAttribute,
      hydratedAttribute,
      heldAttribute: tapsHeldAttribute,
      tappedNameAttribute,
    } satisfies EarlyTapsOptions)})`;

export function Layout({ children }: { children: ReactNode }) {
  const lang = languageFromPath(useLocation().pathname);
  const i18n = use(loadI18n(lang));
  const i18nData = useMemo(
    () => serializeTranslation(i18n.getResourceBundle(lang, 'translation')),
    [i18n, lang],
  );
  return (
    // The head script sets the theme class before hydration.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: headScript }} suppressHydrationWarning />
        <meta name="theme-color" content={site.themeColor} />
        <meta name="color-scheme" content="light dark" />
        {/* ICO and PNG for browsers without SVG favicons; `sizes` keeps Chrome on the SVG. */}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon-96x96.png" type="image/png" sizes="96x96" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href={manifestPath(lang)} />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        {/* After the page, not in the head: the words are read when the scripts
            run, and on a slow network the page's text should not wait behind them. */}
        <script
          type="application/json"
          id={i18nDataId}
          data-lang={lang}
          dangerouslySetInnerHTML={{ __html: i18nData }}
        />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
