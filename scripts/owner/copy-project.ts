/**
 * A copy of this project with another owner's identity, content and words,
 * as a new owner would make by editing the files: the test suite builds a
 * second owner this way, and plants mistakes in copies to see the build stop.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type {
  Achievement,
  ClientProject,
  FeaturedProject,
  Hobby,
  Place,
  SiteConfig,
  Testimonial,
} from '../../app/content/types.ts';
import { ownerFiles, projectRoot, type ContentName } from './load.ts';

/** Ids and place names are any word: the owner's words for them come with the fixture. */
type Loose<T> = Omit<T, 'id' | 'place'> & {
  id: string;
  place?: Omit<Place, 'name'> & { name: string };
};

export type OwnerFixture = {
  site: SiteConfig;
  /** Content lists that replace the sample's (their ids need words, in the sample's or below). */
  content: {
    jobs?: readonly { id: number }[];
    achievements?: readonly (Omit<Achievement, 'id'> & { id: number })[];
    hobbies?: readonly (Omit<Hobby, 'id'> & { id: number })[];
    testimonials?: readonly Loose<Testimonial>[];
    featuredProjects?: readonly Loose<FeaturedProject>[];
    clientProjects?: readonly Loose<ClientProject>[];
  };
  /** JSON merge patches (RFC 7386) of the words: language → section → patch; `null` removes. */
  words: Record<string, Record<string, unknown>>;
  /**
   * Dot paths of the words (`about.jobs`) that the patches replace whole in
   * every language, rather than merge into: the fixture's items then need
   * nothing of the copied owner's.
   */
  replacedWords?: readonly string[];
  /** The project pictures by file name, replacing the copied owner's (SVG sources). */
  projectPictures?: Record<string, string>;
};

/** What a build needs from the project; node_modules is linked, not copied. */
const projectEntries = [
  '.gitignore',
  'app',
  'public',
  'scripts',
  'server',
  'package.json',
  'react-router.config.ts',
  'site.config.ts',
  'tsconfig.json',
  'vite.config.ts',
];

const contentTypes: Record<ContentName, [exportName: string, typeName: string]> = {
  testimonials: ['testimonials', 'Testimonial'],
  jobs: ['jobs', 'Job'],
  achievements: ['achievements', 'Achievement'],
  hobbies: ['hobbies', 'Hobby'],
  featuredProjects: ['featuredProjects', 'FeaturedProject'],
  clientProjects: ['clientProjects', 'ClientProject'],
};

/** RFC 7386: objects merge, `null` removes, anything else replaces. */
function mergePatch(target: unknown, patch: unknown): unknown {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) return patch;
  const result: Record<string, unknown> =
    target !== null && typeof target === 'object' && !Array.isArray(target)
      ? { ...(target as Record<string, unknown>) }
      : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) Reflect.deleteProperty(result, key);
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

/** Copies the project to `<root>/build-owners/<name>` (replacing an older copy); returns its root. */
export function copyProject(name: string): string {
  const dest = join(projectRoot, 'build-owners', name);
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  for (const entry of projectEntries) {
    if (!existsSync(join(projectRoot, entry))) continue;
    cpSync(join(projectRoot, entry), join(dest, entry), {
      recursive: true,
      // Outputs and installs are folders; a source file may well be named build-….
      filter: (source) =>
        !(
          /[/\\](node_modules|build(-[^/\\]*)?|\.react-router)$/.test(source) &&
          statSync(source).isDirectory()
        ),
    });
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(dest, 'node_modules'), 'dir');
  return dest;
}

/** Writes an owner's identity, content and words into a project copy, as files an owner would. */
export function applyOwner(root: string, owner: OwnerFixture): void {
  writeFileSync(
    join(root, ownerFiles.site),
    `import type { SiteConfig } from './app/content/types';\n\nexport const site = ${JSON.stringify(owner.site, null, 2)} as const satisfies SiteConfig;\n`,
  );
  for (const [name, list] of Object.entries(owner.content) as [ContentName, unknown][]) {
    const [exportName, typeName] = contentTypes[name];
    writeFileSync(
      join(root, ownerFiles[name]),
      `import type { ${typeName} } from './types';\n\nexport const ${exportName}: readonly ${typeName}[] = ${JSON.stringify(list, null, 2)};\n`,
    );
  }
  const replaced = owner.replacedWords ?? [];
  for (const [lang, sections] of Object.entries(owner.words)) {
    for (const [section, patch] of Object.entries(sections)) {
      const file = join(root, ownerFiles.locales, lang, `${section}.json`);
      let words = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      for (const path of replaced.filter((dotted) => dotted.startsWith(`${section}.`))) {
        words = mergePatch(words, removal(path.slice(section.length + 1)));
      }
      writeFileSync(file, `${JSON.stringify(mergePatch(words, patch), null, 2)}\n`);
    }
  }
  if (owner.projectPictures) {
    const folder = join(root, ownerFiles.images, 'projects');
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    for (const [name, svg] of Object.entries(owner.projectPictures)) {
      writeFileSync(join(folder, name), svg);
    }
  }
}

/** The merge patch that removes the value at a dot path: `a.b` → `{ a: { b: null } }`. */
function removal(path: string): unknown {
  return path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), null);
}

/** A list entry for a language, written as an owner writes one: `{ code: 'fr', name: 'Français', … }`. */
export function languageEntry(language: Readonly<Record<string, string>>): string {
  const fields = Object.entries(language).map(([key, value]) => `${key}: '${value}'`);
  return `{ ${fields.join(', ')} }`;
}

/**
 * Gives a project copy a language's words as README's step 7 says: the folder
 * of `words` copied to `<code>/`, and `list`'s list of words (it satisfies
 * Translation) copied to `<code>.ts` with its imports pointed there.
 */
export function addLanguageWords(
  root: string,
  code: string,
  { words, list }: { words: string; list: string },
): void {
  const locales = join(root, ownerFiles.locales);
  cpSync(join(locales, words), join(locales, code), { recursive: true });
  const model = readFileSync(join(locales, `${list}.ts`), 'utf8');
  const own = model.replaceAll(`from './${list}/`, `from './${code}/`);
  if (own === model) throw new Error(`${list}.ts imports no words from './${list}/'`);
  writeFileSync(join(locales, `${code}.ts`), own);
}
