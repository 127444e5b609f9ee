/**
 * The CV as a tagged PDF, drawn with PDFKit: an A4 document, one column, in
 * the order an employer reads: name, role and contact links, profile, career
 * (each job kept on one page), achievements, selected projects, languages.
 * Every text sits in the document's logical structure (headings, paragraphs,
 * lists, links), so a screen reader can read and navigate it; the rules, the
 * separators and the footer on each page are marked as artifacts.
 */
import PDFDocument from 'pdfkit';
import { escapeXml } from '../escape-xml.ts';
import type { CvContent, CvLink } from './cv-content.ts';
import { cvFonts, fontFor, type CvWeight } from './cv-fonts.ts';

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** The site's accent (blue-800) and text colours (slate-900, slate-600), dark on white: 7:1 or more (WCAG AAA). */
const colours = { accent: '#193cb8', text: '#0f172a', muted: '#475569', rule: '#cbd5e1' };

const page = { width: 595.28, height: 841.89, top: 36, bottom: 44, side: 42 };
const contentWidth = page.width - 2 * page.side;
const fontSize = { body: 9, name: 20, role: 11, heading: 10.5, footer: 7.5 };
/** The years column of a dated entry, its gap included; the entry's text goes beside it. */
const whenWidth = 68;
const whenGap = 4;
const bulletIndent = 9;
const space = { section: 12, entry: 6, bullet: 1, headingRule: 2, afterRule: 5 };
/** A heading never ends a page: it moves on when less than this (about three lines) would follow it. */
const minPresenceAhead = 36;

type TextStyle = { weight?: CvWeight; size?: number; colour?: string; link?: string };

type Run = { font: string; text: string };

/**
 * Writes a text at the cursor (or at x, y), wrapped to `width`, each run of
 * characters in the subset that draws it (Latin, else Latin Extended, else Vietnamese).
 */
function write(
  doc: Doc,
  text: string,
  width: number,
  style: TextStyle = {},
  at?: { x: number; y: number },
): void {
  writeRuns(doc, runsOf(text, style.weight ?? 400), width, style, at);
}

/** Writes runs of text, each in its own font, as one wrapped text. */
function writeRuns(
  doc: Doc,
  runs: readonly Run[],
  width: number,
  { size = fontSize.body, colour = colours.text, link }: TextStyle = {},
  at?: { x: number; y: number },
): void {
  doc.fontSize(size).fillColor(colour);
  runs.forEach((run, index) => {
    doc.font(run.font);
    const options: PDFKit.Mixins.TextOptions = {
      width,
      continued: index < runs.length - 1,
      ...(link ? { link, underline: false } : {}),
      ...(isComposingFont(run.font) ? { features: wholeLetters } : {}),
    };
    if (index === 0 && at) doc.text(run.text, at.x, at.y, options);
    else doc.text(run.text, options);
  });
}

/**
 * The layout features that keep each letter one glyph: the Vietnamese subset's
 * `ccmp` rules draw some letters from parts (ị as ı and a dot below), and the
 * parts then copy out of the PDF as stray characters. Its letters are whole
 * glyphs already. (fontkit takes a map of features to switch; PDFKit's types
 * know only a list of those to add.)
 */
const wholeLetters = { ccmp: false } as unknown as PDFKit.Mixins.TextOptions['features'];
const isComposingFont = (font: string) => font.includes('vietnamese');

/** A text split into runs by the font subset that draws each character. */
function runsOf(text: string, weight: CvWeight): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const font = fontFor(character, weight);
    const last = runs.at(-1);
    if (last?.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs.length ? runs : [{ font: fontFor(' ', weight), text: '' }];
}

/** The height a text takes at a width and style, in points. */
function heightOf(doc: Doc, text: string, width: number, style: TextStyle = {}): number {
  doc.font(fontFor('a', style.weight ?? 400)).fontSize(style.size ?? fontSize.body);
  return doc.heightOfString(text, { width });
}

/** Moves to a new page unless `height` more points fit on this one. */
function keepTogether(doc: Doc, height: number): void {
  if (doc.y + height > page.height - page.bottom) doc.addPage();
}

