import type { Locator } from '@playwright/test';
import { pagePaths } from '../app/routes-paths';
import { expect, languagesUnderTest, paintedPixels, test } from './fixtures';
import { itemWords } from '../app/content/item-words';
import { scrollToTopThreshold } from '../app/layout/scroll-to-top-threshold';

/** The 375 px project, by its viewport: under 1024 px the open sidebar is a modal dialog. */
const isMobile = () => (test.info().project.use.viewport?.width ?? 0) < 1024;

test('the toggle opens the sidebar with Home, About and Projects, the current one marked', async ({
  page,
}) => {
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'Projects']);
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('button', { name: 'Close navigation' })).toBeFocused();
  // 16rem wide, flush with the left edge once the 300 ms slide ends.
  await expect
    .poll(async () => page.locator('#sidebar').boundingBox())
    .toMatchObject({ x: 0, width: 256 });
});

test('the close button closes the sidebar and focus returns to the toggle', async ({ page }) => {
  await page.goto('/projects');
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  await toggle.click();
  await page.getByRole('button', { name: 'Close navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('Escape closes the sidebar and focus returns to the toggle', async ({ page }) => {
  await page.goto('/projects');
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close navigation' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('small screens close the modal sidebar by its overlay; wide ones by the toggle, with no overlay', async ({
  page,
}) => {
  await page.goto('/projects');
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await toggle.click();
  if (isMobile()) {
    await expect(page.getByRole('dialog')).toBeVisible();
    // The page behind is inert and does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    await page.getByTestId('sidebar-overlay').click({ position: { x: 340, y: 400 } });
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
  } else {
    await expect(page.getByTestId('sidebar-overlay')).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await toggle.click();
    await expect(nav).toBeHidden();
  }
});

test('wide screens: Tab goes from the header through the sidebar into the page, which closes it; small ones keep it modal', async ({
  page,
  owner,
}) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close navigation' })).toBeFocused();
  if (isMobile()) {
    // A modal dialog: nothing in the page behind can take focus.
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(nav).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest('main'))).toBeNull();
    return;
  }
  // Back into the header, which the sidebar never covers: it stays open, and
  // Tab from the header's last control leads into it again.
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('header'))).not.toBeNull();
  await expect(nav).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Close navigation' })).toBeFocused();
  // On through its links, then into the page: the sidebar no longer lies over what has focus.
  const links = nav.getByRole('link');
  for (let index = 0; index < (await links.count()); index += 1) {
    await page.keyboard.press('Tab');
    await expect(links.nth(index)).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(nav).toBeHidden();
  expect(await page.evaluate(() => document.activeElement?.closest('main'))).not.toBeNull();
  // A tap on the page closes it too, and the toggle still toggles it.
  await toggle.click();
  await expect(nav).toBeVisible();
  await page
    .getByRole('heading', {
      level: 1,
      name: owner.text('en', 'home.hero.title', { name: owner.site.name }),
    })
    .click();
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(nav).toBeVisible();
  await toggle.click();
  await expect(nav).toBeHidden();
});

test('on small screens Tab stays inside the open sidebar', async ({ page }) => {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const close = page.getByRole('button', { name: 'Close navigation' });
  await expect(close).toBeFocused();
  for (const name of ['Home', 'About', 'Projects']) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeFocused();
  }
  await page.keyboard.press('Tab');
  if (isMobile()) {
    await expect(close).toBeFocused();
  } else {
    await expect(close).not.toBeFocused();
  }
});

