/**
 * React Router's default browser entry, with one change: the router's state
 * updates are not transitions (docs/decisions/017). A language switch or a
 * page change then renders its first screen in one task instead of React's
 * 5 ms slices, for each of React Router's two state changes of a navigation
 * (its loading state, then the new page). The sections below the
 * first screen still come in a transition of their own
 * (app/components/below-first-screen.tsx).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
