import about from './en/about.json';
import common from './en/common.json';
import footer from './en/footer.json';
import home from './en/home.json';
import meta from './en/meta.json';
import nav from './en/nav.json';
import notFound from './en/notFound.json';
import projects from './en/projects.json';

/** English is the source of the translation keys' types. */
export default { common, meta, nav, footer, home, about, projects, notFound };
