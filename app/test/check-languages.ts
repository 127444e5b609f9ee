/**
 * Vitest's global setup: stops the run once, before any test file, when the
 * tests cannot hold the owner's list of languages (app/test/languages.ts says
 * why), instead of failing every file with the same message.
 */
export async function setup(): Promise<void> {
  await import('./languages.ts');
}
