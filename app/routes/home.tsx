import { HomePage } from '~/features/home/home-page';
import { pageRoute } from './page-route';

export default pageRoute(HomePage);