test('choosing a nav item navigates, closes the sidebar and moves the highlight', async ({
  page,
  owner,
}) => {
  const text = (key: string) => owner.text('en', key);
  const nav = page.getByRole('navigation', { name: text('nav.label') });
  const toggle = page.getByRole('button', { name: text('nav.toggle') });
  await page.goto('/about');
  await toggle.click();
  await expect(nav.getByRole('link', { name: text('nav.about') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: text('nav.projects') }).click();
  await expect(page).toHaveURL('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('projects.title'));
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(nav.getByRole('link', { name: text('nav.projects') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: text('nav.about') })).not.toHaveAttribute(
    'aria-current',
  );
});

test('focusing a control of the sticky header, scrolled down the page, scrolls nothing', async ({
  page,
}) => {
  await page.goto('/projects');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const controls = page.getByRole('banner').locator('a, button');
  for (let index = 0; index < (await controls.count()); index++) {
    const control = controls.nth(index);
    if (!(await control.isVisible())) continue;
    const y = await page.evaluate(() => {
      const bottom = document.documentElement.scrollHeight - innerHeight - 40;
      scrollTo({ top: bottom, behavior: 'instant' });
      return Math.round(scrollY);
    });
    // As when focus returns to the sidebar toggle or the language button.
    await control.evaluate((element) => (element as HTMLElement).focus());
    expect(await page.evaluate(() => Math.round(scrollY)), await control.innerText()).toBe(y);
  }
});

for (const path of ['/', '/about', '/projects']) {
  test(`on ${path}, every control reached with the keyboard, backwards from the footer, is clear of the sticky header`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // From the footer's last link up: Shift+Tab scrolls each control into view from below it.
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    const header = await page.getByRole('banner').boundingBox();
    const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
    const hidden: string[] = [];
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Shift+Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!(element instanceof HTMLElement) || element === document.body) return null;
        const isFixed = (node: Element | null): boolean =>
          node !== null &&
          (['fixed', 'sticky'].includes(getComputedStyle(node).position) ||
            isFixed(node.parentElement));
        const { top, height } = element.getBoundingClientRect();
        return {
          name: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40),
          top,
          height,
          isFixed: isFixed(element),
        };
      });
      if (!focused) break;
      if (focused.isFixed || focused.height === 0) continue;
      if (focused.top < headerBottom)
        hidden.push(`${focused.name} at ${Math.round(focused.top)} px`);
    }
    expect(hidden, `under the header (its bottom at ${headerBottom} px)`).toEqual([]);
  });
}

test('every link, button and field shown has rounded corners, so its focus ring follows the shape of the rest', async ({
  page,
}) => {
  for (const path of [...pagePaths, '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const square = await page.locator('a[href], button, input').evaluateAll((controls) =>
      controls
        .filter((control) => control.getClientRects().length > 0)
        .filter((control) => {
          const style = getComputedStyle(control);
          return [
            style.borderTopLeftRadius,
            style.borderTopRightRadius,
            style.borderBottomRightRadius,
            style.borderBottomLeftRadius,
          ].includes('0px');
        })
        .map((control) => control.textContent?.trim() || control.outerHTML.slice(0, 80)),
    );
    expect(square, path).toEqual([]);
  }
});

for (const path of ['/', '/about', '/projects']) {
  test(
    `on ${path}, every control reached with the keyboard, down from the top, is clear of the scroll-to-top button, from phone to laptop`,
    { tag: '@own-viewport' },
    async ({ page, owner }) => {
      for (const [width, height] of [
        [375, 740],
        [768, 1024],
        [1024, 768],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(path);
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        const scrollButton = page.getByRole('button', {
          name: owner.text('en', 'common.scrollToTop'),
        });
        const covered: string[] = [];
        let isAtEnd = false;
        for (let step = 0; step < 120 && !isAtEnd; step++) {
          await page.keyboard.press('Tab');
          // Scrolled past its threshold, the button comes with React's next render: wait for it.
          if ((await page.evaluate(() => scrollY)) > scrollToTopThreshold) {
            await expect(scrollButton).toBeVisible();
          }
          const focused = await page.evaluate(
            (buttonName) => {
              const element = document.activeElement;
              if (!(element instanceof HTMLElement) || element === document.body) return null;
              const button = document.querySelector(`button[aria-label="${buttonName}"]`);
              const box = element.getBoundingClientRect();
              const shown = button?.getBoundingClientRect();
              const overlaps =
                shown !== undefined &&
                element !== button &&
                box.left < shown.right &&
                box.right > shown.left &&
                box.top < shown.bottom &&
                box.bottom > shown.top;
              return {
                name:
                  element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40),
                overlaps,
                isLast: element === [...document.querySelectorAll('footer a')].at(-1),
              };
            },
            owner.text('en', 'common.scrollToTop'),
          );
          if (!focused) break;
          if (focused.overlaps) covered.push(`${focused.name} at ${width} px`);
          isAtEnd = focused.isLast;
        }
        expect(isAtEnd, `the footer's last link reached at ${width} px`).toBe(true);
        expect(covered, 'under the scroll-to-top button').toEqual([]);
      }
    },
  );
}

