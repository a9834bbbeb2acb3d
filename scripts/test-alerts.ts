/**
 * `npm run test:alerts`: the alert rules (monitoring/alerts.yml) checked and unit-tested with
 * Prometheus's own `promtool` (monitoring/alerts.test.yml), decision 130. As root on Debian the
 * `prometheus` package is installed when promtool is missing, as scripts/test.ts does for
 * Chromium; otherwise one line says what to install. Exits 0 only when every rule test passes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const has = (binary: string) => spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;

function ensurePromtool(): void {
  if (has('promtool')) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error('test:alerts needs promtool: install it with "sudo apt-get install -y prometheus"');
    process.exit(1);
  }
  console.log('Installing prometheus (promtool) from Debian...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'prometheus'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  if (update.status !== 0 || install.status !== 0 || !has('promtool')) {
    console.error('test:alerts could not install prometheus: install it with apt-get and run again');
    process.exit(1);
  }
}

ensurePromtool();
const steps: [string, string[]][] = [
  ['the rules are valid', ['check', 'rules', 'alerts.yml']],
  ['each alert fires when it should, and only then', ['test', 'rules', 'alerts.test.yml']],
];
let failed = 0;
for (const [what, args] of steps) {
  console.log(`\n━━ ${what}: promtool ${args.join(' ')}`);
  const result = spawnSync('promtool', args, { cwd: 'monitoring', stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
console.log(failed ? `\nalert rules: ${failed} step(s) failed` : '\nalert rules: all tests passed');
process.exit(failed ? 1 : 0);
