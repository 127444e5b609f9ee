import { useEffect } from 'react';
import { localizePath } from '~/i18n/languages';
import { useLanguage } from '~/i18n/use-language';
import { pageModuleUrls, routeManifest } from '~/lib/page-address';
import { whenIdleAfterLoad } from '~/lib/save-data';
import { navItems } from './nav-items';

/**
 * Once the page has loaded and the browser is idle, loads the other pages'
 * modules, so that following a link shows the page at once. Nothing when the
 * visitor saves data.
 *
 * The modules are imported here rather than through React Router's
 * `PrefetchPageLinks`, which loads them with its own loader: a module that
 * fails to load (a dropped request, a file a redeploy removed) makes that
 * loader reload the page, under the visitor reading it, and again on every
 * load while the file stays missing. Here a failed prefetch only fails; the
 * router tries again if the visitor follows the link. The page's own module
 * is in the browser's module map already, and is not fetched again.
 */
export function PrefetchPages() {
  const lang = useLanguage();
  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        const pages = navItems.map(({ path }) => localizePath(lang, path));
        for (const url of pageModuleUrls(routeManifest(), pages)) {
          import(/* @vite-ignore */ url).catch(() => {});
        }
      }),
    [lang],
  );
  return null;
}
