/**
 * The CV as react-pdf components: an A4 document, one column, in the order
 * an employer reads: name, role and contact links, profile, career (each job
 * kept on one page), achievements, selected projects, languages. Written with
 * `createElement` rather than JSX so that the build runs it with plain Node.
 */
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import {
  Document,
  Link,
  Page,
  StyleSheet,
  Text,
  View,
  type DocumentProps,
} from '@react-pdf/renderer';
import type { CvContent, CvLink } from './cv-content.ts';
import { cvFontFamilies } from './cv-fonts.ts';

/** The site's accent (blue-700) and text colours (slate-900, slate-600), dark on white. */
const colours = { accent: '#1d4ed8', text: '#0f172a', muted: '#475569', rule: '#cbd5e1' };

const styles = StyleSheet.create({
  page: {
    fontFamily: [...cvFontFamilies],
    fontSize: 9,
    lineHeight: 1.35,
    color: colours.text,
    paddingTop: 36,
    paddingBottom: 44,
    paddingHorizontal: 42,
  },
  name: { fontSize: 20, fontWeight: 700, lineHeight: 1.2 },
  role: { fontSize: 11, color: colours.accent, marginTop: 2 },
  contacts: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6, color: colours.muted },
  link: { color: colours.accent, textDecoration: 'none' },
  separator: { color: colours.rule, marginHorizontal: 6 },
  section: { marginTop: 12 },
  heading: {
    fontSize: 10.5,
    fontWeight: 700,
    color: colours.accent,
    borderBottomWidth: 0.75,
    borderBottomColor: colours.rule,
    paddingBottom: 2,
    marginBottom: 5,
  },
  entry: { flexDirection: 'row', marginBottom: 6 },
  when: { width: 68, color: colours.muted, paddingRight: 8 },
  body: { flex: 1 },
  title: { fontWeight: 700 },
  subtitle: { color: colours.muted },
  bullet: { flexDirection: 'row', marginTop: 1 },
  bulletMark: { width: 9, color: colours.accent },
  bulletText: { flex: 1 },
  footer: { position: 'absolute', bottom: 22, left: 42, fontSize: 7.5, color: colours.muted },
});

function link({ text, href }: CvLink): ReactElement {
  return h(Link, { key: href, src: href, style: styles.link }, text);
}

function section(title: string, ...children: ReactNode[]): ReactElement {
  // A heading never ends a page: it moves on when less than ~3 lines would follow it.
  return h(
    View,
    { style: styles.section },
    h(Text, { style: styles.heading, minPresenceAhead: 36 }, title),
    ...children,
  );
}

/** A dated entry: the years in a narrow column, the rest beside them; never split over two pages. */
function entry(key: string, when: string, ...children: ReactNode[]): ReactElement {
  return h(
    View,
    { key, style: styles.entry, wrap: false },
    h(Text, { style: styles.when }, when),
    h(View, { style: styles.body }, ...children),
  );
}

function bullet(text: string, key: number): ReactElement {
  return h(
    View,
    { key, style: styles.bullet },
    h(Text, { style: styles.bulletMark }, '•'),
    h(Text, { style: styles.bulletText }, text),
  );
}

function header(cv: CvContent): ReactElement {
  const contacts = cv.contacts.flatMap((contact, index) => [
    ...(index > 0 ? [h(Text, { key: `sep${index}`, style: styles.separator }, '|')] : []),
    link(contact),
  ]);
  return h(
    View,
    null,
    h(Text, { style: styles.name }, cv.name),
    h(Text, { style: styles.role }, cv.role),
    h(View, { style: styles.contacts }, ...contacts),
  );
}

export function cvDocument(cv: CvContent): ReactElement<DocumentProps> {
  const jobs = cv.jobs.map((job, index) =>
    entry(
      `job${index}`,
      job.years,
      h(Text, { style: styles.title }, job.title),
      h(Text, { style: styles.subtitle }, job.company),
      ...job.lines.map(bullet),
    ),
  );
  const achievements = cv.achievements.map((achievement, index) =>
    entry(
      `achievement${index}`,
      achievement.year,
      h(
        Text,
        null,
        h(Text, { style: styles.title }, achievement.title),
        ` – ${achievement.organization}`,
      ),
      h(Text, null, achievement.description),
    ),
  );
  const projects = cv.projects.map((project, index) =>
    h(
      View,
      { key: `project${index}`, style: styles.entry, wrap: false },
      h(
        View,
        { style: styles.body },
        h(Text, null, h(Text, { style: styles.title }, project.title), ` – ${project.details}`),
        h(Text, null, project.description),
        h(Text, { style: styles.subtitle }, `${cv.techLabel}: ${project.tech}`),
        ...(project.link ? [link(project.link)] : []),
      ),
    ),
  );
  const props: DocumentProps = {
    title: cv.title,
    author: cv.name,
    subject: cv.subject,
    keywords: cv.keywords,
    language: cv.lang,
  };
  return h(
    Document,
    props,
    h(
      Page,
      { size: 'A4', style: styles.page },
      // On every page. A fixed text, not a View, and no page number: react-pdf drops both under a page line height.
      h(Text, { style: styles.footer, fixed: true }, cv.footer),
      header(cv),
      section(cv.headings.profile, h(Text, null, cv.profile)),
      section(cv.headings.career, ...jobs),
      section(cv.headings.achievements, ...achievements),
      section(cv.headings.projects, ...projects),
      section(cv.headings.languages, ...cv.languages.map(bullet)),
    ),
  );
}
