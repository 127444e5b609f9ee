import type { Translation } from '../resources';
import about from './pt/about.json';
import common from './pt/common.json';
import footer from './pt/footer.json';
import home from './pt/home.json';
import meta from './pt/meta.json';
import nav from './pt/nav.json';
import notFound from './pt/notFound.json';
import projects from './pt/projects.json';

export default {
  common,
  meta,
  nav,
  footer,
  home,
  about,
  projects,
  notFound,
} satisfies Translation;