for (const [width, minRoom] of [
  [360, 160],
  [320, 140],
] as const) {
  test(
    `on a ${width} px phone the header leaves the name room for two words, in every language`,
    { tag: '@own-viewport' },
    async ({ page, owner }) => {
      await page.setViewportSize({ width, height: 740 });
      for (const { prefix } of languagesUnderTest) {
        await page.goto(`${prefix}/`);
        const name = page.getByRole('banner').getByRole('link', { name: owner.site.name });
        await expect(name).toBeVisible();
        // What the row leaves the name once its controls and gaps have their room.
        const room = await name.evaluate((link) => {
          const row = link.parentElement as HTMLElement;
          const style = getComputedStyle(row);
          const others = [...row.children].filter((child) => child !== link);
          return (
            row.clientWidth -
            parseFloat(style.paddingLeft) -
            parseFloat(style.paddingRight) -
            others.reduce((sum, child) => sum + child.getBoundingClientRect().width, 0) -
            others.length * parseFloat(style.columnGap)
          );
        });
        expect(room).toBeGreaterThanOrEqual(minRoom);
      }
    },
  );
}

for (const { code, prefix } of languagesUnderTest) {
  test(
    `no heading, paragraph or button label runs out of its box, from 320 to 1280 px (${code})`,
    { tag: '@own-viewport' },
    async ({ page }) => {
      for (const width of [320, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of [...pagePaths, '/no-such-page']) {
          await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`);
          // Text that reaches past its element's sides; text placed on its own
          // (absolutely positioned: the map's labels) or visually hidden is its own box.
          const overflowing = await page.locator('main').evaluate((main) =>
            [
              ...main.querySelectorAll<HTMLElement>(
                'h1, h2, h3, h4, p, dt, dd, figcaption, a, button',
              ),
            ]
              .filter((element) => {
                const box = element.getBoundingClientRect();
                if (box.width === 0) return false;
                const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                  const parent = node.parentElement;
                  if (!parent || parent.closest('.sr-only')) continue;
                  let placed = false;
                  for (
                    let at: HTMLElement | null = parent;
                    at && at !== element;
                    at = at.parentElement
                  ) {
                    if (['absolute', 'fixed'].includes(getComputedStyle(at).position))
                      placed = true;
                  }
                  if (placed) continue;
                  const range = document.createRange();
                  range.selectNodeContents(node);
                  for (const rect of range.getClientRects()) {
                    if (rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1))
                      return true;
                  }
                }
                return false;
              })
              .map((element) => `${element.tagName} "${element.textContent?.trim()}"`),
          );
          expect(overflowing, `${prefix}${path} at ${width} px`).toEqual([]);
          // Nothing widens the page, even hidden (WCAG 1.4.10: no sideways scrolling).
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(sideways, `${prefix}${path} at ${width} px scrolls sideways`).toBe(0);
        }
      }
    },
  );
}

test(
  'text enlarged to 200 % on a phone held sideways: the open sidebar and language menu scroll to their last item',
  { tag: '@own-viewport' },
  async ({ page }) => {
    await page.setViewportSize({ width: 740, height: 375 });
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const last = page.getByRole('navigation', { name: 'Main' }).getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Change language/ }).click();
    // The menu ends inside the window, however many languages it lists: a longer list
    // scrolls within it.
    const menu = await page.getByRole('menu').boundingBox();
    expect((menu?.y ?? Infinity) + (menu?.height ?? 0)).toBeLessThanOrEqual(375);
    const lastLanguage = page.getByRole('menuitemradio').last();
    await lastLanguage.scrollIntoViewIfNeeded();
    await expect(lastLanguage).toBeInViewport({ ratio: 1 });
  },
);

test(
  'text enlarged to 200 % on a phone widens no page (WCAG 1.4.4): a long word breaks instead',
  { tag: '@own-viewport' },
  async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const { prefix } of languagesUnderTest) {
      for (const path of [...pagePaths, '/no-such-page']) {
        await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`);
        // The browser's text size setting: everything in rem grows with it.
        await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `${prefix}${path} scrolls sideways`).toBe(0);
      }
    }
  },
);

