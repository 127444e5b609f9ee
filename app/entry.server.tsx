/**
 * React Router's default Node entry, with one change: a completed Suspense
 * boundary is always written in place, never held back and revealed later by
 * an inline script. Every page is prerendered whole; its sections below the
 * first screen are Suspense boundaries only so that the browser can hydrate
 * them after the first screen (docs/decisions/016), and their HTML must show
 * at the first paint, with or without JavaScript.
 */
import { writeSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

export const streamTimeout = 5_000;

/**
 * A page that cannot be drawn stops the build at once, in a few lines: the
 * page, the error, and the components React was drawing (`Check the render
 * method of …` names one too). Otherwise React Router fails the build with
 * the whole page's HTML, 40 KB that never say why.
 */
function stopBuild(path: string, error: unknown, componentStack = ''): never {
  const components = [...componentStack.matchAll(/^\s*at ([A-Z][\w$.]*)/gm)].map(
    ([, name]) => name,
  );
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  writeSync(
    2,
    [
      `Drawing the page ${path} failed: ${message}`,
      ...(components.length > 0 ? [`  in ${components.slice(0, 6).join(' < ')}`] : []),
      '  (npm run typecheck names most such slips in the code by file and line)',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let isShellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React outlines a completed boundary past this many bytes (12,800 by default).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          isShellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown, errorInfo?: { componentStack?: string }) {
          status = 500;
          // A production build: with `ssr: false` (DESIGN.md) this code runs only to
          // prerender. A server that rendered per request would want the error page instead.
          if (import.meta.env.MODE === 'production')
            stopBuild(new URL(request.url).pathname, error, errorInfo?.componentStack);
          // In development (`npm run dev`), an error before the shell is React Router's to report.
          if (isShellRendered) console.error(error);
        },
      },
    );
  });
}
