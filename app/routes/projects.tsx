import { ProjectsPage } from '~/features/projects/projects-page';

export default function ProjectsRoute() {
  return <ProjectsPage />;
}
