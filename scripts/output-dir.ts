/** Where the build goes. `BUILD_DIR` lets parallel checkouts or test runs build side by side. */
import { join, resolve } from 'node:path';

export const buildDirectory = process.env.BUILD_DIR ?? 'build';

/** The project this script belongs to. */
export const projectRootDir = join(import.meta.dirname, '..');

/** The published files of a project's build: `<root>/build/client`. */
export function clientDirOf(root: string = projectRootDir): string {
  return resolve(root, buildDirectory, 'client');
}
