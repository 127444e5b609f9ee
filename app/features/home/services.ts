import { BriefcaseBusiness, CodeXml, MapPinned, type LucideIcon } from 'lucide-react';

/**
 * The services the site offers (the site's own, not the owner's content),
 * each with its icon from lucide-react (lucide.dev/icons), in the order Home
 * shows their cards: their words are under `home.services.<id>` in every
 * language. The vCard's note lists them too (scripts/vcards.ts).
 */
export const serviceIcons = {
  web: CodeXml,
  gis: MapPinned,
  freelance: BriefcaseBusiness,
} satisfies Record<string, LucideIcon>;

export type ServiceId = keyof typeof serviceIcons;

export const serviceIds = Object.keys(serviceIcons) as ServiceId[];
