import { Check, Languages } from 'lucide-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavigationType, useLocation, useNavigationType } from 'react-router';
import {
  languageFromPath,
  languageStorageKey,
  languages,
  localizePath,
  type Language,
} from '~/i18n/languages';
import { prefetchOtherLanguages } from '~/i18n/i18n';
import { useCurrentPage, useLanguage } from '~/i18n/use-language';
import { notFoundPath, pagePaths } from '~/lib/page-paths';
import { writeStorage } from '~/lib/storage';
import { useMenuButton } from './use-menu-button';

/** The language menu: a menu button whose items are links to this page in each language. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { search, hash } = useLocation();
  const { isOpen, toggle, close, rootRef, buttonRef, handleButtonKeyDown, handleMenuKeyDown } =
    useMenuButton();
  const menuId = useId();
  const page = useCurrentPage();
  /** The code the button shows, e.g. "EN". */
  const code = current.toUpperCase();

  /** On intent: the other languages' words load before a choice is made. */
  function prefetch() {
    prefetchOtherLanguages(current);
  }

  /**
   * This page in a language. An unknown path that starts with another
   * language's prefix (`/sw/sw/about`, a 404) would name that language's page
   * in the default language (`/sw/about`): there it is the language's own 404.
   */
  function pageIn(lang: Language): string {
    const path = localizePath(lang, page);
    return languageFromPath(path) === lang ? path : localizePath(lang, notFoundPath);
  }

  const navigationType = useNavigationType();
  const shownLanguage = useRef(current);
  // The saved choice is the language this tab last moved to: by the menu, or by
  // Back or Forward over a switch (a reload or a new tab then stays in the
  // language being read). It is saved once the page shows in it, so a switch
  // undone by Back before it showed saves nothing, nor does a choice opened in
  // another tab. A move through history onto a 404 is no choice: a host's 404
  // document in another language is shown at the visitor's address that way.
  // Saved as the page commits, before the browser paints it.
  useLayoutEffect(() => {
    const previous = shownLanguage.current;
    shownLanguage.current = current;
    const isPage = (pagePaths as readonly string[]).includes(page);
    if (previous !== current && (navigationType !== NavigationType.Pop || isPage)) {
      writeStorage(languageStorageKey, current);
    }
  }, [current, navigationType, page]);

  return (
    <div ref={rootRef} data-needs-js className="relative">
      <button
        ref={buttonRef}
        type="button"
        // The name contains the visible code (WCAG 2.5.3, label in name).
        aria-label={t('common.languageButton', { label: t('common.changeLanguage'), code })}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={toggle}
        onKeyDown={handleButtonKeyDown}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        className="icon-button w-auto gap-1.5 px-2 sm:px-3"
      >
        <Languages aria-hidden="true" className="size-5" />
        <span className="text-sm font-semibold">{code}</span>
      </button>
      {isOpen && (
        <div
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={t('common.languageMenu')}
          onKeyDown={handleMenuKeyDown}
          // It ends inside the window wherever the header puts its top (6rem: the header's
          // bottom edge grows with the text, 200 % on a phone held sideways included).
          className="absolute right-0 mt-2 max-h-[calc(100dvh-6rem)] w-max min-w-48 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {languages.map(({ code, name, flag }) => (
            <Link
              key={code}
              role="menuitemradio"
              aria-checked={code === current}
              // The name in its own language, read out in its own voice (WCAG 3.1.2).
              lang={code}
              hrefLang={code}
              tabIndex={-1}
              to={`${pageIn(code)}${search}${hash}`}
              preventScrollReset
              onClick={close}
              className="flex items-center gap-3 rounded-lg px-3 py-2 text-slate-800 hover:bg-slate-100 focus:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800"
            >
              <span aria-hidden="true">{flag}</span>
              <span className="flex-1">{name}</span>
              {code === current && <Check aria-hidden="true" className="size-4" />}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
