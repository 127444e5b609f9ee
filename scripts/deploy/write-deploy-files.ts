/**
 * Writes every host's configuration at the end of the build, from
 * server/rules.ts and the build's policies (docs/decisions/007):
 * - into the publish dir (build/client): the flat page copies and 404.html
 *   documents, `_headers` and `_redirects` (Cloudflare Pages, Netlify,
 *   GitHub Pages);
 * - beside it, never served: build/nginx/site.conf and build/cloudfront/.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { realPathOf } from '../output-dir.ts';
import { headersFile, otherEntries, redirectsFile } from './cloudflare-netlify.ts';
import {
  responseHeadersPolicy,
  viewerRequestFunction,
  viewerResponseFunction,
  cloudFrontFunctionMaxBytes,
} from './cloudfront.ts';
import { nginxPlaceOf, siteConfig } from './nginx.ts';
import { writeStaticLayout } from './static-layout.ts';

export async function writeDeployFiles(
  clientDir: string,
  policies: ReadonlyMap<string, string>,
  /** Where `clientDir` will be served from, when it is moved there after the build (scripts/build.ts). */
  servedFrom: string = clientDir,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  await writeStaticLayout(clientDir);
  await writeFile(
    join(clientDir, '_headers'),
    headersFile(policies, await otherEntries(clientDir)),
  );
  await writeFile(join(clientDir, '_redirects'), redirectsFile());

  const nginxDir = join(clientDir, '..', 'nginx');
  await mkdir(nginxDir, { recursive: true });
  await writeFile(
    join(nginxDir, 'site.conf'),
    siteConfig({
      ...nginxPlaceOf(env, realPathOf(servedFrom)),
      policies,
      isBrotli: false,
    }),
  );

  const cloudFrontDir = join(clientDir, '..', 'cloudfront');
  await mkdir(cloudFrontDir, { recursive: true });
  await writeFile(
    join(cloudFrontDir, 'response-headers-policy.json'),
    `${JSON.stringify(responseHeadersPolicy(), null, 2)}\n`,
  );
  await writeFile(join(cloudFrontDir, 'viewer-request.js'), viewerRequestFunction(policies));
  const viewerResponse = viewerResponseFunction(policies);
  await writeFile(join(cloudFrontDir, 'viewer-response.js'), viewerResponse);
  if (Buffer.byteLength(viewerResponse) > cloudFrontFunctionMaxBytes) {
    // Only CloudFront refuses it: every other host's files are fine.
    console.warn(
      `postbuild: cloudfront/viewer-response.js is ${Buffer.byteLength(viewerResponse)} bytes; CloudFront takes a function of at most ${cloudFrontFunctionMaxBytes}`,
    );
  }
  console.log(
    'postbuild: deploy files for nginx, Cloudflare Pages, Netlify, GitHub Pages and CloudFront',
  );
}
