/**
 * Hydration makes the shell and the first screen work first (docs/decisions/016):
 * each page's sections below its first screen are a Suspense boundary that
 * React hydrates after the page has marked itself hydrated, in later work that
 * a tap can bring forward. React marks each element it has hydrated with a
 * `__reactFiber$…` property; that is what these tests read.
 */
import { collapsedJobCount } from '../app/features/about/career-timeline';
import { hydratedAttribute, themeToggleAttribute } from '../app/theme/early-taps';
import { localizePath } from '../app/i18n/languages';
import { lastLanguage, otherLanguage } from '../app/test/languages';
import { expect, test } from './fixtures';

type AtHydration = { toggle: boolean; below: boolean; belowHeadings: number };
type Probe = Window & {
  __atHydration?: AtHydration;
  __isHydrated?: (node: Element | null) => boolean;
};

for (const path of [
  '/',
  '/about',
  '/projects',
  localizePath(otherLanguage, '/'),
  localizePath(otherLanguage, '/about'),
  localizePath(lastLanguage, '/projects'),
]) {
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
  context,
  owner,
}) => {
  // The career's Show More, or, for a career that fits the collapsed timeline
  // (it has none), the Projects page's "Copy email address", which every owner
  // has below the first screen.
  const hasShowMore = owner.jobs.length > collapsedJobCount;
  if (!hasShowMore) {
    await page.goto('/about');
    await expect(page.locator('main button[aria-expanded]')).toHaveCount(0);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  }
  const { path, name } = hasShowMore
    ? { path: '/about', name: owner.text('en', 'about.showMore') }
    : { path: '/projects', name: owner.text('en', 'common.contact.copy') };
  // It is tapped the moment the page marks itself hydrated, while its section
  // is still as prerendered: React must hydrate it for the tap.
  await page.addInitScript(
    ({ hydrated, name: buttonName }) => {
      const probe = window as Probe & { __tappedUnhydrated?: boolean };
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute(hydrated)) return;
        observer.disconnect();
        const button = [...document.querySelectorAll('main button')].find(
          (element) => element.textContent.trim() === buttonName,
        );
        probe.__tappedUnhydrated =
          button !== undefined &&
          !Object.keys(button).some((key) => key.startsWith('__reactFiber$'));
        (button as HTMLButtonElement | undefined)?.click();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: [hydrated] });
    },
    { hydrated: hydratedAttribute, name },
  );
  await page.goto(path);
  expect(
    await page.evaluate(
      () => (window as Probe & { __tappedUnhydrated?: boolean }).__tappedUnhydrated,
    ),
  ).toBe(true);
  if (hasShowMore) {
    await expect(
      page.getByRole('button', { name: owner.text('en', 'about.showLess') }),
    ).toHaveAttribute('aria-expanded', 'true');
  } else {
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      owner.text('en', 'common.contact.copied'),
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(owner.site.email);
  }
});
