import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import chromium from '@sparticuz/chromium';

/**
 * The browser the end-to-end tests drive: Chromium's headless shell (decision 181), the build
 * Playwright itself prefers for headless runs. The suite is CPU-bound in the browser, and the
 * shell, without the full browser's window, compositor and GPU work, measured about half the CPU
 * of Debian's Chromium on the same specs. Playwright's own download of it needs the internet;
 * this npm package carries it. `CHROMIUM_PATH` set beforehand wins (for example
 * `/usr/bin/chromium`, the full browser). Workers start after this and read the path from the
 * environment in `playwright.config.ts`.
 */
export default async function browserSetup(): Promise<void> {
  if (process.env.CHROMIUM_PATH) return;
  let path = await chromium.executablePath();
  // The package reuses any binary already unpacked in the temporary directory, even one an
  // older version of it left there: that one is replaced.
  if (majorOf(path) !== packageMajor()) {
    rmSync(path, { force: true });
    path = await chromium.executablePath();
  }
  process.env.CHROMIUM_PATH = path;
}

/** "Chromium 143.0.7499.0" -> "143" */
function majorOf(binary: string): string | undefined {
  return /(\d+)\./.exec(execFileSync(binary, ['--version'], { encoding: 'utf8' }))?.[1];
}

function packageMajor(): string {
  // the package's entry is build/esm/index.js; its package.json is two folders up
  const entry = fileURLToPath(import.meta.resolve('@sparticuz/chromium'));
  const pkg = JSON.parse(readFileSync(join(dirname(entry), '..', '..', 'package.json'), 'utf8'));
  return String(pkg.version).split('.')[0] as string;
}
