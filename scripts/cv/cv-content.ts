/**
 * What a language's CV says, taken from the site's own sources: the identity
 * (site.config.ts), the content lists (app/content/) and the words
 * (app/i18n/locales/<lang>/), as loaded by scripts/owner/load.ts. Every text
 * remembers where it came from, so the checks can name the file, item and
 * field of a character the CV's font lacks.
 */
import type { Language } from '../../app/i18n/languages.ts';
import { cvFileName } from '../../app/lib/cv-path.ts';
import { displayUrl } from '../../app/lib/display-url.ts';
import { interpolate, textAt } from '../../app/lib/interpolate.ts';
import { givenProfiles } from '../../app/lib/profiles.ts';
import { pageUrl } from '../../app/seo/alternates.ts';
import type { Achievement, FeaturedProject, Job, SiteConfig } from '../../app/content/types.ts';
import { itemWords } from '../../app/content/item-words.ts';
import { ownerFiles, type OwnerInput } from '../owner/load.ts';

export type CvLink = { text: string; href: string };

type CvJob = { title: string; company: string; years: string; lines: string[] };
type CvAchievement = {
  title: string;
  organization: string;
  year: string;
  description: string;
};
type CvProject = {
  title: string;
  /** Category and, unless completed, status: `Web GIS · Progress`. */
  details: string;
  description: string;
  tech: string;
  link?: CvLink;
};

export type CvContent = {
  lang: Language;
  fileName: string;
  title: string;
  subject: string;
  keywords: string;
  name: string;
  role: string;
  contacts: CvLink[];
  headings: Record<'profile' | 'career' | 'achievements' | 'projects' | 'languages', string>;
  profile: string;
  jobs: CvJob[];
  achievements: CvAchievement[];
  projects: CvProject[];
  techLabel: string;
  languages: string[];
  /** The page the CV is made from, where its newest version is. */
  footer: string;
};

/** Where a text came from: a word's key in a language, or a field of the identity. */
export type CvSource = { file: string; item: string; field: string; text: string };

function lines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

/** A language's CV, and every text it took from the owner's files. */
export function cvContent(
  input: OwnerInput,
  lang: Language,
  origin: string,
): { content: CvContent; sources: CvSource[] } {
  const sources: CvSource[] = [];
  const site = input.site as SiteConfig;
  // Validated by the owner checks before the build gets here.
  const content = input.content as {
    jobs: readonly Job[];
    achievements: readonly Achievement[];
    featuredProjects: readonly FeaturedProject[];
  };

  function identity(field: string, text: string): string {
    sources.push({ file: ownerFiles.site, item: 'site', field, text });
    return text;
  }

  /** The text at a dot key, `{{placeholders}}` filled; the key's section names its file. */
  function text(key: string, values: Record<string, string> = {}): string {
    const raw = textAt(input.words[lang], key);
    const [section = '', ...rest] = key.split('.');
    const field = rest.pop() ?? section;
    sources.push({
      file: `${ownerFiles.locales}/${lang}/${section}.json`,
      item: rest.join('.') || section,
      field,
      text: raw,
    });
    return interpolate(raw, values);
  }

  const name = identity('name', site.name);
  const role = text('meta.role');
  const homeUrl = pageUrl(origin, lang, '/');
  const contacts: CvLink[] = [
    { text: identity('email', site.email), href: `mailto:${site.email}` },
    // The site in the CV's own language, as its vCard and its footer give it.
    { text: displayUrl(identity('url', homeUrl)), href: homeUrl },
    ...givenProfiles(site.profiles).map(({ kind, url }) => ({
      text: displayUrl(identity(`profiles.${kind}`, url)),
      href: url,
    })),
  ];

  const jobs = content.jobs.map(({ id }): CvJob => {
    const key = `about.jobs.${itemWords.jobs.key(id)}`;
    return {
      title: text(`${key}.title`),
      company: text(`${key}.company`),
      years: text(`${key}.years`),
      lines: lines(text(`${key}.description`)),
    };
  });

  const achievements = content.achievements.map(({ id }): CvAchievement => {
    const key = `about.achievements.${itemWords.achievements.key(id)}`;
    return {
      title: text(`${key}.title`),
      organization: text(`${key}.organization`),
      year: text(`${key}.year`),
      description: text(`${key}.description`),
    };
  });

  const projects = content.featuredProjects.map((project): CvProject => {
    const key = `projects.featured.${project.id}`;
    const url = project.liveUrl ?? project.githubUrl;
    const details = [text(`${key}.category`)];
    if (project.status !== 'completed') details.push(text(`projects.status.${project.status}`));
    return {
      title: text(`${key}.title`),
      details: details.join(' · '),
      description: text(`${key}.description`),
      tech: project.tech.join(', '),
      ...(url ? { link: { text: displayUrl(url), href: url } } : {}),
    };
  });

  const aboutUrl = pageUrl(origin, lang, '/about');
  return {
    content: {
      lang,
      fileName: cvFileName(site.name, lang),
      title: text('about.cv.documentTitle', { name }),
      subject: text('about.cv.subject', { name, role }),
      keywords: text('meta.keywords'),
      name,
      role,
      contacts,
      headings: {
        profile: text('about.cv.headings.profile'),
        career: text('about.headings.career'),
        achievements: text('about.headings.achievements'),
        projects: text('about.cv.headings.projects'),
        languages: text('about.cv.headings.languages'),
      },
      profile: text('about.description', { name }),
      jobs,
      achievements,
      projects,
      techLabel: text('projects.techLabel'),
      languages: lines(text('about.cv.languages')),
      footer: text('about.cv.footer', { url: displayUrl(aboutUrl) }),
    },
    sources,
  };
}
