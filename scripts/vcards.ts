/**
 * Build-time vCards, one per language (app/lib/vcard.ts), written where the
 * footer links to them: `/vcard/<lang>/<name>.vcf`. The words (role, service
 * names, labels) come from that language's translations.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SiteConfig } from '../app/content/types.ts';
import { site } from '../site.config.ts';
import { languages, localizePath, type Language } from '../app/i18n/languages.ts';
import type { Translation } from '../app/i18n/resources.ts';
import { textAt } from '../app/lib/interpolate.ts';
import { givenProfiles } from '../app/lib/profiles.ts';
import { buildVcard, vcardFileName, vcardPath } from '../app/lib/vcard.ts';
import { serviceIds } from '../app/features/home/services.ts';
import { buildSiteUrl } from './seo-files.ts';
import type { WrittenText } from './owner/leftover-placeholders.ts';

const localesDir = join(import.meta.dirname, '..', 'app', 'i18n', 'locales');

type Words = Pick<Translation, 'meta' | 'home' | 'footer'>;

async function readWords(lang: Language): Promise<Words> {
  const read = async (section: string) =>
    JSON.parse(await readFile(join(localesDir, lang, `${section}.json`), 'utf8')) as unknown;
  return {
    meta: (await read('meta')) as Translation['meta'],
    home: (await read('home')) as Translation['home'],
    footer: (await read('footer')) as Translation['footer'],
  };
}

/** The vCard of one language, for the site at `origin`. */
function vcardOf(lang: Language, words: Words, origin: string): string {
  const home = localizePath(lang, '/');
  return buildVcard({
    name: site.name,
    familyName: (site as SiteConfig).familyName,
    title: textAt(words, 'meta.role'),
    email: site.email,
    url: `${origin}${home === '/' ? '/' : home}`,
    profiles: givenProfiles(site.profiles).map(({ labelKey, url }) => ({
      label: textAt(words, labelKey),
      url,
    })),
    note: textAt(words, 'footer.vcardNote', {
      // One service per line: titles are headings, capitalised as such, and some hold 'and'.
      services: serviceIds.map((id) => textAt(words, `home.services.${id}.title`)).join('\n'),
    }),
  });
}

/** Writes every language's vCard into a client build directory; returns each one's URL path and text. */
export async function writeVcards(
  clientDir: string,
  origin = buildSiteUrl(),
): Promise<WrittenText[]> {
  const written: WrittenText[] = [];
  for (const { code } of languages) {
    const path = vcardPath(code, vcardFileName(site.name));
    const file = join(clientDir, path);
    await mkdir(dirname(file), { recursive: true });
    const vcard = vcardOf(code, await readWords(code), origin);
    await writeFile(file, vcard);
    written.push({ lang: code, path, texts: [vcard] });
  }
  return written;
}
