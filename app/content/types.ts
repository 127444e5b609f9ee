/**
 * The content entities. Data files hold facts (ids, URLs, tech tags, images,
 * status keys, gradient classes); every human-readable string lives in the
 * translation files, keyed by the item's id.
 */

export type Testimonial = {
  /** Translation key part: `home.testimonials.items.<id>.{name,position,text}`. */
  id: string;
  initials: string;
  /** Tailwind gradient classes for the card's avatar background. */
  bgColor: string;
};

export type Job = {
  /** 1 to 10: `about.jobs.job<id>.{title,company,years,description}`. */
  id: number;
};

export type Achievement = {
  /** 1 to 4: `about.achievements.achievement<id>.{title,organization,description,year}`. */
  id: number;
  emoji: string;
};

export type Hobby = {
  /** 1 to 3: `about.hobbies.hobby<id>.{title,description}`. */
  id: number;
  icon: string;
};

export type ProjectStatus = 'completed' | 'inProgress' | 'planned';

export type FeaturedProject = {
  /** `projects.featured.<id>.{title,description,category}`. */
  id: string;
  tech: readonly string[];
  status: ProjectStatus;
  /** Image path under /public, without extension variants. */
  image: string;
  /** Shown in place of the image when it fails to load. */
  fallbackEmoji: string;
  liveUrl: string;
  githubUrl: string;
};

export type ClientProject = {
  /** `projects.client.<id>.{title,description}`. */
  id: string;
  tech: readonly string[];
  url: string;
};
