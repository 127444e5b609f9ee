import type { Locator } from '@playwright/test';
import { localizePath, type Language } from '../app/i18n/languages';
import { otherLanguage } from '../app/test/languages';
import { expect, expectEveryJobShown, languagesUnderTest, paintedPixels, test } from './fixtures';
import type { Owner } from './owner';

test.use({ javaScriptEnabled: false });

/** What each page must show with no script: its h1, then the headings of its sections and items. */
const pages: Record<string, (owner: Owner, lang: Language) => { h1: string; headings: string[] }> =
  {
    '/': (owner, lang) => ({
      h1: owner.text(lang, 'home.hero.title', { name: owner.site.name }),
      headings: ['services', 'testimonials', 'cta'].map((key) =>
        owner.text(lang, `home.${key}.title`),
      ),
    }),
    '/about': (owner, lang) => ({
      h1: owner.text(lang, 'about.title'),
      headings: ['career', 'achievements', 'hobbies'].map((key) =>
        owner.text(lang, `about.headings.${key}`),
      ),
    }),
    '/projects': (owner, lang) => ({
      h1: owner.text(lang, 'projects.title'),
      headings: [
        ...owner.featuredProjects.map(({ id }) => `projects.featured.${id}.title`),
        ...owner.clientProjects.map(({ id }) => `projects.client.${id}.title`),
      ].map((key) => owner.text(lang, key)),
    }),
  };

for (const { code, prefix } of languagesUnderTest) {
  for (const [path, expected] of Object.entries(pages)) {
    const url = path === '/' ? prefix || '/' : `${prefix}${path}`;

    test(`${url} is complete and readable without JavaScript`, async ({ page, owner }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      const { h1, headings } = expected(owner, code);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(h1);
      for (const name of headings) {
        await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
      }
      const { name, copyrightYear: year } = owner.site;
      await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(
        owner.text(code, 'footer.copyright', { year, name }),
      );
      // The prerendered markup already marks the current page (hydration keeps
      // server attributes as they are, so a wrong one here would stay wrong).
      const current = page.locator('#sidebar a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('href', url);
    });
  }
}

test('without JavaScript every job is shown, and no control offered that only a script could work', async ({
  page,
  owner,
}) => {
  await page.goto('/about');
  await expectEveryJobShown(page, owner);
  for (const path of ['/', '/about', '/projects']) {
    await page.goto(path);
    // Menu, language, theme, career, carousel and copy buttons all need a script.
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link', { name: owner.site.name })).toBeVisible();
  }
});

test('the 404 document is readable without JavaScript, its languages leading home', async ({
  page,
  owner,
}) => {
  const response = await page.goto(`/${otherLanguage}/haipo`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    owner.text(otherLanguage, 'notFound.title'),
  );
  // A 404 page has no version in another language: each language's link is its home.
  const links = page
    .getByRole('banner')
    .getByRole('navigation', { name: owner.text(otherLanguage, 'common.languageMenu') })
    .getByRole('link');
  await expect(links).toHaveCount(languagesUnderTest.length);
  for (const { code, prefix } of languagesUnderTest) {
    await expect(links.and(page.locator(`[hreflang="${code}"]`))).toHaveAttribute(
      'href',
      prefix || '/',
    );
  }
});

test('without JavaScript the header links are targets a finger can take: 32 px tall, at least 24 px wide (WCAG 2.5.8)', async ({
  page,
}) => {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    const links = page.getByRole('banner').getByRole('navigation').getByRole('link');
    await expect(links).not.toHaveCount(0);
    const small = (
      await links.evaluateAll((all) =>
        all.map((link) => {
          const { width: w, height: h } = link.getBoundingClientRect();
          return { name: link.textContent, w, h };
        }),
      )
    ).filter(({ w, h }) => w < 24 || h < 32);
    expect(small, `at ${width} px`).toEqual([]);
  }
});

for (const { code } of languagesUnderTest) {
  test(`without JavaScript the header still leads to every page and language (${code})`, async ({
    page,
    owner,
  }) => {
    const nav = page.getByRole('banner').getByRole('navigation', {
      name: owner.text(code, 'nav.pages'),
    });
    const languagesNav = page.getByRole('banner').getByRole('navigation', {
      name: owner.text(code, 'common.languageMenu'),
    });
    const pageUrl = localizePath;
    await page.goto(pageUrl(code, '/'));
    for (const [path, key] of [
      ['/about', 'nav.about'],
      ['/projects', 'nav.projects'],
      ['/', 'nav.home'],
    ] as const) {
      const link = nav.getByRole('link', { name: owner.text(code, key), exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${pageUrl(code, path).replace(/\//g, '\\/')}$`));
      await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute(
        'href',
        pageUrl(code, path),
      );
    }
    await page.goto(pageUrl(code, '/about'));
    const links = languagesNav.getByRole('link');
    await expect(links).toHaveCount(languagesUnderTest.length);
    for (const other of languagesUnderTest) {
      await expect(links.and(page.locator(`[hreflang="${other.code}"]`))).toHaveAttribute(
        'href',
        pageUrl(other.code, '/about'),
      );
    }
    const other = languagesUnderTest.find((language) => language.code !== code);
    if (!other) throw new Error('one language only');
    await links.and(page.locator(`[hreflang="${other.code}"]`)).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other.code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      owner.text(other.code, 'about.title'),
    );
  });
}

/** The mean colour of the middle of an element's box, left of centre, as the page paints it. */
async function paintedColour(element: Locator): Promise<number[]> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element has no box');
  const pixels = await paintedPixels(element.page(), {
    x: box.x + box.width * 0.15,
    y: box.y + box.height * 0.4,
    width: 8,
    height: 8,
  });
  return [0, 1, 2].map(
    (channel) => pixels.reduce((sum, pixel) => sum + (pixel[channel] ?? 0), 0) / pixels.length,
  );
}

test('without JavaScript a picture that fails to load still shows the initials or the emoji, on the gradient', async ({
  page,
  owner,
  expectConsoleError,
}) => {
  expectConsoleError(/Failed to load resource: net::ERR_FAILED \(.*\/images\//);
  await page.route('**/images/**', (route) => route.abort());
  await page.goto('/');
  const photo = page.getByRole('img', {
    name: owner.text('en', 'home.hero.profileAlt', { name: owner.site.name }),
  });
  const afterContent = (image: Locator) =>
    image.evaluate((element) => getComputedStyle(element, '::after').content);
  expect(await afterContent(photo)).toBe(`"${owner.site.initials}"`);
  // Blue, as the gradient is, not the white of an empty box.
  const [red = 0, , blue = 0] = await paintedColour(photo);
  expect(blue - red).toBeGreaterThan(100);

  // The first project with a picture of its own (an owner may have none).
  await page.goto('/projects');
  for (const project of owner.featuredProjects.filter(({ image }) => image).slice(0, 1)) {
    const card = page.getByRole('article', {
      name: owner.text('en', `projects.featured.${project.id}.title`),
    });
    const picture = card.locator('img[data-emoji]');
    await picture.scrollIntoViewIfNeeded();
    expect(await afterContent(picture)).toBe(`"${project.fallbackEmoji}"`);
    const [tileRed = 0, , tileBlue = 0] = await paintedColour(picture);
    expect(tileBlue - tileRed).toBeGreaterThan(100);
  }
});
