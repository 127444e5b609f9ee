import { memo, type ComponentType, type ReactElement } from 'react';

/**
 * A route module's component for a page that takes none of the router's
 * props. The page is drawn again only when its own words or state change, not
 * for each of a navigation's states (the router passes new params every
 * time): the old page stays as it is while the next one loads
 * (docs/decisions/019).
 */
export function pageRoute(Page: ComponentType): () => ReactElement {
  const ShownPage = memo(Page);
  return function PageRoute() {
    return <ShownPage />;
  };
}
