/**
 * `npm run test:alerts`: the alert rules (monitoring/alerts.yml) checked and unit-tested with
 * Prometheus's own `promtool` (monitoring/alerts.test.yml), and the cluster's Prometheus and
 * Alertmanager configurations checked with promtool and amtool, decision 130. As root on Debian the
 * `prometheus` package is installed when promtool is missing, as scripts/test.ts does for
 * Chromium; otherwise one line says what to install. Exits 0 only when every rule test passes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { alertmanagerConfig, prometheusConfig } from './cluster/monitoring';

const has = (binary: string) => spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;

function ensurePromtool(): void {
  if (has('promtool') && has('amtool')) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(
      'test:alerts needs promtool and amtool: install them with "sudo apt-get install -y prometheus prometheus-alertmanager"',
    );
    process.exit(1);
  }
  console.log('Installing prometheus and prometheus-alertmanager (promtool, amtool) from Debian...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'prometheus', 'prometheus-alertmanager'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    },
  );
  if (update.status !== 0 || install.status !== 0 || !has('promtool') || !has('amtool')) {
    console.error('test:alerts could not install prometheus and prometheus-alertmanager: install them and run again');
    process.exit(1);
  }
}

ensurePromtool();
// the configurations `npm run cluster` writes (scripts/cluster/monitoring.ts), checked by the tools
const tmp = mkdtempSync(path.join(os.tmpdir(), 'alerts-'));
const tokenFile = path.join(tmp, 'token');
writeFileSync(tokenFile, 'a-token-of-at-least-24-characters');
writeFileSync(
  path.join(tmp, 'prometheus.yml'),
  prometheusConfig({
    metricsPorts: [
      { name: 'i1', port: 9321 },
      { name: 'i2', port: 9322 },
    ],
    alertmanagerPort: 9393,
    rules: path.resolve('monitoring/alerts.yml'),
  }),
);
writeFileSync(
  path.join(tmp, 'alertmanager.yml'),
  alertmanagerConfig({ webhookUrl: 'http://127.0.0.1:3220/webhooks/alertmanager', tokenFile }),
);
const steps: [string, string, string[]][] = [
  ['the rules are valid', 'promtool', ['check', 'rules', 'alerts.yml']],
  ['each alert fires when it should, and only then', 'promtool', ['test', 'rules', 'alerts.test.yml']],
  ["the cluster's Prometheus configuration", 'promtool', ['check', 'config', path.join(tmp, 'prometheus.yml')]],
  ["the cluster's Alertmanager configuration", 'amtool', ['check-config', path.join(tmp, 'alertmanager.yml')]],
];
let failed = 0;
for (const [what, tool, args] of steps) {
  console.log(`\n━━ ${what}: ${tool} ${args.join(' ')}`);
  const result = spawnSync(tool, args, { cwd: 'monitoring', stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
rmSync(tmp, { recursive: true, force: true });
console.log(failed ? `\nalert rules: ${failed} step(s) failed` : '\nalert rules: all tests passed');
process.exit(failed ? 1 : 0);
