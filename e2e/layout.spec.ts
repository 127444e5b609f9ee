import { expect, languagesUnderTest, test } from './fixtures';

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

test('on a 360 px phone the header leaves the name room for two words, in every language', async ({
  page,
  owner,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
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
    expect(room).toBeGreaterThanOrEqual(160);
  }
});