test(
  "a label's icon stays by its first word when the label wraps, on a 320 px phone at 100 % and 200 % text",
  { tag: '@own-viewport' },
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    let wrapped = 0;
    for (const { prefix } of languagesUnderTest) {
      for (const path of [...pagePaths, '/no-such-page']) {
        const url = `${prefix}${path === '/' && prefix ? '' : path}`;
        await page.goto(url);
        for (const textSize of ['100%', '200%']) {
          await page.addStyleTag({ content: `html { font-size: ${textSize} !important; }` });
          // Every control or heading that opens with an icon and goes on with its label: where
          // the icon is, against the label's first line.
          const labels = await page.locator('main, footer').evaluateAll((roots) =>
            roots
              .flatMap((root) => [...root.querySelectorAll('a, button, h2')])
              .flatMap((control) => {
                const icon = control.firstElementChild;
                const text = icon?.nextSibling;
                if (!(icon instanceof SVGElement) || text?.nodeType !== Node.TEXT_NODE) return [];
                const range = document.createRange();
                range.selectNodeContents(text);
                const lines = [...range.getClientRects()];
                const [first] = lines;
                if (!first || control.getClientRects().length === 0) return [];
                const box = icon.getBoundingClientRect();
                const middle = (box.top + box.bottom) / 2;
                return [
                  {
                    label: text.textContent,
                    lines: new Set(lines.map(({ top }) => Math.round(top))).size,
                    gap: Math.round(first.left - box.right),
                    onFirstLine: middle >= first.top && middle <= first.bottom,
                  },
                ];
              }),
          );
          expect(labels.length, `${url}: labels with an icon`).toBeGreaterThan(0);
          for (const { label, lines, gap, onFirstLine } of labels) {
            if (lines > 1) wrapped += 1;
            const where = `${url} at ${textSize} text: "${label}" (${lines} lines)`;
            expect.soft(gap, `${where}, gap from its icon`).toBeGreaterThanOrEqual(4);
            expect.soft(gap, `${where}, gap from its icon`).toBeLessThanOrEqual(12);
            expect.soft(onFirstLine, `${where}, icon beside its first line`).toBe(true);
          }
        }
      }
    }
    // Wrapped labels were seen, so the test held them to it.
    expect(wrapped).toBeGreaterThan(0);
  },
);

test(
  "text enlarged to 200 % on a phone: each testimonial's initials stay inside their circle",
  { tag: '@own-viewport' },
  async ({ page, owner }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    const circles = page
      .getByRole('region', { name: owner.text('en', 'home.testimonials.label') })
      .locator('figcaption > span[aria-hidden="true"]');
    await expect(circles).not.toHaveCount(0);
    const spilling = await circles.evaluateAll((circles) =>
      circles
        .filter(
          (circle) =>
            circle.scrollHeight > circle.clientHeight || circle.scrollWidth > circle.clientWidth,
        )
        .map((circle) => circle.textContent),
    );
    expect(spilling).toEqual([]);
  },
);

test(
  'text enlarged to 200 % on a tablet: the header shows the whole name, on more lines where one is too narrow',
  { tag: '@own-viewport' },
  async ({ page, owner }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    for (const { prefix } of languagesUnderTest) {
      await page.goto(`${prefix}/`);
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      const name = page.getByRole('banner').getByRole('link', { name: owner.site.name });
      const cut = await name.evaluate(
        (link) => link.scrollWidth > link.clientWidth || link.scrollHeight > link.clientHeight,
      );
      expect(cut, `${prefix}/`).toBe(false);
      await expect(name).toBeInViewport({ ratio: 1 });
    }
    // A longer name of three parts, a hyphenated one among them (planted: the pages carry the
    // owner's own), which needs three lines here.
    const name = page.getByRole('banner').getByRole('link', { name: owner.site.name });
    const planted = await name.evaluate((link) => {
      link.textContent = 'Zoë Nyambura-Ferreira';
      return link.scrollWidth > link.clientWidth || link.scrollHeight > link.clientHeight;
    });
    expect(planted, 'a name of three parts is cut').toBe(false);
  },
);

