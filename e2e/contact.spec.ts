import { serviceIds } from '../app/features/home/services';
import { intlLocaleOf, languages, localizePath, type Language } from '../app/i18n/languages';
import { lastLanguage, otherLanguage } from '../app/test/languages';
import { utcOffset } from '../app/lib/local-time';
import { expect, expectNoAxeViolations, languagesUnderTest, test } from './fixtures';
import { escapeRegExp, type Owner } from './owner';

/**
 * Contact made easy (issue 16): a mail link per service, "Copy email
 * address", the owner's availability and local time on Home, and a vCard per
 * language. Every expected value comes from the owner under test.
 */

function localeOf(lang: Language): string {
  return languages.find((language) => language.code === lang)?.intlLocale ?? 'en-GB';
}

function availabilityText(owner: Owner, lang: Language): string {
  const { availability } = owner.site;
  if (availability.status !== 'booked') {
    return owner.text(lang, `common.availability.${availability.status}`);
  }
  const [year = 0, month = 1] = availability.until.split('-').map(Number);
  const monthText = new Intl.DateTimeFormat(localeOf(lang), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
  return owner.text(lang, 'common.availability.booked', { month: monthText });
}

for (const { code, prefix } of languagesUnderTest) {
  test(`${code}: each service card asks about its service by mail; the hero says when the owner is free`, async ({
    page,
    owner,
  }) => {
    await page.goto(prefix || '/');
    const main = page.getByRole('main');
    for (const id of serviceIds) {
      const link = main.getByRole('link', { name: owner.text(code, `home.services.${id}.ask`) });
      const mail = new URL((await link.getAttribute('href')) ?? '');
      expect(`${mail.protocol}${mail.pathname}`).toBe(`mailto:${owner.site.email}`);
      expect(mail.searchParams.get('subject')).toBe(
        owner.text(code, `home.services.${id}.mailSubject`),
      );
      expect(mail.searchParams.get('body')).toBe(
        owner
          .text(code, 'home.services.mailBody', {
            name: owner.site.name,
            intro: owner.text(code, `home.services.${id}.mailIntro`),
          })
          .replace(/\n/g, '\r\n'),
      );
      // Subject and body name the service, in the page's language (DESIGN, Contact made easy).
      for (const part of ['subject', 'body']) {
        expect(mail.searchParams.get(part)?.toLowerCase()).toContain(
          owner.text(code, `home.services.${id}.title`).toLowerCase(),
        );
      }
    }
    await expect(main.getByText(availabilityText(owner, code), { exact: true })).toBeVisible();
  });
}

test('Copy email address copies it and says so in a status message', async ({
  page,
  context,
  owner,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  const cta = page
    .getByRole('main')
    .getByRole('region', { name: owner.text('en', 'home.cta.title') });
  await cta.getByRole('button', { name: owner.text('en', 'common.contact.copy') }).click();
  await expect(cta.getByRole('status')).toHaveText(owner.text('en', 'common.contact.copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(owner.site.email);
});

test('without a clipboard, the address is shown selected with a hint, and the page stays axe-clean', async ({
  page,
  owner,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
  });
  await page.goto(localizePath(lastLanguage, '/projects'));
  await page.getByRole('button', { name: owner.text(lastLanguage, 'common.contact.copy') }).click();
  const field = page.getByRole('textbox', {
    name: owner.text(lastLanguage, 'common.contact.copyFallback'),
  });
  await expect(field).toHaveValue(owner.site.email);
  await expect(field).toBeFocused();
  expect(
    await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
  ).toEqual([0, owner.site.email.length]);
  await expect(page.getByRole('status')).toBeEmpty();
  await expectNoAxeViolations(page);
});

test.describe('the local time', () => {
  // A browser far from both owners: the page must show the owner's zone, not the visitor's.
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('shows the owner’s time in their zone and ticks over each minute', async ({
    page,
    owner,
  }) => {
    const start = new Date('2027-01-15T11:05:30Z');
    await page.clock.install({ time: start });
    const lang = lastLanguage;
    await page.goto(localizePath(lang, '/'));
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/Los_Angeles',
    );
    const { timeZone } = owner.site;
    const clock = new Intl.DateTimeFormat(intlLocaleOf(lang), {
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    const shown = (date: Date) =>
      owner.text(lang, 'home.contact.localTime', {
        city: owner.text(lang, 'home.contact.city'),
        time: clock.format(date),
        offset: utcOffset(timeZone, date),
      });
    const hero = page.getByRole('main');
    await expect(hero.getByText(shown(start), { exact: true })).toBeVisible();
    await page.clock.runFor(60_000);
    const later = new Date(start.getTime() + 60_000);
    await expect(hero.getByText(shown(later), { exact: true })).toBeVisible();
  });
});

test('the prerendered page holds no clock reading: only the city and the UTC offset', async ({
  request,
  owner,
}) => {
  const html = await (await request.get('/')).text();
  const text = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ');
  // The offset is the build's: winter's or summer's, for a build made on the other side of a change.
  const year = new Date().getUTCFullYear();
  const offsets = [0, 6].map((month) =>
    utcOffset(owner.site.timeZone, new Date(Date.UTC(year, month, 1))),
  );
  const shown = offsets.filter((offset) => {
    const [before = '', after = ''] = owner
      .text('en', 'home.contact.localTime', {
        city: owner.text('en', 'home.contact.city'),
        offset,
      })
      .split('{{time}}');
    return text.includes(before.trim()) && text.includes(after.trim());
  });
  expect(shown, `the city and one of the offsets ${offsets.join(', ')}`).not.toEqual([]);
  expect(text).not.toMatch(/(?<![+\u2212\d])\b\d{1,2}:\d{2}\b/);
});

test('Save contact (vCard) downloads the owner’s card in the page’s language', async ({
  page,
  owner,
}) => {
  const lang = otherLanguage;
  await page.goto(localizePath(lang, '/about'));
  const link = page
    .getByRole('contentinfo')
    .getByRole('link', { name: owner.text(lang, 'footer.vcard') });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/[^/]/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(await link.getAttribute('download'));
  expect(download.suggestedFilename()).toMatch(/\.vcf$/);
  const answer = await page.request.get(href);
  expect(answer.headers()['content-type']).toBe('text/vcard; charset=utf-8');
  const card = (await answer.text()).replace(/\r\n /g, '');
  expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
  expect(card).toContain(`\r\nFN:${owner.site.name}\r\n`);
  expect(card).toContain(`\r\nTITLE:${owner.text(lang, 'meta.role')}\r\n`);
  expect(card).toContain(`:${owner.site.email}\r\n`);
  expect(card).toContain(`\r\nURL:${owner.origin}${localizePath(lang, '/')}\r\n`);
  expect(card).toContain(owner.text(lang, 'home.services.gis.title'));
});

test('the clock reading arrives without moving anything on the page', async ({ page, owner }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  const [before = ''] = owner.text('en', 'home.contact.localTime').split('{{city}}');
  const clockLine = page
    .getByRole('main')
    .getByText(new RegExp(`^${escapeRegExp(before)}.*\\d:\\d\\d`));
  await expect(clockLine).toBeVisible();
  // A shift is found at the layout after the reading and reported in a task after that.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  expect(shifts).toEqual([]);
});

test('a browser that does not know the owner’s time zone keeps the line without a reading, and the page whole', async ({
  page,
  owner,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // As an old or trimmed Intl does: the owner's zone is unknown, every other one works.
  await page.addInitScript((timeZone) => {
    const Original = Intl.DateTimeFormat;
    const Patched = function (this: unknown, ...args: ConstructorParameters<typeof Original>) {
      if (args[1]?.timeZone === timeZone) {
        Object.assign(window, { zoneAsked: true });
        throw new RangeError(`Invalid time zone: ${timeZone}`);
      }
      return new Original(...args);
    };
    Patched.prototype = Original.prototype;
    Object.assign(Patched, { supportedLocalesOf: Original.supportedLocalesOf.bind(Original) });
    Intl.DateTimeFormat = Patched as unknown as typeof Intl.DateTimeFormat;
  }, owner.site.timeZone);
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText(owner.site.name);
  // Hydrated: the theme toggle answers.
  const toggle = page.getByRole('button', { name: 'Toggle dark mode' });
  const pressed = await toggle.getAttribute('aria-pressed');
  await toggle.click();
  await expect(toggle).not.toHaveAttribute('aria-pressed', pressed ?? '');
  // The clock's first reading, once the page is idle, asks for the zone; then a frame.
  await page.waitForFunction(() => 'zoneAsked' in window);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await expect(
    page.getByRole('heading', { name: owner.text('en', 'common.error.title') }),
  ).toHaveCount(0);
  const [before = ''] = owner
    .text('en', 'home.contact.localTime', { city: owner.text('en', 'home.contact.city') })
    .split('{{time}}');
  const line = main.getByText(before.trim(), { exact: false });
  await expect(line).toBeVisible();
  await expect(line).not.toHaveText(/\d:\d\d/);
  expect(errors).toEqual([]);
});
