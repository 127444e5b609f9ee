import { type RouteConfig, index, prefix, route } from '@react-router/dev/routes';
import { defaultLanguage, languages, type Language } from './i18n/languages.ts';

// Every language gets the same pages; each entry needs its own id because the
// route modules are shared. Routes are case-sensitive so that `/ABOUT` is the
// 404 page on the server and in the browser alike.
function pages(lang: Language) {
  return [
    index('routes/home.tsx', { id: `${lang}-home` }),
    route('about', 'routes/about.tsx', { id: `${lang}-about`, caseSensitive: true }),
    route('projects', 'routes/projects.tsx', { id: `${lang}-projects`, caseSensitive: true }),
    route('*', 'routes/not-found.tsx', { id: `${lang}-not-found` }),
  ];
}

export default languages.flatMap(({ code }) =>
  code === defaultLanguage ? pages(code) : prefix(code, pages(code)),
) satisfies RouteConfig;
