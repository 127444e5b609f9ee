import { useEffect } from 'react';
import { localizePath } from '~/i18n/languages';
import { useLanguage } from '~/i18n/use-language';
import { pageModuleUrls, routeManifest } from '~/lib/page-address';
import { whenIdleAfterLoad } from '~/lib/save-data';
import { navItems } from './nav-items';

/** The modules fetched and imported so far: a page in another language needs the same ones. */
const prefetched = new Set<string>();

/**
 * Once the page has loaded and the browser is idle, loads the other pages'
 * modules, so that following a link shows the page at once. Nothing when the
 * visitor saves data.
 *
 * The modules are imported here rather than through React Router's
 * `PrefetchPageLinks`, which loads them with its own loader: a module that
 * fails to load (a dropped request, a file a redeploy removed) makes that
 * loader reload the page, under the visitor reading it, and again on every
 * load while the file stays missing. Each is fetched first and imported only
 * once it has arrived (from the browser's cache: the modules are cached for a
 * year): the browser's module map remembers an import that failed, as the
 * HTML standard says, and the router could then not load that page when the
 * visitor follows its link. A failed fetch leaves nothing behind, and the
 * router fetches the module itself. The page's own module is loaded already.
 */
export function PrefetchPages() {
  const lang = useLanguage();
  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        const manifest = routeManifest();
        const pages = navItems.map(({ path }) => localizePath(lang, path));
        for (const url of pageModuleUrls(manifest, [location.pathname])) prefetched.add(url);
        for (const url of pageModuleUrls(manifest, pages)) {
          if (prefetched.has(url)) continue;
          prefetched.add(url);
          fetch(url)
            .then((response) => response.ok && import(/* @vite-ignore */ url))
            .catch(() => prefetched.delete(url));
        }
      }),
    [lang],
  );
  return null;
}
