import { type RouteConfig, index, prefix, route } from '@react-router/dev/routes';
import { defaultLanguage, languages, type Language } from './i18n/languages.ts';

// Every language gets the same pages; each entry needs its own id because the
// route modules are shared. Page URLs are lowercase: the server redirects other
// letter cases (the browser's router would match them anyway).
function pages(lang: Language) {
  return [
    index('routes/home.tsx', { id: `${lang}-home` }),
    route('about', 'routes/about.tsx', { id: `${lang}-about` }),
    route('projects', 'routes/projects.tsx', { id: `${lang}-projects` }),
    route('*', 'routes/not-found.tsx', { id: `${lang}-not-found` }),
  ];
}

export default languages.flatMap(({ code }) =>
  code === defaultLanguage ? pages(code) : prefix(code, pages(code)),
) satisfies RouteConfig;