// One test per width: each visits every page in every language.
for (const width of [320, 360, 375]) {
  test(
    `the browser’s text size at 200 % on a ${width} px phone: the space around the text stays as at 100 %, so words keep their width`,
    { tag: '@own-viewport' },
    async ({ page, owner }) => {
      // The browser's own setting (not a style of the page): the default font size, which em media queries read.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.enable');
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      await page.setViewportSize({ width, height: 640 });
      for (const { code, prefix } of languagesUnderTest) {
        for (const path of [...pagePaths, '/no-such-page']) {
          const url = `${prefix}${path === '/' && prefix ? '' : path}`;
          await page.goto(url);
          expect(
            await page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
          ).toBe('32px');
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(sideways, `${url} at ${width} px scrolls sideways`).toBe(0);
          // The header's buttons keep their usual size, leaving the name its room.
          const toggle = page.getByRole('button', { name: owner.text(code, 'nav.toggle') });
          expect((await toggle.boundingBox())?.width, `${url} at ${width} px`).toBe(44);
          // ... where no word of the owner's name is broken across lines ("Barak / a"), so a
          // name of up to three parts shows whole on the header's three lines.
          const name = page.getByRole('banner').getByRole('link', { name: owner.site.name });
          const lines = await name.evaluate((link) => {
            const text = link.firstChild;
            if (!text?.textContent) return { broken: ['(no text)'], cut: 0 };
            const broken: string[] = [];
            let start = 0;
            // A line may break after a word's hyphen (O'Neil- / Mutua), as browsers break it.
            for (const part of text.textContent.split(/(?<= )|(?<=-)/)) {
              const word = part.trimEnd();
              const range = document.createRange();
              range.setStart(text, start);
              range.setEnd(text, start + word.length);
              if (new Set([...range.getClientRects()].map(({ top }) => top)).size > 1)
                broken.push(word);
              start += part.length;
            }
            return { broken, cut: link.scrollHeight - link.clientHeight };
          });
          expect(lines.broken, `${url} at ${width} px`).toEqual([]);
          // A name of up to three parts (words, or the halves of a hyphenated one, which may
          // break at its hyphen) shows whole; one with more may need a fourth line, which the
          // clamp cuts.
          if (owner.site.name.split(/(?<= )|(?<=-)/).length <= 3) {
            expect(lines.cut, `${url} at ${width} px: the name is cut`).toBeLessThanOrEqual(1);
          }
        }
        // The language menu grows with its names, each shown whole on the screen ("Portugu" was cut).
        await page.goto(prefix || '/');
        await page.getByRole('button', { name: owner.text(code, 'common.changeLanguage') }).click();
        for (const item of await page.getByRole('menuitemradio').all()) {
          const name = (await item.textContent()) ?? '';
          const shown = await item.evaluate((element) => {
            const { left, right } = element.getBoundingClientRect();
            return {
              cut: element.scrollWidth - element.clientWidth,
              inside: left >= -8 && right <= document.documentElement.clientWidth,
            };
          });
          expect(shown, `${prefix || '/'} at ${width} px: "${name}"`).toEqual({
            cut: 0,
            inside: true,
          });
        }
        // A job's title keeps most of the screen's width (it had a column a quarter as wide).
        await page.goto(`${prefix}/about`);
        const title = page.getByRole('main').getByRole('heading', {
          level: 3,
          name: owner.text(code, `about.jobs.${itemWords.jobs.key(owner.jobs[0]?.id ?? '')}.title`),
        });
        expect((await title.boundingBox())?.width ?? 0, code).toBeGreaterThan(0.6 * width);
        // The scroll button keeps its usual size instead of covering twice as much of the text.
        await page.mouse.wheel(0, 1200);
        const scrollTop = page.getByRole('button', {
          name: owner.text(code, 'common.scrollToTop'),
        });
        await expect(scrollTop).toBeVisible();
        expect((await scrollTop.boundingBox())?.width, code).toBe(48);
      }
    },
  );
}

