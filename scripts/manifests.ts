/**
 * Build-time web app manifests, one per language (name, description, `lang`
 * and start page in that language), written where `manifestPath` says each
 * language's pages link to: `/manifest.webmanifest`, `/sw/manifest.webmanifest`, ...
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { site } from '../site.config.ts';
import { languages, type Language } from '../app/i18n/languages.ts';
import type { Translation } from '../app/i18n/resources.ts';
import { manifestPath, webManifest } from '../app/seo/manifest.ts';
import { stringsOf, type WrittenText } from './owner/leftover-placeholders.ts';

const localesDir = join(import.meta.dirname, '..', 'app', 'i18n', 'locales');

async function readMeta(lang: Language): Promise<Pick<Translation, 'meta'>> {
  const text = await readFile(join(localesDir, lang, 'meta.json'), 'utf8');
  return { meta: JSON.parse(text) as Translation['meta'] };
}

/** Writes every language's manifest into a client build directory; returns each one's URL path and texts. */
export async function writeManifests(clientDir: string): Promise<WrittenText[]> {
  const written: WrittenText[] = [];
  for (const { code } of languages) {
    const path = manifestPath(code);
    const file = join(clientDir, path);
    await mkdir(dirname(file), { recursive: true });
    const manifest = webManifest(code, await readMeta(code), site);
    await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`);
    written.push({ lang: code, path, texts: stringsOf(manifest) });
  }
  return written;
}
