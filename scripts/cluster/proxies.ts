/**
 * The cluster's two proxies from Debian's packages: PgBouncer (transaction pooling) in front of
 * the primary, HAProxy (round robin, health-checked on /readyz) in front of the instances.
 * Both run in the foreground as children of the cluster script, their files under the data dir.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { DATABASE, PG_PASSWORD, PG_USER } from './postgres';

export interface ProxyProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** A process left running by a killed cluster script (its pid file) is stopped before a new start. */
export function stopLeftover(pidFile: string, name: string): void {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(name)) return;
    process.kill(pid, 'SIGTERM');
  } catch {
    // gone already
  }
}

export async function waitForPort(port: number, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

function need(binary: string, pkg: string): string {
  const full = `/usr/sbin/${binary}`;
  if (existsSync(full)) return full;
  throw new Error(`${binary} is not installed: run "apt-get install -y ${pkg}" (.ci/run does)`);
}

/**
 * PgBouncer 1.18 in transaction mode: a server connection is a client's only for one
 * transaction, so nothing session-scoped (LISTEN, session advisory locks, SET, named prepared
 * statements) may go through it; the instances keep those on their direct connection.
 */
export async function startPgBouncer(opts: { dir: string; port: number; writePort: number }): Promise<ProxyProcess> {
  const binary = need('pgbouncer', 'pgbouncer');
  const dir = path.resolve(opts.dir, 'pgbouncer');
  mkdirSync(dir, { recursive: true });
  const pidFile = path.join(dir, 'pgbouncer.pid');
  stopLeftover(pidFile, 'pgbouncer');
  writeFileSync(path.join(dir, 'userlist.txt'), `"${PG_USER}" "${PG_PASSWORD}"\n`);
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      // HAProxy's write port, which leads to whichever node Patroni reports as the leader
      `${DATABASE} = host=127.0.0.1 port=${opts.writePort} dbname=${DATABASE}`,
      '',
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${opts.port}`,
      'unix_socket_dir =',
      'auth_type = scram-sha-256',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 1000',
      'default_pool_size = 40',
      'reserve_pool_size = 10',
      'server_reset_query =',
      // During a failover a refused server login is tried again after 1 s, not the default 15 s,
      // and a client waits for a server connection at most 10 s before it is told to retry.
      'server_login_retry = 1',
      'server_connect_timeout = 3',
      'query_wait_timeout = 10',
      'ignore_startup_parameters = extra_float_digits,options',
      `pidfile = ${pidFile}`,
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root; -u drops to the postgres user, which must read its files.
  const asRoot = userInfo().uid === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  // its log goes to pgbouncer.log
  const child = spawn(binary, [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], {
    stdio: 'ignore',
  });
  await waitForPort(opts.port);
  return { child, stop: () => stopChild(child, 'SIGINT') };
}

/**
 * A TCP listener for PostgreSQL whose servers are checked on Patroni's REST API: `/primary`
 * answers 200 on the leader only, `/replica` on a running standby. A server marked down has its
 * sessions cut at once (`on-marked-down shutdown-sessions`), so no connection stays on a demoted
 * primary; connections live as long as their clients want (LISTEN, PgBouncer's server side).
 */
function pgListen(
  name: string,
  port: number,
  check: string,
  nodes: { name: string; port: number; restPort: number }[],
) {
  return [
    `listen ${name}`,
    '  mode tcp',
    `  bind 127.0.0.1:${port}`,
    '  timeout client 1h',
    '  timeout server 1h',
    '  balance first',
    `  option httpchk GET ${check}`,
    '  http-check expect status 200',
    '  default-server inter 1s fastinter 500ms fall 2 rise 1 on-marked-down shutdown-sessions',
    ...nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.port} check port ${n.restPort}`),
    '',
  ];
}

/**
 * HAProxy: round robin over the instances, each checked on /readyz every second, so a killed
 * instance leaves the rotation within about two seconds. A request whose connection an instance
 * refused is sent to another (retry on connection failure only: a request an instance may have
 * received is never replayed, its client retries with its own idempotency key).
 */
export async function startHaproxy(opts: {
  dir: string;
  port: number;
  instancePorts: number[];
  /** PostgreSQL: writes to the node Patroni's REST API calls the leader, reads to the replicas */
  postgres: { writePort: number; readPort: number; nodes: { name: string; port: number; restPort: number }[] };
}): Promise<ProxyProcess> {
  const binary = need('haproxy', 'haproxy');
  const dir = path.resolve(opts.dir, 'haproxy');
  mkdirSync(dir, { recursive: true });
  const pidFile = path.join(dir, 'haproxy.pid');
  stopLeftover(pidFile, 'haproxy');
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 4000',
      '',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 120s',
      '  timeout server 120s',
      '  timeout http-request 10s',
      // a loaded instance may answer its health check slowly; it is down when it refuses connections
      '  timeout check 3s',
      '  retries 3',
      '  option redispatch 1',
      '  retry-on conn-failure',
      '',
      'frontend site',
      `  bind 127.0.0.1:${opts.port}`,
      '  option forwardfor',
      '  option http-server-close',
      '  default_backend instances',
      '',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      ...opts.instancePorts.map((p, i) => `  server i${i + 1} 127.0.0.1:${p} check inter 1s fall 3 rise 1`),
      '',
      ...pgListen('pg_write', opts.postgres.writePort, '/primary', opts.postgres.nodes),
      ...pgListen('pg_read', opts.postgres.readPort, '/replica', opts.postgres.nodes),
    ].join('\n'),
  );
  execFileSync(binary, ['-c', '-q', '-f', config]);
  const child = spawn(binary, ['-db', '-f', config, '-p', pidFile], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForPort(opts.port);
  return { child, stop: () => stopChild(child, 'SIGTERM') };
}
