import { useEffect, useState } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { useLocalizedPath } from '~/i18n/use-language';
import { whenIdleAfterLoad } from '~/lib/save-data';
import { navItems } from './nav-items';

/**
 * Once the page has loaded and the browser is idle, fetches the other pages'
 * modules, so that following a link shows the page at once. Nothing when the
 * visitor saves data.
 */
export function PrefetchPages() {
  const [isReady, setReady] = useState(false);
  const localize = useLocalizedPath();
  useEffect(() => whenIdleAfterLoad(() => setReady(true)), []);
  if (!isReady) return null;
  // React Router leaves out the modules the current page already has; the
  // links stay the same from page to page, so a page change adds none.
  return navItems.map(({ id, path }) => <PrefetchPageLinks key={id} page={localize(path)} />);
}
