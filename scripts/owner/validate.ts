/**
 * Every check of the owner's input, all problems at once: identity, content,
 * words (check.ts) and pictures (pictures.ts). `npm run check`, the build and
 * the dev server run it.
 */
import { cvProblems } from '../cv/cv-check.ts';
import { checkOwner } from './check.ts';
import { readCodeKeys } from './code-keys.ts';
import { loadOwner, projectRoot, type OwnerInput } from './load.ts';
import { checkIcons } from './icons.ts';
import { checkPictures, type PictureOptions, type ProjectPictureSource } from './pictures.ts';
import type { Problem } from './problem.ts';
import { siteOrigin } from '../site-origin.ts';

export type Validation = { input: OwnerInput; problems: Problem[] };

export async function validateOwner(root: string = projectRoot): Promise<Validation> {
  const input = await loadOwner(root);
  const projects = input.content.featuredProjects;
  const wordProblems = checkOwner(input, readCodeKeys(root));
  const problems = [
    ...wordProblems,
    // The CV's font must draw every character it shows; checked once the words are complete.
    ...(wordProblems.length === 0
      ? cvProblems(
          input,
          siteOrigin((input.site as { url: string }).url, { SITE_URL: input.siteUrlOverride }),
        )
      : []),
    ...(Array.isArray(projects)
      ? await checkPictures({
          root,
          featuredProjects: projects as ProjectPictureSource[],
          identity: input.site as PictureOptions['identity'],
        })
      : []),
    ...(await checkIcons(input.site, root)),
  ];
  return { input, problems };
}
