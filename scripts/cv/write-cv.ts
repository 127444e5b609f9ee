/**
 * Writes the CV of every language as a PDF into the client build
 * (`/cv/<name>-cv-<lang>.pdf`, see app/lib/cv-path.ts), from the same
 * identity, content and words as the pages. Pure JavaScript (PDFKit), no
 * browser; PDFKit is a devDependency and never reaches the pages.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { languages } from '../../app/i18n/languages.ts';
import { cvPath } from '../../app/lib/cv-path.ts';
import type { OwnerInput } from '../owner/load.ts';
import { buildSiteUrl } from '../seo-files.ts';
import { cvContent, type CvContent } from './cv-content.ts';
import { drawCv } from './cv-document.ts';

/** A language's CV as PDF bytes. */
export function renderCv(content: CvContent): Promise<Buffer> {
  return drawCv(content);
}

export type WrittenCv = { lang: string; path: string; bytes: number; content: CvContent };

/** Renders and writes every language's CV; returns each file's URL path, size and what it says. */
export async function writeCvFiles(
  clientDir: string,
  input: OwnerInput,
  origin: string = buildSiteUrl(),
): Promise<WrittenCv[]> {
  const written: WrittenCv[] = [];
  for (const { code } of languages) {
    const { content } = cvContent(input, code, origin);
    const pdf = await renderCv(content);
    const path = cvPath(content.name, code);
    const file = join(clientDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pdf);
    written.push({ lang: code, path, bytes: pdf.length, content });
  }
  return written;
}
