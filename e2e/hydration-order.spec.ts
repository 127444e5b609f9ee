/**
 * Hydration makes the shell and the first screen work first (docs/decisions/016):
 * each page's sections below its first screen are a Suspense boundary that
 * React hydrates after the page has marked itself hydrated, in later work that
 * a tap can bring forward. React marks each element it has hydrated with a
 * `__reactFiber$…` property; that is what these tests read.
 */
import { hydratedAttribute, themeToggleAttribute } from '../app/theme/early-taps';
import { expect, test } from './fixtures';

type AtHydration = { toggle: boolean; below: boolean; belowHeadings: number };
type Probe = Window & {
  __atHydration?: AtHydration;
  __isHydrated?: (node: Element | null) => boolean;
};

for (const path of ['/', '/about', '/projects', '/sw', '/sw/about', '/pt/projects']) {
  test(`${path} hydrates its shell first and the sections below the first screen after`, async ({
    page,
  }) => {
    await page.addInitScript(
      ({ hydrated, toggle }) => {
        const probe = window as Probe;
        probe.__isHydrated = (node) =>
          node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
        new MutationObserver((_, observer) => {
          if (!document.documentElement.hasAttribute(hydrated)) return;
          observer.disconnect();
          // Every h2 of a page's main content lies below its first screen.
          const headings = [...document.querySelectorAll('main h2')];
          probe.__atHydration = {
            toggle: probe.__isHydrated?.(document.querySelector(`[${toggle}]`)) ?? false,
            below: headings.some((heading) => probe.__isHydrated?.(heading)),
            belowHeadings: headings.length,
          };
        }).observe(document, { attributes: true, subtree: true, attributeFilter: [hydrated] });
      },
      { hydrated: hydratedAttribute, toggle: themeToggleAttribute },
    );
    await page.goto(path);
    const atHydration = await page.evaluate(() => (window as Probe).__atHydration);
    expect(atHydration?.belowHeadings).toBeGreaterThan(0);
    expect(atHydration).toMatchObject({ toggle: true, below: false });
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('main h2')].every((heading) =>
            (window as Probe).__isHydrated?.(heading),
          ),
        ),
      )
      .toBe(true);
  });
}

test('a tap on a section below the first screen works before that section has hydrated', async ({
  page,
}) => {
  // The career toggle is tapped the moment the page marks itself hydrated,
  // while its section is still as prerendered: React must hydrate it for the tap.
  await page.addInitScript(
    ({ hydrated }) => {
      const probe = window as Probe & { __tappedUnhydrated?: boolean };
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute(hydrated)) return;
        observer.disconnect();
        const toggle = document.querySelector('main button[aria-expanded]');
        probe.__tappedUnhydrated =
          toggle !== null && !Object.keys(toggle).some((key) => key.startsWith('__reactFiber$'));
        (toggle as HTMLButtonElement | null)?.click();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: [hydrated] });
    },
    { hydrated: hydratedAttribute },
  );
  await page.goto('/about');
  expect(
    await page.evaluate(
      () => (window as Probe & { __tappedUnhydrated?: boolean }).__tappedUnhydrated,
    ),
  ).toBe(true);
  await expect(page.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});
