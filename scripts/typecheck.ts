/**
 * `npm run typecheck`: the web's route types (`react-router typegen`), then every `tsc` project,
 * as many at a time as the machine has cores, up to four (decision 160), with TypeScript 7's
 * native compiler (decision 174: the same checks in about a quarter of the CPU). The projects
 * start longest first so that the last to finish is a short one. Each project's output is
 * printed whole when it ends; the exit code is 1 when any project (or the typegen) failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';

/**
 * Every tsconfig the suite checks, longest first (CPU seconds of each alone on the 2-core CI
 * machine, docs/testing.md): the server's and the root's programs each hold most of the server.
 */
const PROJECTS = [
  'apps/server',
  '.',
  'apps/web',
  'packages/house-games',
  'apps/admin',
  'packages/sportsbook',
  'packages/lottery',
  'packages/provider-kit',
];

const typegen = spawnSync('npm', ['run', 'typegen', '--workspace', '@app/web'], { stdio: 'inherit' });
if (typegen.status !== 0) {
  console.error('typecheck: the web typegen failed');
  process.exit(1);
}

// `typescript-7` is TypeScript 7.0 installed under an alias: the tools that load TypeScript's
// JavaScript API (React Router's typegen, tsconfig paths) keep the `typescript` 5.9 package,
// which 7.0 does not replace (decision 174).
const tsc = new URL('../node_modules/typescript-7/bin/tsc', import.meta.url).pathname;

function check(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const failed: string[] = [];
async function worker() {
  for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
    if (!(await check(project))) failed.push(project);
  }
}
/** Each large program holds about 1.2 GB (`tsc -p apps/server`): at most four at once. */
const parallel = Math.min(4, PROJECTS.length, Math.max(1, os.availableParallelism()));
await Promise.all(Array.from({ length: parallel }, worker));
if (failed.length > 0) {
  console.error(`typecheck failed: ${failed.map((p) => `tsc -p ${p}`).join(', ')}`);
  process.exit(1);
}
