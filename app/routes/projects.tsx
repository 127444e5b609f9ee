import { memo } from 'react';
import { ProjectsPage } from '~/features/projects/projects-page';

// The page takes none of the router's props, so it is drawn again only when its
// own words or state change, not for each of a navigation's states (the router
// passes new params every time): the old page stays as it is while the next
// one loads (docs/decisions/019).
const Page = memo(ProjectsPage);

export default function ProjectsRoute() {
  return <Page />;
}
