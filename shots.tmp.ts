import pw from '/work/main/node_modules/@playwright/test/index.js'; const { chromium } = pw;
import { serve } from '/work/main/scripts/bench-interaction.ts';
import { chromiumArgs, chromiumPath } from '/work/main/scripts/chromium.ts';
const { server, origin } = await serve(process.env.DIR ?? '/work/main/build/client');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const shots = (process.env.SHOTS ?? '/:375:light,/about:1280:dark').split(',');
for (const s of shots) {
  const [path, w, theme] = s.split(':');
  const ctx = await browser.newContext({ viewport: { width: Number(w), height: Number(w) < 800 ? 740 : 800 }, colorScheme: theme === 'dark' ? 'dark' : 'light' });
  const page = await ctx.newPage();
  await page.goto(origin + path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForTimeout(500);
  const name = `/work/probe/shots/${path.replace(/\//g, '_') || '_'}-${w}-${theme}.png`;
  await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
  console.log(name);
  await ctx.close();
}
await browser.close(); server.close();
