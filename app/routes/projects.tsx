import { ProjectsPage } from '~/features/projects/projects-page';
import { pageRoute } from './page-route';

export default pageRoute(ProjectsPage);
