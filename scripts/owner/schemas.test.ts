// @vitest-environment node
/**
 * The schemas and the content types the pages use are one shape: each
 * `satisfies` in schemas.ts checks one way only (what a schema passes fits the
 * type), so a field added to a type alone, which no owner could then set,
 * would slip through. These check the other way, at type-check time.
 */
import { expectTypeOf, test } from 'vitest';
import type { z } from 'zod';
import type {
  Achievement,
  ClientProject,
  FeaturedProject,
  Hobby,
  Job,
  SiteConfig,
  Testimonial,
} from '../../app/content/types';
import type { LanguageOption } from '../../app/i18n/languages';
import type {
  achievementSchema,
  clientProjectSchema,
  featuredProjectSchema,
  hobbySchema,
  jobSchema,
  languageSchema,
  siteSchema,
  testimonialSchema,
} from './schemas';

/** A type's fields, optional or not, without the id (the schema's is looser: any text or number). */
type Fields<T> = keyof Omit<T, 'id'>;
type SchemaFields<S extends z.ZodType> = Fields<z.output<S>>;

test('every field of the identity and of a content type is one a schema reads, and none more', () => {
  expectTypeOf<keyof z.output<typeof siteSchema>>().toEqualTypeOf<keyof SiteConfig>();
  expectTypeOf<keyof z.output<typeof languageSchema>>().toEqualTypeOf<keyof LanguageOption>();
  expectTypeOf<SchemaFields<typeof testimonialSchema>>().toEqualTypeOf<Fields<Testimonial>>();
  expectTypeOf<SchemaFields<typeof jobSchema>>().toEqualTypeOf<Fields<Job>>();
  expectTypeOf<SchemaFields<typeof achievementSchema>>().toEqualTypeOf<Fields<Achievement>>();
  expectTypeOf<SchemaFields<typeof hobbySchema>>().toEqualTypeOf<Fields<Hobby>>();
  expectTypeOf<SchemaFields<typeof featuredProjectSchema>>().toEqualTypeOf<
    Fields<FeaturedProject>
  >();
  expectTypeOf<SchemaFields<typeof clientProjectSchema>>().toEqualTypeOf<Fields<ClientProject>>();
});
