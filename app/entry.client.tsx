/**
 * React Router's default browser entry, with one change: the router's state
 * updates are not transitions (docs/decisions/017). A language switch or a
 * page change then renders its first screen in one task instead of React's
 * 5 ms slices, for each of React Router's two state changes of a navigation
 * (its loading state, then the new page). The sections below the
 * first screen still come in a transition of their own
 * (app/components/below-first-screen.tsx). A page reached under another
 * spelling of its path (`//about`) first shows its own address, and a path
 * that does not decode is written so that it does; a 404 document served for
 * a page's path in other letters (`/aBoUt`, by a host that cannot redirect
 * it) loads the page instead (app/lib/page-address.ts).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import {
  canonicalAddressUrl,
  decodableUrl,
  manifestPagePaths,
  pageElsewhereUrl,
} from '~/lib/page-address';

function start() {
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const pages = manifestPagePaths(
    (window as { __reactRouterManifest?: Parameters<typeof manifestPagePaths>[0] })
      .__reactRouterManifest,
  );
  const page = pageElsewhereUrl(window.location, canonical, pages);
  if (page !== undefined) {
    window.location.replace(page);
    return;
  }
  const address = canonicalAddressUrl(window.location, canonical) ?? decodableUrl(window.location);
  if (address !== undefined) window.history.replaceState(window.history.state, '', address);

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter useTransitions={false} />
      </StrictMode>,
    );
  });
}

// A built page's React Router script imports this file with its route
// modules, and sets its route manifest only after them: start once it has
// (the microtasks run after the whole module script).
queueMicrotask(start);
