import { NotFoundPage } from '~/features/not-found/not-found-page';
import { pageRoute } from './page-route';

export default pageRoute(NotFoundPage);
