/**
 * Backups with pgBackRest (Debian's `pgbackrest`; docs/operations.md "Backups", decision 135):
 * every node archives its WAL into one repository (`archive_command` = archive-push), full and
 * differential backups are taken from the current leader, and a restore replays the archive up
 * to a point in time. Each node has its own configuration file naming its own data directory
 * (pgBackRest's `pg1-path`), so the same stanza follows the leader across failovers.
 *
 * After each backup its stop time is recorded in the database (`recordBackup`, ops.backups.ts),
 * from where every instance's /metrics reads `platform_backup_last_success_timestamp_seconds` for
 * the `BackupTooOld` alert: the instances need no access to the repository.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { type BackupRecord, recordBackup } from '../../apps/server/src/modules/ops/ops.backups';
import { chownToPostgres, type PgNode, postgresUser } from './postgres';

const PGBACKREST = '/usr/bin/pgbackrest';
export const STANZA = 'platform';
const run = promisify(execFile);

export interface BackupRepo {
  dir: string;
  /** the configuration file for a node (its data directory as pg1) */
  config(node: PgNode): string;
  archiveCommand(node: PgNode): string;
}

export type BackupInfo = BackupRecord;

/**
 * Writes one configuration file per node. The repository is on local disk; an S3-compatible
 * one takes `repo1-type=s3` and its `repo1-s3-*` settings instead of `repo1-path`
 * (docs/operations.md).
 */
export function backupRepo(dir: string, nodes: PgNode[]): BackupRepo {
  const root = path.resolve(dir, 'pgbackrest');
  for (const sub of ['repo', 'log', 'lock', 'spool']) mkdirSync(path.join(root, sub), { recursive: true });
  const config = (node: PgNode) => path.join(root, `${node.name}.conf`);
  for (const node of nodes) {
    writeFileSync(
      config(node),
      [
        '[global]',
        `repo1-path=${path.join(root, 'repo')}`,
        // two full backups and the differentials on them; WAL older than the oldest full goes with it
        'repo1-retention-full=2',
        'repo1-retention-diff=7',
        'start-fast=y',
        'compress-type=lz4',
        'process-max=1',
        `log-path=${path.join(root, 'log')}`,
        `lock-path=${path.join(root, 'lock')}`,
        `spool-path=${path.join(root, 'spool')}`,
        'log-level-console=warn',
        'log-level-file=info',
        '',
        `[${STANZA}]`,
        `pg1-path=${node.dataDir}`,
        `pg1-port=${node.port}`,
        `pg1-socket-path=${node.dir}`,
        'pg1-user=platform',
        'pg1-database=postgres',
        '',
      ].join('\n'),
    );
  }
  chownToPostgres(root);
  return {
    dir: root,
    config,
    archiveCommand: (node) => `${PGBACKREST} --config=${config(node)} --stanza=${STANZA} archive-push %p`,
  };
}

/** Runs pgBackRest as the postgres user (it must read the data directory and reach the socket). */
export async function pgbackrest(repo: BackupRepo, node: PgNode, args: string[], timeoutMs = 300_000) {
  const owner = postgresUser();
  const { stdout } = await run(PGBACKREST, [`--config=${repo.config(node)}`, `--stanza=${STANZA}`, ...args], {
    timeout: timeoutMs,
    maxBuffer: 16 * 1024 * 1024,
    ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
  });
  return stdout;
}

/** The repository's backups, oldest first. */
export async function backups(repo: BackupRepo, node: PgNode): Promise<BackupInfo[]> {
  const out = await pgbackrest(repo, node, ['info', '--output=json']);
  const stanzas = JSON.parse(out) as {
    backup?: { label: string; type: BackupInfo['type']; timestamp: { start: number; stop: number } }[];
  }[];
  return (stanzas[0]?.backup ?? []).map((b) => ({
    label: b.label,
    type: b.type,
    startedAt: new Date(b.timestamp.start * 1000),
    stoppedAt: new Date(b.timestamp.stop * 1000),
  }));
}

/** Creates the stanza on first use and checks that WAL reaches the repository. */
export async function ensureStanza(repo: BackupRepo, leader: PgNode): Promise<void> {
  await pgbackrest(repo, leader, ['stanza-create']);
  await pgbackrest(repo, leader, ['check'], 120_000);
}

/** A backup from the leader, recorded where the instances' metrics read it. */
export async function takeBackup(
  repo: BackupRepo,
  leader: PgNode,
  type: 'full' | 'diff' | 'incr',
  db: pg.Pool,
): Promise<BackupInfo> {
  await pgbackrest(repo, leader, ['backup', `--type=${type}`], 900_000);
  const last = (await backups(repo, leader)).at(-1);
  if (!last) throw new Error('pgBackRest reports no backup after a successful backup command');
  await recordBackup(db, last);
  return last;
}

/**
 * The schedule `npm run cluster` keeps (docs/operations.md): a full backup when the newest full
 * is a week old (or there is none), otherwise a differential when the newest backup is a day
 * old. Checked every `checkEveryMs`; pgBackRest's own lock keeps two runs from overlapping.
 */
export function scheduleBackups(opts: {
  repo: BackupRepo;
  leader: () => Promise<PgNode | null>;
  db: pg.Pool;
  log: (line: string) => void;
  checkEveryMs?: number;
}): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const leader = await opts.leader();
      if (!leader) return;
      const list = await backups(opts.repo, leader);
      const now = Date.now();
      const lastFull = list.filter((b) => b.type === 'full').at(-1);
      const last = list.at(-1);
      const type =
        !lastFull || now - lastFull.stoppedAt.getTime() > 7 * 86_400_000
          ? 'full'
          : !last || now - last.stoppedAt.getTime() > 86_400_000
            ? 'diff'
            : null;
      if (!type) return;
      const b = await takeBackup(opts.repo, leader, type, opts.db);
      opts.log(`pgBackRest: ${b.type} backup ${b.label} from ${leader.name}`);
    } catch (err) {
      opts.log(`pgBackRest: scheduled backup failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), opts.checkEveryMs ?? 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
