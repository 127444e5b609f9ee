/**
 * Every check of the owner's input, all problems at once: identity, content,
 * words (check.ts) and pictures (pictures.ts). `npm run check`, the build and
 * the dev server run it.
 */
import { valueAt } from '../../app/lib/value-at.ts';
import { cvProblems } from '../cv/cv-check.ts';
import { checkOwner } from './check.ts';
import { readCodeKeys } from './code-keys.ts';
import { loadOwner, ownerFiles, projectRoot, type OwnerInput } from './load.ts';
import { checkIcons } from './icons.ts';
import { checkPictures, pictureIdentity, type ProjectPictureSource } from './pictures.ts';
import type { Problem } from './problem.ts';
import { siteOrigin } from '../site-origin.ts';

export type Validation = { input: OwnerInput; problems: Problem[] };

export async function validateOwner(root: string = projectRoot): Promise<Validation> {
  const input = await loadOwner(root);
  const projects = pictureSources(input.content.featuredProjects);
  const wordProblems = checkOwner(input, readCodeKeys(root));
  const problems = [
    ...wordProblems,
    ...cvFontProblems(input, wordProblems),
    ...(projects
      ? await checkPictures({
          root,
          featuredProjects: projects,
          identity: pictureIdentity(input.site, input.siteUrlOverride),
        })
      : []),
    ...(await checkIcons(input.site, root)),
  ];
  return { input, problems };
}

/**
 * The featured projects as the picture check reads them, from the content not
 * yet validated: an image that is not text (`null`, a number) is left to the
 * schema's problems, which name it. An item whose id is not text still names
 * its picture (it is no picture "no project uses"), by its place in the list.
 */
function pictureSources(list: unknown): ProjectPictureSource[] | undefined {
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((item: unknown, index) => {
    const id = valueAt(item, ['id']);
    const image = valueAt(item, ['image']);
    if (image !== undefined && typeof image !== 'string') return [];
    return [
      {
        id: typeof id === 'string' ? id : `#${index + 1}`,
        ...(image !== undefined && { image }),
      },
    ];
  });
}

/**
 * The CV's font must draw every character it shows. Checked beside the other
 * problems when only the identity's are left (an e-mail, a URL: the CV's
 * words are all there, so one run lists everything); after the words are
 * complete otherwise, since the CV cannot be read from words that are not.
 */
export function cvFontProblems(input: OwnerInput, others: readonly Problem[]): Problem[] {
  const check = () =>
    cvProblems(
      input,
      siteOrigin((input.site as { url: string }).url, { SITE_URL: input.siteUrlOverride }),
    );
  if (others.length === 0) return check();
  if (others.some(({ file }) => file !== ownerFiles.site)) return [];
  try {
    return check();
  } catch {
    // An identity too broken to read the CV from (no name): its own problems say why.
    return [];
  }
}
