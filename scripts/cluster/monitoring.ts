/**
 * The cluster's monitoring from Debian's packages (docs/operations.md, decision 130): Prometheus
 * scrapes every instance's /metrics (its own port, which HAProxy does not forward) and evaluates
 * monitoring/alerts.yml; Alertmanager sends what fires to the platform's webhook through the
 * balancer, with the bearer token every instance was started with, so Prometheus's alerts reach
 * the on-call staff by e-mail and SMS like the platform's own. Without the packages the cluster
 * runs unmonitored and says so.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stopLeftover, waitForPort } from './proxies';

export interface Monitoring {
  prometheusUrl: string;
  alertmanagerUrl: string;
  stop(): Promise<void>;
}

const PROMETHEUS = '/usr/bin/prometheus';
const ALERTMANAGER = '/usr/bin/prometheus-alertmanager';

export const monitoringInstalled = () => existsSync(PROMETHEUS) && existsSync(ALERTMANAGER);

/** Prometheus's configuration: one job, each instance by its name, the repository's alert rules. */
export function prometheusConfig(opts: {
  metricsPorts: { name: string; port: number }[];
  alertmanagerPort: number;
  rules: string;
}): string {
  return [
    'global:',
    '  scrape_interval: 5s',
    '  evaluation_interval: 5s',
    'rule_files:',
    `  - ${JSON.stringify(opts.rules)}`,
    'alerting:',
    '  alertmanagers:',
    '    - static_configs:',
    `        - targets: ["127.0.0.1:${opts.alertmanagerPort}"]`,
    'scrape_configs:',
    '  - job_name: platform',
    '    static_configs:',
    ...opts.metricsPorts.flatMap(({ name, port }) => [
      `      - targets: ["127.0.0.1:${port}"]`,
      '        labels:',
      `          instance: ${name}`,
    ]),
    '',
  ].join('\n');
}

/** Alertmanager's: everything to the platform's webhook, critical at once, repeated every hour. */
export function alertmanagerConfig(opts: { webhookUrl: string; tokenFile: string }): string {
  return [
    'route:',
    '  receiver: platform-on-call',
    '  group_by: [alertname, provider, group, topic, instance]',
    '  group_wait: 10s',
    '  group_interval: 1m',
    '  repeat_interval: 1h',
    'receivers:',
    '  - name: platform-on-call',
    '    webhook_configs:',
    `      - url: ${JSON.stringify(opts.webhookUrl)}`,
    '        send_resolved: true',
    '        http_config:',
    '          authorization:',
    '            type: Bearer',
    `            credentials_file: ${JSON.stringify(opts.tokenFile)}`,
    '',
  ].join('\n');
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startMonitoring(opts: {
  dir: string;
  prometheusPort: number;
  alertmanagerPort: number;
  metricsPorts: { name: string; port: number }[];
  webhookUrl: string;
  token: string;
}): Promise<Monitoring> {
  const dir = path.resolve(opts.dir, 'monitoring');
  mkdirSync(path.join(dir, 'prometheus-data'), { recursive: true });
  mkdirSync(path.join(dir, 'alertmanager-data'), { recursive: true });
  const tokenFile = path.join(dir, 'webhook-token');
  writeFileSync(tokenFile, opts.token, { mode: 0o600 });
  const promConfig = path.join(dir, 'prometheus.yml');
  const amConfig = path.join(dir, 'alertmanager.yml');
  writeFileSync(
    promConfig,
    prometheusConfig({
      metricsPorts: opts.metricsPorts,
      alertmanagerPort: opts.alertmanagerPort,
      rules: path.resolve('monitoring/alerts.yml'),
    }),
  );
  writeFileSync(amConfig, alertmanagerConfig({ webhookUrl: opts.webhookUrl, tokenFile }));
  execFileSync('promtool', ['check', 'config', promConfig], { stdio: 'ignore' });

  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
  };
  try {
    const amPid = path.join(dir, 'alertmanager.pid');
    stopLeftover(amPid, 'alertmanager');
    const am = spawn(
      ALERTMANAGER,
      [
        `--config.file=${amConfig}`,
        `--storage.path=${path.join(dir, 'alertmanager-data')}`,
        `--web.listen-address=127.0.0.1:${opts.alertmanagerPort}`,
        // one Alertmanager: no gossip port
        '--cluster.listen-address=',
        '--log.level=warn',
      ],
      { stdio: 'ignore' },
    );
    children.push(am);
    writeFileSync(amPid, String(am.pid));
    const promPid = path.join(dir, 'prometheus.pid');
    stopLeftover(promPid, 'prometheus');
    const prom = spawn(
      PROMETHEUS,
      [
        `--config.file=${promConfig}`,
        `--storage.tsdb.path=${path.join(dir, 'prometheus-data')}`,
        '--storage.tsdb.retention.time=2d',
        `--web.listen-address=127.0.0.1:${opts.prometheusPort}`,
        '--log.level=warn',
      ],
      { stdio: 'ignore' },
    );
    children.push(prom);
    writeFileSync(promPid, String(prom.pid));
    await Promise.all([waitForPort(opts.alertmanagerPort), waitForPort(opts.prometheusPort)]);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    prometheusUrl: `http://127.0.0.1:${opts.prometheusPort}`,
    alertmanagerUrl: `http://127.0.0.1:${opts.alertmanagerPort}`,
    stop,
  };
}