test(
  'a name too long for the header’s three lines ends in an ellipsis, with nothing of a fourth line showing',
  { tag: '@own-viewport' },
  async ({ page, owner }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    const name = page.getByRole('banner').getByRole('link', { name: owner.site.name });
    // A name of an owner with more words than the header holds (planted: the pages carry the
    // owner's own).
    const strip = await name.evaluate((link) => {
      link.textContent = 'Léa Fontaine-Okafor dos Santos Mwangi';
      const box = link.getBoundingClientRect();
      const style = getComputedStyle(link);
      const padding = parseFloat(style.paddingBottom);
      const lineHeight = parseFloat(style.lineHeight);
      return {
        lines: Math.round((link.scrollHeight - 2 * padding) / lineHeight),
        shown: Math.round((link.clientHeight - 2 * padding) / lineHeight),
        x: box.left + parseFloat(style.paddingLeft),
        y: box.bottom - padding,
        width: box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        height: padding,
      };
    });
    expect(strip.lines, 'lines of the planted name').toBeGreaterThan(3);
    expect(strip.shown, 'lines shown').toBe(3);
    // The padding under the third line shows the header's background only.
    const colours = new Set((await paintedPixels(page, strip)).map((pixel) => pixel.join()));
    expect([...colours], 'colours under the third line').toHaveLength(1);
  },
);

test(
  'at 400 % zoom a focused footer link is scrolled clear of the sticky header (WCAG 2.4.11)',
  { tag: '@own-viewport' },
  async ({ page }) => {
    // 1280×1024 at 400 %; scrolling at once, to read where each focus move ends.
    await page.setViewportSize({ width: 320, height: 256 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const { prefix } of languagesUnderTest) {
      for (const path of ['/', '/about']) {
        const url = `${prefix}${path === '/' && prefix ? '' : path}`;
        await page.goto(url);
        await page.keyboard.press('End');
        // At the end of the page (the browser scrolls there smoothly), as a visitor would be.
        await expect
          .poll(() =>
            page.evaluate(
              () => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight,
            ),
          )
          .toBe(true);
        const footerLinks = await page.getByRole('contentinfo').getByRole('link').count();
        expect(footerLinks, 'this test needs links in the footer').toBeGreaterThan(0);
        // From the end of the page backwards: the scroll button, then the footer's links.
        let checked = 0;
        for (let press = 0; press < footerLinks + 3 && checked < footerLinks; press += 1) {
          await page.keyboard.press('Shift+Tab');
          const place = () =>
            page.evaluate(() => {
              const focused = document.activeElement;
              return {
                top: focused?.getBoundingClientRect().top ?? 0,
                headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
                inFooter: Boolean(focused?.closest('footer')),
              };
            });
          if (!(await place()).inFooter) continue;
          checked += 1;
          await expect
            .poll(async () => {
              const { top, headerBottom } = await place();
              return top - headerBottom;
            }, `${url}: footer link ${checked} from the end`)
            .toBeGreaterThanOrEqual(0);
        }
        expect(checked, url).toBe(footerLinks);
      }
    }
  },
);

test(
  'on a phone the call to action stacks its buttons at one width, each label inside its button, in every language',
  { tag: '@own-viewport' },
  async ({ page, owner }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const { code, prefix } of languagesUnderTest) {
      await page.goto(`${prefix}/`);
      const cta = page.getByRole('region', { name: owner.text(code, 'home.cta.title') });
      const boxes = await cta.locator('a, button').evaluateAll((controls) =>
        controls.map((control) => {
          const { x, width } = control.getBoundingClientRect();
          return {
            x: Math.round(x),
            width: Math.round(width),
            fits: control.scrollWidth <= control.clientWidth,
          };
        }),
      );
      expect(boxes, code).toHaveLength(3);
      for (const box of boxes) expect(box, code).toEqual({ ...boxes[0], fits: true });
    }
  },
);

test(
  'buttons side by side share one height: the hero, the call to action, each project card',
  { tag: '@own-viewport' },
  async ({ page, owner }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const heights = (buttons: Locator) =>
      buttons.evaluateAll((all) =>
        all.map((button) => Math.round(button.getBoundingClientRect().height)),
      );
    const expectOneHeight = async (buttons: Locator, count: number) => {
      const found = await heights(buttons);
      expect(found).toHaveLength(count);
      expect(new Set(found).size, `heights ${found.join(', ')}`).toBe(1);
    };
    await page.goto('/');
    await expectOneHeight(
      page
        .getByRole('link', { name: owner.text('en', 'home.hero.about'), exact: true })
        .or(page.getByRole('link', { name: owner.text('en', 'home.hero.projects'), exact: true })),
      2,
    );
    await expectOneHeight(
      page.getByRole('region', { name: owner.text('en', 'home.cta.title') }).locator('a, button'),
      3,
    );
    await page.goto('/projects');
    for (const project of owner.featuredProjects) {
      const links = [project.liveUrl, project.githubUrl].filter(Boolean).length;
      if (links < 2) continue;
      const card = page.getByRole('article', {
        name: owner.text('en', `projects.featured.${project.id}.title`),
      });
      await expectOneHeight(card.getByRole('link'), 2);
    }
  },
);

