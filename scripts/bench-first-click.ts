/**
 * What deferring a guest page's hydration costs the guest's first click (decision 116): time from
 * the first click on the header's "Đăng nhập" (right after the page's load event) to the login
 * dialog being visible, in headless Chromium, with no CPU throttling and with Lighthouse's 4x
 * (CDP Emulation.setCPUThrottlingRate). Also lists the scripts the page fetched before the click.
 *
 *   npx tsx scripts/bench-first-click.ts --base=http://localhost:3213 [--runs=5] [--path=/]
 *     [--shots=DIR]  (360 px and 1440 px screenshots before the click, after hydration, dialog open)
 */
import os from 'node:os';
import { chromium, type Page } from '@playwright/test';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const BASE = arg('base', 'http://localhost:3213');
const RUNS = Number(arg('runs', '5'));
const PATH = arg('path', '/');
const SHOTS = arg('shots', '');

async function firstClick(page: Page, rate: number): Promise<{ ms: number; scriptsBefore: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(`${BASE}${PATH}`, { waitUntil: 'load' });
  const scriptsBefore = scripts.length;
  const button = page.locator('header').getByRole('button', { name: 'Đăng nhập', exact: true });
  await button.waitFor();
  const box = (await button.boundingBox())!;
  const started = performance.now();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 30_000 });
  const ms = performance.now() - started;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { ms, scriptsBefore };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
  });
  try {
    for (const rate of [1, 4]) {
      const times: number[] = [];
      let scripts = 0;
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
        const page = await context.newPage();
        const run = await firstClick(page, rate);
        times.push(run.ms);
        scripts = run.scriptsBefore;
        await context.close();
      }
      console.log(
        `first click -> login dialog, ${PATH}, CPU x${rate}: median ${median(times).toFixed(0)} ms (runs ${times
          .map((t) => t.toFixed(0))
          .join(', ')}); scripts fetched before the click: ${scripts}; load ${os.loadavg()[0]!.toFixed(1)}`,
      );
    }
    if (SHOTS) {
      for (const width of [360, 1440]) {
        const context = await browser.newContext({
          viewport: { width, height: width === 360 ? 780 : 900 },
          locale: 'vi-VN',
        });
        const page = await context.newPage();
        await page.goto(`${BASE}${PATH}`, { waitUntil: 'load' });
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `${SHOTS}/home-${width}-before-interaction.png` });
        await page.mouse.move(5, 300);
        await page.mouse.down();
        await page.mouse.up();
        await page.waitForFunction(() => !document.querySelector('script[type="text/x-site-deferred-module"]'), null, {
          timeout: 30_000,
        });
        await page.waitForTimeout(2500);
        await page.screenshot({ path: `${SHOTS}/home-${width}-after-first-interaction.png` });
        await context.close();
        const fresh = await browser.newContext({
          viewport: { width, height: width === 360 ? 780 : 900 },
          locale: 'vi-VN',
        });
        const page2 = await fresh.newPage();
        await page2.goto(`${BASE}${PATH}`, { waitUntil: 'load' });
        const header = page2.locator('header');
        await header.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
        await page2.getByRole('dialog').waitFor({ state: 'visible' });
        await page2.waitForTimeout(500);
        await page2.screenshot({ path: `${SHOTS}/home-${width}-login-dialog-first-click.png` });
        await fresh.close();
      }
      console.log(`screenshots in ${SHOTS}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
