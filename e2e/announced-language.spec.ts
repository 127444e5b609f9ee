/**
 * Nothing a page in another language than English announces is English: ARIA role
 * descriptions (read out by screen readers) and the web app manifest (shown
 * when the site is installed). English texts come from the English
 * translations, never from literals.
 */
import type { Page } from '@playwright/test';
import { defaultLanguage, languageOption, languages, localizePath } from '../app/i18n/languages';
import { otherLanguage } from '../app/test/languages';
import { pagePaths } from '../app/routes-paths';
import { expect, test } from './fixtures';
import type { Owner } from './owner';

/** Every language but English, which the site's words are translated from. */
const translatedLanguages = languages
  .map(({ code }) => code)
  .filter((code) => code !== defaultLanguage);

/** Every page, and an unknown path for the 404 document. */
const paths = [...pagePaths, '/missing'];

type Manifest = {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
};

/** The English texts a page could announce by mistake. */
function englishAnnouncements(owner: Owner): {
  roles: string[];
  name: string;
  description: string;
} {
  const values = { name: owner.site.name, role: owner.text('en', 'meta.role') };
  return {
    roles: [
      owner.text('en', 'home.testimonials.roleCarousel'),
      owner.text('en', 'home.testimonials.roleSlide'),
    ],
    name: owner.text('en', 'meta.manifest.name', values),
    description: owner.text('en', 'meta.manifest.description', values),
  };
}

function roleDescriptions(page: Page): Promise<string[]> {
  return page
    .locator('[aria-roledescription]')
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('aria-roledescription') ?? ''),
    );
}

/** The manifest the page links to, fetched as the browser would. */
async function linkedManifest(page: Page): Promise<{ href: string; manifest: Manifest }> {
  const href = (await page.locator('link[rel="manifest"]').getAttribute('href')) ?? '';
  const response = await page.request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()['content-type'], href).toMatch(/^application\/manifest\+json/);
  return { href, manifest: (await response.json()) as Manifest };
}

for (const lang of translatedLanguages) {
  test(`${lang}: the carousel and its slides describe their roles in the page's language`, async ({
    page,
    owner,
  }) => {
    await page.goto(localizePath(lang, '/'));
    const carousel = page.getByRole('region', {
      name: owner.text(lang, 'home.testimonials.label'),
      exact: true,
    });
    if (owner.testimonials.length < 2) {
      // One testimonial is a quotation, not a carousel: no role description to translate.
      await expect(carousel).toHaveCount(owner.testimonials.length);
      if (owner.testimonials.length === 1) {
        await expect(carousel).not.toHaveAttribute('aria-roledescription');
        await expect(carousel.locator('[aria-roledescription]')).toHaveCount(0);
      }
      return;
    }
    await expect(carousel).toHaveAttribute(
      'aria-roledescription',
      owner.text(lang, 'home.testimonials.roleCarousel'),
    );
    // Under 768 px the slides not shown are hidden from assistive technology; count them all.
    const slides = carousel.getByRole('group', { includeHidden: true });
    await expect(slides).toHaveCount(owner.testimonials.length);
    for (const slide of await slides.all()) {
      await expect(slide).toHaveAttribute(
        'aria-roledescription',
        owner.text(lang, 'home.testimonials.roleSlide'),
      );
    }
  });

  for (const path of paths) {
    const url = localizePath(lang, path);

    test(`${url} announces no English role description and links a ${lang} manifest`, async ({
      page,
      owner,
    }) => {
      const english = englishAnnouncements(owner);
      await page.goto(url);
      const roles = (await roleDescriptions(page)).map((role) => role.toLowerCase());
      for (const role of english.roles) expect(roles).not.toContain(role.toLowerCase());

      const { href, manifest } = await linkedManifest(page);
      const englishHref = (await linkedManifestHref(page, '/')) ?? '';
      expect(href).not.toBe(englishHref);
      expect(manifest.lang).toBe(lang);
      expect(manifest.start_url).toBe(localizePath(lang, '/'));
      expect(manifest.name).toContain(owner.site.name);
      expect(manifest.name).not.toBe(english.name);
      expect(manifest.name).not.toContain(owner.text('en', 'meta.role'));
      expect(manifest.description).not.toBe(english.description);
      // The short name is the owner's name, the same in every language.
      const englishManifest = (await (await page.request.get(englishHref)).json()) as Manifest;
      expect(manifest.short_name).toBe(englishManifest.short_name);
    });
  }
}

/** The manifest an English page links to, read from its HTML without leaving the current page. */
async function linkedManifestHref(page: Page, path: string): Promise<string | undefined> {
  const html = await (await page.request.get(path)).text();
  return /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
}

test('the English pages link the English manifest, and a language switch swaps it', async ({
  page,
  owner,
}) => {
  await page.goto('/about');
  const { manifest } = await linkedManifest(page);
  expect(manifest.lang).toBe('en');
  expect(manifest.name).toBe(englishAnnouncements(owner).name);

  await page.getByRole('button', { name: owner.text('en', 'common.changeLanguage') }).click();
  await page.getByRole('menuitemradio', { name: languageOption(otherLanguage).name }).click();
  await expect(page).toHaveURL(localizePath(otherLanguage, '/about'));
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    (await linkedManifestHref(page, localizePath(otherLanguage, '/about'))) ?? '',
  );
  expect((await linkedManifest(page)).manifest.lang).toBe(otherLanguage);
});
