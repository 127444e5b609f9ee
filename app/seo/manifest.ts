import type { Translation } from '../i18n/resources.ts';
import { localizePath, type Language } from '../i18n/languages.ts';
import { textAt } from '../lib/interpolate.ts';

/** The translations a manifest needs: the language's `meta` section. */
type ManifestCopy = Pick<Translation, 'meta'>;

/** The translation keys of the manifest's words (dotted, as `t()` takes them). */
const wordKeys = {
  role: 'meta.role',
  name: 'meta.manifest.name',
  description: 'meta.manifest.description',
} as const;

/** The owner facts a manifest names (from site.config.ts). */
type ManifestOwner = { name: string; initials: string; themeColor: string };

export type WebManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Language;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** Where a language's web app manifest is served: `/manifest.webmanifest`, `/sw/manifest.webmanifest`. */
export function manifestPath(lang: Language): string {
  return localizePath(lang, '/manifest.webmanifest');
}

/** A home-screen label of at most 12 characters: "Ana Rodrigues" as "Ana R.", else the initials. */
export function shortNameOf(name: string, initials: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const short = last ? `${first} ${last.charAt(0)}.` : first;
  return short.length > 0 && short.length <= 12 ? short : initials;
}

/** The web app manifest of one language: its own name, description, `lang` and start page. */
export function webManifest(lang: Language, copy: ManifestCopy, owner: ManifestOwner): WebManifest {
  const values = { name: owner.name, role: textAt(copy, wordKeys.role) };
  const home = localizePath(lang, '/');
  return {
    id: home,
    name: textAt(copy, wordKeys.name, values),
    short_name: shortNameOf(owner.name, owner.initials),
    description: textAt(copy, wordKeys.description, values),
    lang,
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: owner.themeColor,
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
