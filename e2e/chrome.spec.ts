import { expect, test } from './fixtures';
import { escapeRegExp } from './owner';
import { localizePath } from '../app/i18n/languages';
import { lastLanguage, otherLanguage } from '../app/test/languages';

test('the skip link is first in tab order and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  // Its words sit inside its box with room around them, not against its edges.
  const padding = await skip.evaluate((link) => {
    const style = getComputedStyle(link);
    return [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].map(
      parseFloat,
    );
  });
  for (const side of padding) expect(side).toBeGreaterThanOrEqual(8);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the header has the owner name linking home in the current language', async ({
  page,
  owner,
}) => {
  await page.goto(localizePath(lastLanguage, '/projects'));
  const home = page.getByRole('banner').getByRole('link', { name: owner.site.name });
  await expect(home).toHaveAttribute('href', `/${lastLanguage}`);
  // The name takes all the row's room but the shown buttons' and the gaps': on one line
  // where it fits in that room, else on two, and never cut (a longer name than fits fills
  // the room).
  const { room, rest, oneLine, lines } = await home.evaluate((link) => {
    const row = link.parentElement;
    if (!row) throw new Error('the name has no row');
    const style = getComputedStyle(row);
    const buttons = [...row.children].filter(
      (child) => child !== link && child.getClientRects().length > 0,
    );
    const rest =
      row.clientWidth -
      parseFloat(style.paddingLeft) -
      parseFloat(style.paddingRight) -
      buttons.reduce((sum, child) => sum + child.getBoundingClientRect().width, 0) -
      parseFloat(style.columnGap) * buttons.length;
    const linkStyle = getComputedStyle(link);
    const lines = Math.round(
      (link.clientHeight - parseFloat(linkStyle.paddingTop) - parseFloat(linkStyle.paddingBottom)) /
        parseFloat(linkStyle.lineHeight),
    );
    // The name's width on one line, with its padding.
    link.style.whiteSpace = 'nowrap';
    const oneLine = link.scrollWidth;
    link.style.whiteSpace = '';
    const name = link.textContent;
    link.textContent = 'W'.repeat(200);
    const { width } = link.getBoundingClientRect();
    link.textContent = name;
    return { room: width, rest, oneLine, lines };
  });
  expect(room).toBeGreaterThanOrEqual(rest - 1);
  expect(lines).toBe(oneLine <= rest ? 1 : 2);
  expect(await home.evaluate((link) => link.scrollHeight - link.clientHeight)).toBeLessThanOrEqual(
    1,
  );
  await home.click();
  await expect(page).toHaveURL(`/${lastLanguage}`);
});

test('the footer has the profiles, a prefilled mail link in the page language, and the copyright', async ({
  page,
  owner,
}) => {
  const { name, email, profiles, copyrightYear } = owner.site;
  const lang = otherLanguage;
  await page.goto(localizePath(lang, '/about'));
  const footer = page.getByRole('contentinfo');
  // Each profile the owner gives, and none they leave out.
  for (const [url, name] of [
    [profiles.github, /^GitHub/],
    [profiles.linkedin, /^LinkedIn/],
  ] as const) {
    const link = footer.getByRole('link', { name });
    if (url === undefined) {
      await expect(link).toHaveCount(0);
      continue;
    }
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  const mail = footer.getByRole('link', { name: owner.text(lang, 'footer.email') });
  const href = (await mail.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^mailto:${escapeRegExp(email)}\\?subject=.+&body=.+`));
  const query = new URLSearchParams(href.split('?')[1]);
  expect(query.get('subject')).toBe(owner.text(lang, 'footer.mailSubject'));
  expect(query.get('body')).toBe(
    owner.text(lang, 'footer.mailBody', { name }).replace(/\n/g, '\r\n'),
  );
  expect(query.get('body')).toContain(name);
  await expect(footer).toContainText(
    owner.text(lang, 'footer.copyright', { year: copyrightYear, name }),
  );
  await expect(footer).toContainText(owner.text(lang, 'footer.rights'));
});

test('scroll to top appears only past 300 px and takes the visitor to the top', async ({
  page,
}) => {
  await page.goto('/projects');
  // Give the page a known height so the threshold is tested exactly, whatever its content.
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '4000px';
    document.querySelector('main')?.append(spacer);
  });
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 301));
  await expect(button).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 2000));
  await button.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
  // Focus is not lost with the button: it is where the skip link puts it.
  await expect(page.getByRole('main')).toBeFocused();
});

test('the sidebar slides out as it slid in, and gives focus back to the toggle at once', async ({
  page,
}) => {
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  await toggle.click();
  await expect
    .poll(async () => page.locator('#sidebar').boundingBox())
    .toMatchObject({ x: 0, width: 256 });
  // Its left edge, frame by frame, from the tap on its close button.
  const edges = await page
    .getByRole('button', { name: 'Close navigation' })
    .evaluate(async (close: HTMLElement) => {
      const edges: number[] = [];
      close.click();
      const start = performance.now();
      while (performance.now() - start < 700) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        edges.push(document.getElementById('sidebar')?.getBoundingClientRect().x ?? Number.NaN);
      }
      return edges;
    });
  await expect(toggle).toBeFocused();
  expect(
    edges.some((x) => x < 0 && x > -256),
    `a frame mid-slide in ${edges.join(', ')}`,
  ).toBe(true);
  expect(edges.at(-1)).toBe(-256);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test('with reduced motion the sidebar does not slide and scrolling is instant', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const duration = await page
    .locator('#sidebar')
    .evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
  expect(duration).toBeLessThan(0.001);
  await page.keyboard.press('Escape');
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '4000px';
    document.querySelector('main')?.append(spacer);
    window.scrollTo(0, 2000);
  });
  await page.getByRole('button', { name: 'Scroll to top' }).click();
  // Instant: already at the top on the next frame.
  expect(
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(window.scrollY)))),
  ).toBe(0);
});

test('pages carry a hash-based Content-Security-Policy that their own scripts satisfy', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  for (const path of [`/${otherLanguage}/missing`, localizePath(lastLanguage, '/about'), '/']) {
    const response = await page.goto(path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  }
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  expect(violations).toEqual([]);
});

for (const width of [320, 375]) {
  test(
    `at ${width} px, scrolled to the end, the scroll-to-top button covers none of the footer’s words or links`,
    { tag: '@own-viewport' },
    async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/about');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const button = page.getByRole('button', { name: 'Scroll to top' });
      await expect(button).toBeVisible();
      const buttonBox = await button.boundingBox();
      if (!buttonBox) throw new Error('no button box');
      const footer = page.getByRole('contentinfo');
      const covered = await footer.evaluate((element, box) => {
        const overlaps = (rect: DOMRect) =>
          rect.left < box.x + box.width &&
          rect.right > box.x &&
          rect.top < box.y + box.height &&
          rect.bottom > box.y;
        const found: string[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if ([...range.getClientRects()].some(overlaps)) found.push(node.textContent.trim());
        }
        for (const link of element.querySelectorAll('a')) {
          if (overlaps(link.getBoundingClientRect())) found.push(link.href);
        }
        return found;
      }, buttonBox);
      expect(covered).toEqual([]);
    },
  );
}
