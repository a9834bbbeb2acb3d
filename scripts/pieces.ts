/**
 * The pieces of `npm test` (scripts/test.ts, decision 173): each piece is one command in a shell
 * with its output in a log of its own, so pieces can run side by side and each still reads as
 * one block, and each reports its wall time and its CPU time. A piece whose CPU time is well
 * under twice its wall time leaves one of CI's two cores idle; that is what the schedule in
 * scripts/test.ts overlaps.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';

export interface PieceResult {
  name: string;
  command: string;
  log: string;
  ok: boolean;
  /** wall seconds from start to end */
  seconds: number;
  /** user + sys seconds of the piece's process tree */
  cpu: number;
  /** printed as it ran (true) or kept in its log until reported (false) */
  live: boolean;
}

let pieceNo = 0;

/**
 * The command in a shell that, once it ends, writes the CPU time of every process it waited for
 * (the `times` builtin: user and sys of its process tree, grandchildren included once reaped)
 * to `file`, keeping the command's exit status.
 */
function timed(command: string, file: string): string {
  return `${command}\ns=$?\ntimes > ${file}\nexit $s`;
}

/** User + sys seconds from `times`' second line (the children's), 0 when it is missing. */
function timesSeconds(file: string): number {
  const line = existsSync(file) ? readFileSync(file, 'utf8').split('\n')[1] : undefined;
  const m = line?.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/);
  return m ? Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4]) : 0;
}

/**
 * Starts `command` now. With `live` its output also goes to this process's stdout as it comes
 * (one live piece at a time: the one the run is waiting on); otherwise only to `log`, printed
 * whole by whoever reports the result.
 */
export function startPiece(
  name: string,
  command: string,
  opts: { log: string; live?: boolean; env?: Record<string, string> },
): Promise<PieceResult> {
  const live = opts.live ?? false;
  const times = `.tmp/piece-${++pieceNo}.times`;
  rmSync(times, { force: true });
  if (live) console.log(`\n━━ ${name}: ${command}`);
  const started = Date.now();
  const fd = openSync(opts.log, 'w');
  const child = spawn(timed(command, times), {
    shell: true,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', live ? 'pipe' : fd, live ? 'pipe' : fd],
  });
  if (live) {
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        process.stdout.write(chunk);
        try {
          writeSync(fd, chunk);
        } catch {
          // the log is a copy; the output already went to stdout
        }
      });
    }
  }
  return new Promise((resolve) =>
    child.on('close', (code) => {
      closeSync(fd);
      resolve({
        name,
        command,
        log: opts.log,
        ok: code === 0,
        seconds: (Date.now() - started) / 1000,
        cpu: timesSeconds(times),
        live,
      });
    }),
  );
}

const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * CPU seconds of a live process and all its descendants (their own user + sys, and that of the
 * children they have reaped), from /proc: for a piece that is stopped rather than ending, like the
 * end-to-end server, whose shell never gets to run `times`.
 */
export function treeCpuSeconds(root: number): number {
  const parent = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // the fields after the command name (which may hold spaces): state, ppid, ... utime is field 14
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(entry), Number(f[1]));
      ticks.set(Number(entry), Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]));
    } catch {
      // the process ended while we read
    }
  }
  let total = 0;
  for (const [pid, t] of ticks) {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parent.get(p)) {
      if (p === root) {
        total += t;
        break;
      }
    }
  }
  return total / TICKS;
}

/**
 * A server started for a later piece (the end-to-end server): its own process group and log,
 * ready when `url` answers 200. `stop()` ends the whole group (SIGTERM, SIGKILL after 30 s).
 */
export class BackgroundServer {
  private readonly child: ChildProcess;
  private readonly started = Date.now();
  readonly ready: Promise<{ ok: boolean; seconds: number; cpu: number; why?: string }>;

  constructor(
    readonly name: string,
    readonly command: string,
    opts: { log: string; env: Record<string, string>; url: string; timeoutMs: number },
  ) {
    const fd = openSync(opts.log, 'w');
    const child = spawn(command, {
      shell: true,
      detached: true,
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', fd, fd],
    });
    this.child = child;
    closeSync(fd);
    const pid = child.pid;
    // an interrupted run must not leave the server (and its PostgreSQL) behind
    process.once('exit', () => this.kill('SIGKILL'));
    this.ready = (async () => {
      const until = Date.now() + opts.timeoutMs;
      while (Date.now() < until) {
        if (child.exitCode !== null || child.signalCode !== null)
          return this.notReady(`exited (${child.exitCode ?? child.signalCode}) before it was ready`);
        try {
          if ((await fetch(opts.url, { signal: AbortSignal.timeout(2_000) })).ok) {
            return { ok: true, seconds: (Date.now() - this.started) / 1000, cpu: pid ? treeCpuSeconds(pid) : 0 };
          }
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return this.notReady(`not ready within ${opts.timeoutMs / 1000} s`);
    })();
  }

  private notReady(why: string) {
    return { ok: false, seconds: (Date.now() - this.started) / 1000, cpu: 0, why };
  }

  /** Signals every process of the group; false when none is left. */
  private kill(signal: NodeJS.Signals): boolean {
    if (this.child.pid === undefined) return false;
    try {
      process.kill(-this.child.pid, signal);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Whether a process of the group still runs. Zombies do not count: once the shell has gone,
   * its children are reaped by whoever adopts them, and a signal to a zombie still succeeds.
   */
  private groupRuns(): boolean {
    const group = this.child.pid;
    if (group === undefined) return false;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(f[2]) === group && f[0] !== 'Z') return true;
      } catch {
        // the process ended while we read
      }
    }
    return false;
  }

  /**
   * Stops the group and waits until none of it is left (the server closes its PostgreSQL on
   * SIGTERM); the CPU seconds are the whole tree's up to the stop, start-up included.
   */
  async stop(): Promise<{ seconds: number; cpu: number }> {
    const cpu = this.child.pid ? treeCpuSeconds(this.child.pid) : 0;
    const seconds = (Date.now() - this.started) / 1000;
    this.kill('SIGTERM');
    const until = Date.now() + 30_000;
    while (this.groupRuns()) {
      if (Date.now() > until) {
        this.kill('SIGKILL');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { seconds, cpu };
  }
}