/** Content that is not part of the text (rules, separators, footers). */
function artifact(doc: Doc, draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

/** A structure element under `parent`, its content drawn at once. */
function element(doc: Doc, parent: Struct, type: string, draw?: () => void): Struct {
  const child = draw ? doc.struct(type, {}, draw) : doc.struct(type);
  parent.add(child);
  return child;
}

function paragraph(
  doc: Doc,
  parent: Struct,
  text: string,
  x: number,
  width: number,
  style?: TextStyle,
) {
  element(doc, parent, 'P', () => write(doc, text, width, style, { x, y: doc.y }));
}

function header(doc: Doc, root: Struct, cv: CvContent): void {
  element(doc, root, 'H1', () =>
    write(
      doc,
      cv.name,
      contentWidth,
      { weight: 700, size: fontSize.name },
      { x: page.side, y: doc.y },
    ),
  );
  doc.y += 2;
  paragraph(doc, root, cv.role, page.side, contentWidth, {
    size: fontSize.role,
    colour: colours.accent,
  });
  doc.y += 6;
  contacts(doc, root, cv.contacts);
}

/** The contact links in a row, wrapping as needed, with separators between them. */
function contacts(doc: Doc, root: Struct, links: readonly CvLink[]): void {
  const row = element(doc, root, 'P');
  const separator = '|';
  doc.font(fontFor('a', 400)).fontSize(fontSize.body);
  const lineHeight = doc.currentLineHeight(true);
  const separatorWidth = doc.widthOfString(separator) + 12;
  let x = page.side;
  let y = doc.y;
  links.forEach((contact, index) => {
    // A link longer than the line (a long profile address) takes lines of its own, broken anywhere.
    const fullWidth = doc.widthOfString(contact.text);
    const width = Math.min(fullWidth, contentWidth - 1);
    if (index > 0) {
      if (x + separatorWidth + width > page.side + contentWidth) {
        x = page.side;
        y += lineHeight;
      } else {
        const at = { x: x + 6, y };
        artifact(doc, () => write(doc, separator, separatorWidth, { colour: colours.rule }, at));
        x += separatorWidth;
      }
    }
    const at = { x, y };
    element(doc, row, 'Link', () =>
      write(doc, contact.text, width + 1, { colour: colours.accent, link: contact.href }, at),
    );
    if (fullWidth > width) {
      // The next link starts on the line below the last one this took.
      y = doc.y - lineHeight;
      x = page.side + contentWidth;
    } else {
      x += width;
    }
  });
  doc.x = page.side;
  doc.y = y + lineHeight;
}

/** A section: its heading (never alone at a page's foot) over a rule, then its content. */
function section(
  doc: Doc,
  root: Struct,
  title: string,
  firstHeight: number,
  content: (sect: Struct) => void,
): void {
  doc.y += space.section;
  const headingHeight =
    heightOf(doc, title, contentWidth, { weight: 700, size: fontSize.heading }) +
    space.headingRule +
    space.afterRule;
  keepTogether(doc, headingHeight + Math.min(firstHeight, minPresenceAhead));
  const sect = element(doc, root, 'Sect');
  element(doc, sect, 'H2', () =>
    write(
      doc,
      title,
      contentWidth,
      { weight: 700, size: fontSize.heading, colour: colours.accent },
      { x: page.side, y: doc.y },
    ),
  );
  doc.y += space.headingRule;
  const ruleY = doc.y;
  artifact(doc, () =>
    doc
      .moveTo(page.side, ruleY)
      .lineTo(page.side + contentWidth, ruleY)
      .lineWidth(0.75)
      .strokeColor(colours.rule)
      .stroke(),
  );
  doc.y += space.afterRule;
  content(sect);
}

/** A bulleted list: the marks are labels, each line a list body. */
function bullets(doc: Doc, parent: Struct, lines: readonly string[], x: number, width: number) {
  const list = element(doc, parent, 'L');
  for (const line of lines) {
    doc.y += space.bullet;
    const y = doc.y;
    const item = element(doc, list, 'LI');
    element(doc, item, 'Lbl', () =>
      write(doc, '•', bulletIndent, { colour: colours.accent }, { x, y }),
    );
    element(doc, item, 'LBody', () =>
      write(doc, line, width - bulletIndent, {}, { x: x + bulletIndent, y }),
    );
  }
}

function bulletsHeight(doc: Doc, lines: readonly string[], width: number): number {
  return lines.reduce(
    (sum, line) => sum + space.bullet + heightOf(doc, line, width - bulletIndent),
    0,
  );
}

const bodyX = page.side + whenWidth;
const bodyWidth = contentWidth - whenWidth;

/** A dated entry: the years in a narrow column, the rest beside them; never split over two pages. */
function datedEntry(
  doc: Doc,
  parent: Struct,
  when: string,
  height: number,
  body: (entry: Struct) => void,
): void {
  // The years may take more lines than the rest (a long "2023–Present" in some language).
  const whenHeight = heightOf(doc, when, whenWidth - whenGap) + space.entry;
  keepTogether(doc, Math.max(height, whenHeight));
  const entry = element(doc, parent, 'Div');
  const top = doc.y;
  paragraph(doc, entry, when, page.side, whenWidth - whenGap, { colour: colours.muted });
  const whenBottom = doc.y;
  doc.y = top;
  body(entry);
  doc.x = page.side;
  doc.y = Math.max(doc.y, whenBottom) + space.entry;
}

/** A title in bold, then ` – ` and more in regular type, as one heading. */
function titleLine(
  doc: Doc,
  parent: Struct,
  title: string,
  rest: string,
  x: number,
  width: number,
) {
  const runs = [...runsOf(title, 700), ...(rest ? runsOf(` – ${rest}`, 400) : [])];
  element(doc, parent, 'H3', () => writeRuns(doc, runs, width, {}, { x, y: doc.y }));
}

function titleLineHeight(doc: Doc, title: string, rest: string, width: number): number {
  return heightOf(doc, rest ? `${title} – ${rest}` : title, width, { weight: 700 });
}

function career(doc: Doc, sect: Struct, cv: CvContent): void {
  for (const job of cv.jobs) {
    datedEntry(doc, sect, job.years, jobHeight(doc, job), (entry) => {
      titleLine(doc, entry, job.title, '', bodyX, bodyWidth);
      paragraph(doc, entry, job.company, bodyX, bodyWidth, { colour: colours.muted });
      bullets(doc, entry, job.lines, bodyX, bodyWidth);
    });
  }
}

function jobHeight(doc: Doc, job: CvContent['jobs'][number]): number {
  return (
    titleLineHeight(doc, job.title, '', bodyWidth) +
    heightOf(doc, job.company, bodyWidth) +
    bulletsHeight(doc, job.lines, bodyWidth) +
    space.entry
  );
}

function achievementHeight(doc: Doc, achievement: CvContent['achievements'][number]): number {
  return (
    titleLineHeight(doc, achievement.title, achievement.organization, bodyWidth) +
    heightOf(doc, achievement.description, bodyWidth) +
    space.entry
  );
}

function achievements(doc: Doc, sect: Struct, cv: CvContent): void {
  for (const achievement of cv.achievements) {
    datedEntry(doc, sect, achievement.year, achievementHeight(doc, achievement), (entry) => {
      titleLine(doc, entry, achievement.title, achievement.organization, bodyX, bodyWidth);
      paragraph(doc, entry, achievement.description, bodyX, bodyWidth);
    });
  }
}

function projectHeight(doc: Doc, cv: CvContent, project: CvContent['projects'][number]): number {
  return (
    titleLineHeight(doc, project.title, project.details, contentWidth) +
    heightOf(doc, project.description, contentWidth) +
    heightOf(doc, `${cv.techLabel}: ${project.tech}`, contentWidth) +
    (project.link ? heightOf(doc, project.link.text, contentWidth) : 0) +
    space.entry
  );
}

function projects(doc: Doc, sect: Struct, cv: CvContent): void {
  for (const project of cv.projects) {
    keepTogether(doc, projectHeight(doc, cv, project));
    const entry = element(doc, sect, 'Div');
    titleLine(doc, entry, project.title, project.details, page.side, contentWidth);
    paragraph(doc, entry, project.description, page.side, contentWidth);
    paragraph(doc, entry, `${cv.techLabel}: ${project.tech}`, page.side, contentWidth, {
      colour: colours.muted,
    });
    const { link } = project;
    if (link) {
      const paragraphOfLink = element(doc, entry, 'P');
      element(doc, paragraphOfLink, 'Link', () =>
        write(
          doc,
          link.text,
          contentWidth,
          { colour: colours.accent, link: link.href },
          {
            x: page.side,
            y: doc.y,
          },
        ),
      );
    }
    doc.y += space.entry;
  }
}

/** The footer of every page: where the newest version is. An artifact: it repeats on each page. */
function footers(doc: Doc, text: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Below the bottom margin: without this, PDFKit would start a new page for it.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(fontFor('a', 400)).fontSize(fontSize.footer);
    const y = page.height - 22 - doc.currentLineHeight(true);
    artifact(
      doc,
      () =>
        write(
          doc,
          text,
          contentWidth,
          { size: fontSize.footer, colour: colours.muted },
          { x: page.side, y },
        ),
      'Pagination',
    );
    doc.page.margins.bottom = margin;
  }
}

