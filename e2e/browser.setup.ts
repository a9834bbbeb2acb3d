import chromium from '@sparticuz/chromium';

/**
 * The browser the end-to-end tests drive: Chromium's headless shell (decision 181), the build
 * Playwright itself prefers for headless runs. The suite is CPU-bound in the browser, and the
 * shell, without the full browser's window, compositor and GPU process work, measured about half
 * the CPU of Debian's Chromium on the same specs. Playwright's own download of it needs the
 * internet; this npm package carries it. `CHROMIUM_PATH` set beforehand wins (for example
 * `/usr/bin/chromium`, the full browser). Workers start after this and read the path from the
 * environment in `playwright.config.ts`.
 */
export default async function browserSetup(): Promise<void> {
  if (process.env.CHROMIUM_PATH) return;
  process.env.CHROMIUM_PATH = await chromium.executablePath();
}
