import type { Testimonial } from './types';

/**
 * The four client testimonials. Names, positions and words live in
 * `home.testimonials.items.<id>` of each language's translation.
 */
export const testimonials: readonly Testimonial[] = [
  { id: 'amina', initials: 'AH', bgColor: 'from-blue-700 to-indigo-800' },
  { id: 'joao', initials: 'JA', bgColor: 'from-emerald-700 to-teal-800' },
  { id: 'grace', initials: 'GW', bgColor: 'from-amber-700 to-orange-800' },
  { id: 'david', initials: 'DO', bgColor: 'from-fuchsia-700 to-purple-800' },
];
