import { AboutPage } from '~/features/about/about-page';
import { pageRoute } from './page-route';

export default pageRoute(AboutPage);
