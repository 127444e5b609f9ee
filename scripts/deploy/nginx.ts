/**
 * nginx configuration with the Node server's behaviour, generated from
 * server/rules.ts and the build's policies: the same statuses, redirects,
 * headers, per-page Content-Security-Policy and caching; precompressed files
 * (gzip_static, and brotli_static where the module is installed); GET and
 * HEAD only; no directory listing, no dotfile served.
 *
 * `siteConfig` is an `http`-level include (maps and one `server`);
 * `mainConfig` wraps it into a whole nginx.conf that runs unprivileged from
 * a temporary prefix (scripts/serve-nginx.ts).
 */
import {
  allowedMethods,
  cacheControl,
  documents,
  hashedPrefix,
  hostOnlyFiles,
  hsts,
  mediaTypes,
  nestedFileOf,
  notFoundDocuments,
  pages,
  securityHeaders,
} from '../../server/rules.ts';
import { escapeRegExp } from '../../app/lib/escape-reg-exp.ts';

/** Where Debian's libnginx-mod-http-brotli-static puts its module. */
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export type SiteOptions = {
  /**
   * Absolute path of the publish dir (build/client). Symlinks are followed
   * (nginx's default): with `disable_symlinks on`, Debian's brotli_static
   * module (1.0.0~rc) checked a `.br` path of the wrong length and sent some
   * pages uncompressed, depending on the request before (5 to 15 of 196
   * ordered pairs of URLs); the build makes no symlink.
   */
  root: string;
  /** `listen` argument: a port, or address:port. */
  listen: string;
  /** `server_name`: the site's host names, or `_` (any) when unset. */
  serverName?: string | undefined;
  policies: ReadonlyMap<string, string>;
  /** Serve `.br` files (needs the brotli_static module loaded). */
  isBrotli: boolean;
  /** A file of the server's own directives to include in the server block (TLS certificates). */
  include?: string;
};

/**
 * Where the site will run, set when building for it (the generated file is
 * never edited): `NGINX_ROOT` (the publish dir on the server; the build's
 * own by default), `NGINX_LISTEN` (`8080`, `443 ssl`, `[::]:443 ssl`),
 * `NGINX_SERVER_NAME` (`example.com www.example.com`; any host by default)
 * and `NGINX_INCLUDE` (a file with the `ssl_certificate` lines). A value that
 * could end its directive early is refused with the variable's name.
 */
