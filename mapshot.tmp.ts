import pw from '/work/main/node_modules/@playwright/test/index.js'; const { chromium } = pw;
import { serve } from '/work/main/scripts/bench-interaction.ts';
import { chromiumArgs, chromiumPath } from '/work/main/scripts/chromium.ts';
const { server, origin } = await serve(process.env.DIR ?? '/work/main/build/client');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const [w, theme] of [[375, 'light'], [1280, 'dark']] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 }, colorScheme: theme });
  await page.goto(origin + '/projects');
  const region = page.getByRole('region', { name: 'Where I have worked' });
  await region.scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await region.screenshot({ path: `/work/probe/shots/map-${w}.png` });
  await page.close();
}
await browser.close(); server.close();
