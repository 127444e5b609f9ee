/**
 * The services the site offers (the site's own, not the owner's content):
 * their words are under `home.services.<id>` in every language. Home shows
 * a card for each, and the vCard's note lists them (scripts/vcards.ts).
 */
export const serviceIds = ['web', 'gis', 'freelance'] as const;

export type ServiceId = (typeof serviceIds)[number];
