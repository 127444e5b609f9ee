import { use, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { site } from '../site.config';
import { i18nDataId, loadI18n, serializeTranslation } from './i18n/i18n';
import { defaultLanguage, languageFromPath, languages, languageStorageKey } from './i18n/languages';
import { AppShell } from './layout/app-shell';
import { ErrorScreen } from './layout/error-screen';
import { runHeadScript } from './theme/head-script';
import { themeStorageKey } from './theme/theme';
import './app.css';

const headScript = `(${runHeadScript.toString()})(${JSON.stringify({
  languages: languages.map((language) => language.code),
  defaultLanguage,
  themeKey: themeStorageKey,
  languageKey: languageStorageKey,
})})`;

export function Layout({ children }: { children: ReactNode }) {
  const lang = languageFromPath(useLocation().pathname);
  const i18n = use(loadI18n(lang));
  return (
    // The head script sets the theme class before hydration.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
        <meta name="theme-color" content={site.themeColor} />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <script
          type="application/json"
          id={i18nDataId}
          data-lang={lang}
          dangerouslySetInnerHTML={{
            __html: serializeTranslation(i18n.getResourceBundle(lang, 'translation')),
          }}
        />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
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