/** PDFKit's own part of a document that it does not type: the info and its XMP writer. */
type XmpWriter = {
  info: Record<string, unknown>;
  _addInfo: () => void;
  appendXML: (xml: string) => void;
};

/**
 * PDFKit (0.20) pastes the title, author, subject and keywords into the XMP
 * metadata as they are, so a role such as "Web & GIS Developer" made it
 * ill-formed XML. The XMP gets them escaped; the info dictionary, written
 * before it, keeps them as they are. The XMP also gets the document's
 * language (`dc:language`), which PDFKit writes only into the catalog
 * (`/Lang`), for the readers that take it from the XMP (poppler's `pdfinfo`).
 */
function writeXmpInfo(doc: Doc, lang: string): void {
  const writer = doc as unknown as XmpWriter;
  const addInfo = writer._addInfo.bind(writer);
  writer._addInfo = () => {
    const { info } = writer;
    writer.info = Object.fromEntries(
      Object.entries(info).map(([key, value]) => [
        key,
        typeof value === 'string' ? escapeXml(value) : value,
      ]),
    );
    try {
      addInfo();
    } finally {
      writer.info = info;
    }
    writer.appendXML(
      `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:language><rdf:Bag><rdf:li>${escapeXml(lang)}</rdf:li></rdf:Bag></dc:language></rdf:Description>`,
    );
  };
}

