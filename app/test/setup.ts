import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Any unexpected console error or warning fails the test: a React warning, or a
// missing translation key, which app/i18n/i18n.ts reports with console.error in
// development and tests.
beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});

// jsdom's <dialog> has no showModal or close (no top layer, no inert page): open and close it in place.
if (typeof window !== 'undefined') {
  const dialog: Partial<HTMLDialogElement> = HTMLDialogElement.prototype;
  dialog.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// jsdom has no matchMedia; tests that need a match stub it with `createMediaQueryList`.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) => createMediaQueryList(query, false);
}

export function createMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
}
