/**
 * The CV the build writes for each language, read as an employer's PDF reader
 * reads it: it exists where About links, parses, fits its pages and bytes,
 * says whose it is in its metadata, and its text holds the owner's name and
 * every job title exactly as the site shows them in that language. It is a
 * tagged PDF: a screen reader finds the name as its title heading and every
 * job title as a heading, and no text outside the structure but artifacts.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { languages } from '../app/i18n/languages';
import { cvPath } from '../app/lib/cv-path';
import { cvLimits } from '../scripts/cv/cv-limits';
import { readStructure } from '../scripts/cv/pdf-structure';
import { ownerTest as test } from './owner';
import { itemWords } from '../app/content/item-words';

/** Text with every run of white space as one space, as a reader's search sees it. */
function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

for (const { code } of languages) {
  test(`the ${code} CV is a small PDF in ${code} with the owner's name and every job`, async ({
    owner,
  }) => {
    const file = join(owner.clientDir, cvPath(owner.site.name, code));
    expect(statSync(file).size).toBeLessThanOrEqual(cvLimits.bytes);
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)));
    expect(pdf.numPages).toBeGreaterThanOrEqual(1);
    expect(pdf.numPages).toBeLessThanOrEqual(cvLimits.pages);

    const { info } = await getMeta(pdf);
    expect(info).toMatchObject({
      Author: owner.site.name,
      Title: owner.text(code, 'about.cv.documentTitle', { name: owner.site.name }),
      Language: code,
      Keywords: owner.text(code, 'meta.keywords'),
    });
    expect(String(info.Subject)).toContain(owner.site.name);

    const { text } = await extractText(pdf, { mergePages: true });
    const shown = normalize(text);
    expect(shown).toContain(owner.site.name);
    for (const { id } of owner.jobs) {
      expect(shown).toContain(
        normalize(owner.text(code, `about.jobs.${itemWords.jobs.key(id)}.title`)),
      );
    }

    const { marked, elements, untagged } = await readStructure(pdf);
    expect(marked).toBe(true);
    expect(untagged).toEqual([]);
    const headings = (role: string) =>
      elements.filter((element) => element.role === role).map(({ text }) => text);
    expect(headings('H1')).toEqual([normalize(owner.site.name)]);
    expect(headings('H3')).toEqual(
      expect.arrayContaining(
        owner.jobs.map(({ id }) =>
          normalize(owner.text(code, `about.jobs.${itemWords.jobs.key(id)}.title`)),
        ),
      ),
    );
  });
}