/** A language's CV as PDF bytes. */
export function drawCv(cv: CvContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: page.top, bottom: page.bottom, left: page.side, right: page.side },
    pdfVersion: '1.7',
    tagged: true,
    lang: cv.lang,
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: cv.title,
      Author: cv.name,
      Subject: cv.subject,
      Keywords: cv.keywords,
    },
  });
  writeXmpInfo(doc, cv.lang);
  for (const [name, file] of cvFonts()) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  header(doc, root, cv);
  section(doc, root, cv.headings.profile, heightOf(doc, cv.profile, contentWidth), (sect) =>
    paragraph(doc, sect, cv.profile, page.side, contentWidth),
  );
  // A kind of content the owner has none of has no section, as on the site.
  const [firstJob] = cv.jobs;
  if (firstJob) {
    section(doc, root, cv.headings.career, jobHeight(doc, firstJob), (sect) =>
      career(doc, sect, cv),
    );
  }
  const [firstAchievement] = cv.achievements;
  if (firstAchievement) {
    section(doc, root, cv.headings.achievements, achievementHeight(doc, firstAchievement), (sect) =>
      achievements(doc, sect, cv),
    );
  }
  const [firstProject] = cv.projects;
  if (firstProject) {
    section(doc, root, cv.headings.projects, projectHeight(doc, cv, firstProject), (sect) =>
      projects(doc, sect, cv),
    );
  }
  if (cv.languages.length > 0) {
    section(
      doc,
      root,
      cv.headings.languages,
      bulletsHeight(doc, cv.languages, contentWidth),
      (sect) => bullets(doc, sect, cv.languages, page.side, contentWidth),
    );
  }
  root.end();
  footers(doc, cv.footer);
  doc.end();
  return done;
}