export function nginxPlaceOf(
  env: NodeJS.ProcessEnv,
  buildRoot: string,
): Pick<SiteOptions, 'root' | 'listen' | 'serverName' | 'include'> {
  const read = (name: string, pattern: RegExp, expected: string): string | undefined => {
    const value = env[name];
    if (value === undefined || value === '') return undefined;
    if (!pattern.test(value))
      throw new Error(`${name}: ${expected} (found: ${JSON.stringify(value)})`);
    return value;
  };
  const path = /^\/[^\s;{}"'$\\]*$/;
  return {
    root:
      read('NGINX_ROOT', path, 'an absolute path with no space, quote, ; { } or $') ?? buildRoot,
    listen:
      read('NGINX_LISTEN', /^[\w.:[\] ]+$/, 'a listen argument, e.g. 8080 or 443 ssl') ?? '8080',
    serverName: read(
      'NGINX_SERVER_NAME',
      /^[\w.*-]+(?: [\w.*-]+)*$/,
      'host names separated by spaces, e.g. example.com www.example.com',
    ),
    include: read('NGINX_INCLUDE', path, 'an absolute path with no space, quote, ; { } or $'),
  };
}

/** A double-quoted nginx string. The values come from the build (hashes, paths), never from a request. */
function quote(value: string): string {
  if (/["\n\r]|\$[\w{]/.test(value)) {
    throw new Error(`nginx: refusing to quote ${value}`);
  }
  return `"${value}"`;
}

function map(
  source: string,
  variable: string,
  entries: [string, string][],
  fallback: string,
): string {
  const lines = entries.map(([key, value]) => `    ${quote(key)} ${quote(value)};`);
  return [`map ${source} ${variable} {`, `    default ${quote(fallback)};`, ...lines, '}'].join(
    '\n',
  );
}

/** Where a request nginx refuses for another reason than its path goes: its own 400. */
const badRequestUri = '/.site-bad-request';

export function siteConfig({
  root,
  listen,
  serverName = '_',
  policies,
  isBrotli,
  include,
}: SiteOptions): string {
  // After try_files or error_page, $uri names the file served: key on that.
  const fileUri = (path: string) => `/${nestedFileOf(path)}`;
  const csp = map(
    '$uri',
    '$site_csp',
    documents.flatMap((path) => {
      const policy = policies.get(path);
      return policy ? [[fileUri(path), policy] as [string, string]] : [];
    }),
    '',
  );
  const cache = map(
    '$uri',
    '$site_cache_control',
    [
      [`~^${escapeRegExp(hashedPrefix)}`, cacheControl.immutable],
      ...documents.map((path): [string, string] => [fileUri(path), cacheControl.document]),
    ],
    cacheControl.other,
  );
  const englishNotFound = fileUri(
    notFoundDocuments.find((doc) => doc.prefix === '')?.path ?? '/404',
  );
  const prefixed = notFoundDocuments.filter((doc) => doc.prefix !== '');
  const notFound = map(
    '$uri',
    '$site_not_found',
    prefixed.map((doc): [string, string] => [
      `~*^${escapeRegExp(doc.prefix)}(/|$)`,
      fileUri(doc.path),
    ]),
    englishNotFound,
  );
  // A path nginx cannot decode (`/%ZZ`, `/%00`, `/..`) leaves $uri (and $request_uri)
  // empty: the request line (`GET /sw/%ZZ HTTP/1.1`, or `GET http://host/sw/%ZZ …`) gives
  // its language's 404 document. Any other 400 (no Host, two of them) stays nginx's 400.
  const badRequest = map(
    '"$uri|$request"',
    '$site_bad_request',
    [
      ...prefixed.map((doc): [string, string] => [
        `~*^\\|\\S+ (?:[a-z][a-z0-9+.-]*://[^/\\s]*)?${escapeRegExp(doc.prefix)}(/|\\s|$)`,
        fileUri(doc.path),
      ]),
      ['~^\\|', englishNotFound],
    ],
    badRequestUri,
  );
  // `/about/` → `/about`, from the raw request line (never the decoded $uri,
  // so no CR/LF can reach the Location); a path starting `//` or `/\` is left
  // alone, as its Location would point at another origin.
  const slashless = [
    'map $request_uri $site_slashless {',
    '    default "";',
    '    "~^(?<path>/[^/\\x5c?][^?]*?)/+(?<query>\\?.*)?$" $path$query;',
    '}',
  ].join('\n');
  // `/ABOUT` and `/ABOUT/` → `/about` in one redirect. Plain map keys match
  // case-insensitively, so both are regexes: the case-sensitive one (the page
  // itself) comes first.
  const lowercase = map(
    '$uri',
    '$site_lowercase',
    pages.flatMap((page): [string, string][] => [
      [`~^${escapeRegExp(page)}$`, ''],
      [`~*^${escapeRegExp(page)}${page === '/' ? '' : '/*'}$`, page],
    ]),
    '',
  );
  const methods = [
    'map $request_method $site_bad_method {',
    '    default 1;',
    ...allowedMethods.map((method) => `    ${method} 0;`),
    '}',
  ].join('\n');
  const allow = map('$status', '$site_allow', [['405', allowedMethods.join(', ')]], '');
  // A redirect or a refused method is no copy of the file to keep, as on the Node server.
  const cacheForStatus = [
    'map $status $site_cache_for_status {',
    '    default $site_cache_control;',
    '    301 "";',
    '    405 "";',
    '}',
  ].join('\n');
  const hstsMap = map('$scheme', '$site_hsts', [['https', hsts.value]], '');

  const headers = [
    ...Object.entries(securityHeaders).map(([name, value]) => `${name} ${quote(value)}`),
    `${hsts.name} $site_hsts`,
    'Content-Security-Policy $site_csp',
    'Cache-Control $site_cache_for_status',
    'Allow $site_allow',
  ].map((header) => `    add_header ${header} always;`);

  const types = Object.entries(mediaTypes).map(([ext, type]) => `        ${type} ${ext};`);
  const compressible = [...new Set(Object.values(mediaTypes))].filter((type) =>
    /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/.test(type),
  );

  const pageLocations = pages.map(
    (page) => `    location = ${page} {\n        try_files ${fileUri(page)} =404;\n    }`,
  );

  return `# Generated by scripts/deploy/nginx.ts from server/rules.ts and the build's policies: do not edit.
${csp}
${cache}
${notFound}
${badRequest}
${slashless}
${lowercase}
${methods}
${allow}
${cacheForStatus}
${hstsMap}

server {
    listen ${listen};
    server_name ${serverName};
    root ${root};${include ? `\n    include ${include};` : ''}
    server_tokens off;
    autoindex off;
    absolute_redirect off;
    # //about is no URL of the site: not merged into the page at /about (a 404, below).
    merge_slashes off;
    charset utf-8;
    # nginx's own text types (and text/html, always), and the vCards (server/rules.ts, typedFolders).
    charset_types text/xml text/plain text/vnd.wap.wml application/javascript application/rss+xml text/vcard;
    etag on;
    # A copy from this date or later is current (RFC 9110, 13.1.3), as the Node server answers.
    if_modified_since before;
    # Whole files only, as the Node server and Cloudflare send them (RFC 9110, 14.2): every
    # file is small, and nginx's 416 answer would repeat each add_header.
    max_ranges 0;

    types {
${types.join('\n')}
    }
    default_type application/octet-stream;

    gzip_static on;
    ${isBrotli ? 'brotli_static on;' : '# brotli_static on;  (with libnginx-mod-http-brotli-static installed)'}
    gzip on;
    gzip_vary on;
    gzip_min_length 512;
    gzip_types ${compressible.filter((type) => type !== 'text/html').join(' ')};

${headers.join('\n')}

    if ($site_bad_method) {
        return 405;
    }
    if ($site_lowercase) {
        return 301 $site_lowercase$is_args$args;
    }
    if ($site_slashless) {
        return 301 $site_slashless;
    }

    error_page 404 $site_not_found;
    # A path nginx cannot decode is the 404 page too, as on the Node server, not nginx's own 400 page.
    error_page 400 =404 $site_bad_request;
    # A request line over nginx's 8 KB keeps its 414, with the default language's 404 page rather than nginx's own.
    error_page 414 ${englishNotFound};
    location = ${badRequestUri} {
        internal;
        return 400;
    }

${pageLocations.join('\n')}

    location / {
        try_files $uri =404;
    }
    # The documents are reached through their page URLs only; /about.html, /about/index.html are 404.
    location ~ \\.html$ {
        internal;
    }
    # The precompressed copies are gzip_static's to send; asked for by name they are a 404, as on the Node server.
    location ~ \\.(br|gz)$ {
        internal;
    }
    location ~ /\\. {
        return 404;
    }
    location ~ // {
        return 404;
    }
${hostOnlyFiles.map((name) => `    location = /${name} {\n        return 404;\n    }`).join('\n')}
}
`;
}

export type MainOptions = {
  /** A writable directory for the pid file and temporary files. */
  prefix: string;
  /** The path of the site config to include. */
  siteFile: string;
  isBrotli: boolean;
};

/** A whole nginx.conf around the site config, runnable in the foreground as any user. */
export function mainConfig({ prefix, siteFile, isBrotli }: MainOptions): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `    ${name}_temp_path ${prefix}/${name};`)
    .join('\n');
  return `# Generated by scripts/deploy/nginx.ts: do not edit.
${isBrotli ? `load_module ${brotliModule};\n` : ''}worker_processes auto;
pid ${prefix}/nginx.pid;
error_log stderr warn;

events {
    worker_connections 1024;
}

http {
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
${temp}
    include ${siteFile};
}
`;
}
