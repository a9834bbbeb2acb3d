import { existsSync, readdirSync, readFileSync } from 'node:fs';

/* What the benchmarks (`npm run bench:wallet`, `npm run bench:provider`) read the same way. */

/** `--name N` from the command line, a positive number (`fallback` without it). */
export function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

/** The middle value (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** utime + stime of /proc/<pid>/stat in seconds; with `children`, plus those of reaped children. */
export function procCpu(pid: number | 'self', children = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0)) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by a local PostgreSQL: the postmaster, its live children and the
 * children it reaped. NaN when the server is not on this machine (no /proc entry).
 */
export function postgresCpu(postmaster: number): number {
  if (!postmaster || !existsSync(`/proc/${postmaster}`)) return Number.NaN;
  let total = procCpu(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!pid || pid === postmaster) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) total += procCpu(pid);
    } catch {
      // exited meanwhile
    }
  }
  return total;
}
