import type { Translation } from '../resources';
import about from './sw/about.json';
import common from './sw/common.json';
import footer from './sw/footer.json';
import home from './sw/home.json';
import meta from './sw/meta.json';
import nav from './sw/nav.json';
import notFound from './sw/notFound.json';
import projects from './sw/projects.json';

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
