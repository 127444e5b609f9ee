/**
 * A page's full title (`<title>`, also its shared `og:title`): its own title,
 * then the owner's name. The owner check holds it to the longest a title may
 * be (scripts/owner/check.ts).
 */
export function pageTitle(title: string, name: string): string {
  return `${title} | ${name}`;
}