test(
  "a featured project's links fill their row of the card, one or two, on a line or stacked, in every language",
  { tag: '@own-viewport' },
  async ({ page, owner }) => {
    let cards = 0;
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const { code, prefix } of languagesUnderTest) {
        await page.goto(`${prefix}/projects`);
        const region = page.getByRole('region', {
          name: owner.text(code, 'projects.featuredTitle'),
        });
        const rows = await region.getByRole('article').evaluateAll((articles) =>
          articles.flatMap((article) => {
            const links = [...article.querySelectorAll('a')].map((link) =>
              link.getBoundingClientRect(),
            );
            const [first] = links;
            if (!first) return [];
            // The row the links share: the width of the card's text.
            const box = article.querySelector('a')?.parentElement?.getBoundingClientRect() ?? first;
            const { left, right } = box;
            const byTop = new Map<number, DOMRect[]>();
            for (const link of links) {
              const top = Math.round(link.top);
              byTop.set(top, [...(byTop.get(top) ?? []), link]);
            }
            return [...byTop.values()].map((row) => ({
              title: article.querySelector('h3')?.textContent,
              left: Math.round(Math.min(...row.map((link) => link.left)) - left),
              right: Math.round(right - Math.max(...row.map((link) => link.right))),
            }));
          }),
        );
        cards += rows.length;
        for (const { title, left, right } of rows) {
          expect.soft({ left, right }, `${prefix}/projects at ${width} px: ${title}`).toEqual({
            left: 0,
            right: 0,
          });
        }
      }
    }
    expect(cards, 'this test needs a featured project with a link').toBeGreaterThan(0);
  },
);

test(
  'rows of cards are centred: a short last row sits in the middle, from 640 to 1280 px',
  { tag: '@own-viewport' },
  async ({ page, owner }) => {
    // The lists the owner has items in (a kind with none has no section).
    const lists = (
      [
        {
          path: '/projects',
          region: 'projects.featuredTitle',
          cards: 'article',
          items: owner.featuredProjects,
        },
        {
          path: '/projects',
          region: 'projects.clientTitle',
          cards: 'article',
          items: owner.clientProjects,
        },
        {
          path: '/about',
          region: 'about.headings.achievements',
          cards: 'listitem',
          items: owner.achievements,
        },
        {
          path: '/about',
          region: 'about.headings.hobbies',
          cards: 'listitem',
          items: owner.hobbies,
        },
      ] as const
    ).filter(({ items }) => items.length > 0);
    expect(lists.length).toBeGreaterThan(0);
    for (const width of [640, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const { path, region, cards } of lists) {
        await page.goto(path);
        const items = page.getByRole('region', { name: owner.text('en', region) }).getByRole(cards);
        await expect(items.first()).toBeVisible();
        const rows = await items.evaluateAll((all) => {
          // Each card's room to its list's left and right edges, grouped by row.
          const byTop = new Map<number, { left: number; right: number }[]>();
          for (const item of all) {
            const box = item.getBoundingClientRect();
            const list = item.parentElement?.getBoundingClientRect() ?? box;
            const top = Math.round(box.top);
            const room = { left: box.left - list.left, right: list.right - box.right };
            byTop.set(top, [...(byTop.get(top) ?? []), room]);
          }
          return [...byTop.values()].map((row) => ({
            cards: row.length,
            left: Math.round(Math.min(...row.map(({ left }) => left))),
            right: Math.round(Math.min(...row.map(({ right }) => right))),
          }));
        });
        for (const [index, { cards: count, left, right }] of rows.entries()) {
          expect
            .soft(
              Math.abs(left - right),
              `${path} ${region} at ${width} px, row ${index + 1} of ${rows.length} (${count} cards): ${left} px left, ${right} px right`,
            )
            .toBeLessThanOrEqual(1);
        }
      }
    }
  },
);
