import type { itemPrefix, itemWords } from '../content/item-words';
import type en from './locales/en';

type English = typeof en;

/**
 * A kind of item's words, by id: the owner's, or, when they have none of that
 * kind, any id's, so that the code over those items still type-checks.
 */
type Collection<Words, Item, Id extends string = string> = [keyof Words] extends [never]
  ? Record<Id, Item>
  : Words;

/** An item's words: the fields the owner checks ask of every item of its kind. */
type Texts<Kind extends keyof typeof itemWords> = Record<
  (typeof itemWords)[Kind]['fields'][number],
  string
>;

/** The shape every language's translation resource has: English's. */
export type Translation = Omit<English, 'home' | 'about' | 'projects'> & {
  home: Omit<English['home'], 'testimonials'> & {
    testimonials: Omit<English['home']['testimonials'], 'items'> & {
      items: Collection<English['home']['testimonials']['items'], Texts<'testimonials'>>;
    };
  };
  about: Omit<English['about'], 'jobs' | 'achievements' | 'hobbies'> & {
    jobs: Collection<English['about']['jobs'], Texts<'jobs'>, `${typeof itemPrefix.jobs}${number}`>;
    achievements: Collection<
      English['about']['achievements'],
      Texts<'achievements'>,
      `${typeof itemPrefix.achievements}${number}`
    >;
    hobbies: Collection<
      English['about']['hobbies'],
      Texts<'hobbies'>,
      `${typeof itemPrefix.hobbies}${number}`
    >;
  };
  projects: Omit<English['projects'], 'featured' | 'client' | 'map'> & {
    featured: Collection<English['projects']['featured'], Texts<'featuredProjects'>>;
    client: Collection<English['projects']['client'], Texts<'clientProjects'>>;
    map: Omit<English['projects']['map'], 'places' | 'countries'> & {
      places: Collection<English['projects']['map']['places'], string>;
      countries: Collection<English['projects']['map']['countries'], string>;
    };
  };
};
