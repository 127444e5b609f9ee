/**
 * `npm run dev` answers an unknown path the way the built site and every host
 * do: its language's Page Not Found with status 404. React Router's dev server
 * renders the catch-all route with 200, so an owner checking a broken link in
 * dev would see the 404 page but not the status a crawler gets.
 */
import type { ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { canonicalRedirectOf, pages } from '../server/rules.ts';

/** Whether a request path names a page (or one the server redirects to a page). */
function isPagePath(pathname: string): boolean {
  return pages.includes(pathname) || canonicalRedirectOf(pathname) !== null;
}

/** Whether headers given to `writeHead` (or already set) say the body is HTML. */
function isHtml(res: ServerResponse, args: unknown[]): boolean {
  const given = args.find(
    (arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null,
  );
  const type = given?.['content-type'] ?? given?.['Content-Type'] ?? res.getHeader('content-type');
  return typeof type === 'string' && /^text\/html\b/i.test(type);
}

export function devNotFoundStatusPlugin(): Plugin {
  return {
    name: 'dev-not-found-status',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        // The request target is a path: `//x/about` is that path, not host x's `/about`.
        const pathname = new URL(`http://dev.invalid${req.url ?? '/'}`).pathname;
        if (!isPagePath(pathname)) {
          const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
          res.writeHead = (status: number, ...rest: unknown[]) => {
            if (status !== 200 || !isHtml(res, rest)) return writeHead(status, ...rest);
            const headers = rest.filter((arg) => typeof arg !== 'string');
            return writeHead(404, 'Not Found', ...headers);
          };
        }
        next();
      });
    },
  };
}
