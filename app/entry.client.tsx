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
 * a path the router reads as a page (`/aBoUt`, `//`, by a host that cannot
 * redirect it) loads the page instead; and another language's 404 document is
 * hydrated at its own address, then the router goes on to the visitor's
 * (app/lib/page-address.ts).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import {
  canonicalAddressUrl,
  decodableUrl,
  notFoundDocumentUrl,
  pageElsewhereUrl,
  routeManifest,
} from '~/lib/page-address';
import { notFoundPath } from '~/routes-paths';
import { hydratedAttribute } from '~/theme/early-taps';

type PendingRouter = {
  state: { navigation: { location?: Parameters<PendingRouter['createHref']>[0] } };
  createHref: (location: { pathname: string; search: string; hash: string }) => string;
};

/**
 * When a page's code fails to load on a client-side navigation (a deploy
 * replaced it, the network dropped it), React Router reloads the page the
 * visitor is on: they would click a link and stay put. The reload goes to
 * the page they asked for instead, whose prerendered HTML reads whole without
 * that code. Where the browser has no Navigation API, the reload stays as it was.
 */
function reloadWhereTheVisitorWent(): void {
  window.navigation?.addEventListener('navigate', (event) => {
    const router = (window as { __reactRouterDataRouter?: PendingRouter }).__reactRouterDataRouter;
    const pending = router?.state.navigation.location;
    if (event.navigationType !== 'reload' || !event.cancelable || !router || !pending) return;
    event.preventDefault();
    location.assign(router.createHref(pending));
  });
}

/** The address shown, without a new history entry (the router keeps its state in it). */
function showAddress(url: string): void {
  history.replaceState(history.state, '', url);
}

function start() {
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const page = pageElsewhereUrl(location, canonical, routeManifest());
  if (page !== undefined) {
    location.replace(page);
    return;
  }
  const address = canonicalAddressUrl(location, canonical) ?? decodableUrl(location);
  if (address !== undefined) showAddress(address);
  const { pathname, search, hash } = location;
  const documentUrl = notFoundDocumentUrl(
    pathname,
    canonical,
    document.documentElement.lang,
    notFoundPath,
  );
  if (documentUrl !== undefined) {
    showAddress(documentUrl);
    // Once hydrated (the shell marks <html>), back to the visitor's address,
    // which the router reads as a move through history.
    new MutationObserver((_, observer) => {
      observer.disconnect();
      showAddress(pathname + search + hash);
      dispatchEvent(new PopStateEvent('popstate'));
    }).observe(document.documentElement, { attributeFilter: [hydratedAttribute] });
  }

  reloadWhereTheVisitorWent();
  const app = <HydratedRouter useTransitions={false} />;
  // Strict Mode checks only in development: in a build it renders nothing of its own.
  startTransition(() => {
    hydrateRoot(document, import.meta.env.DEV ? <StrictMode>{app}</StrictMode> : app);
  });
}

// A built page's React Router script imports this file with its route
// modules, and sets its route manifest only after them: start once it has
// (the microtasks run after the whole module script).
queueMicrotask(start);
