import { useTranslation } from 'react-i18next';
import { languages, localizePath } from '~/i18n/languages';
import { useCurrentPage, useLanguage } from '~/i18n/use-language';
import { navItems } from './nav-items';

/** At least 32 px tall: a target a finger can take (WCAG 2.5.8 asks 24), though it is text. */
const linkClass =
  'inline-flex min-h-8 items-center rounded-md px-1.5 text-slate-700 underline-offset-4 hover:underline aria-[current]:font-semibold aria-[current]:text-blue-800 dark:text-slate-200 dark:aria-[current]:text-blue-200';

/**
 * The pages and languages as plain links, for a visitor without JavaScript:
 * the menu and the language button it replaces need a script. Inside
 * `<noscript>`, so with a script running it is not even in the document,
 * unless the page's scripts fail to load: the page's starter then puts it in
 * (scripts/page-scripts.ts). Its language links lead to each language's
 * version of the page, or home from a 404 page.
 */
export function NoScriptNav() {
  // React in the browser never renders a `<noscript>`'s children (it holds
  // text there) and does not hydrate them: only the prerender draws the
  // links, and the pages' JavaScript does not carry them.
  return <noscript>{import.meta.env.SSR && <NoScriptLinks />}</noscript>;
}

function NoScriptLinks() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const currentPage = useCurrentPage();
  // A 404 page has no version in another language: its links lead home.
  const samePage = navItems.some(({ path }) => path === currentPage) ? currentPage : '/';
  return (
    <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 border-t border-slate-200 px-4 py-2 text-sm sm:px-6 dark:border-slate-800">
      {/* Named apart from the sidebar's "Main": that one is in the HTML too, hidden and inert. */}
      <nav aria-label={t('nav.pages')}>
        <ul className="flex flex-wrap gap-x-3">
          {navItems.map(({ id, labelKey, path }) => (
            <li key={id}>
              <a
                href={localizePath(lang, path)}
                aria-current={path === currentPage ? 'page' : undefined}
                className={linkClass}
              >
                {t(labelKey)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('common.languageMenu')}>
        <ul className="flex flex-wrap gap-x-3">
          {languages.map(({ code, name }) => (
            <li key={code}>
              <a
                href={localizePath(code, samePage)}
                hrefLang={code}
                lang={code}
                aria-current={code === lang ? 'true' : undefined}
                className={linkClass}
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
