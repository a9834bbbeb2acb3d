import type pg from 'pg';

/** A finished database backup, as the backup runner (scripts/cluster/backup.ts) reads it from pgBackRest. */
export interface BackupRecord {
  label: string;
  type: 'full' | 'diff' | 'incr';
  startedAt: Date;
  stoppedAt: Date;
}

/**
 * Records the newest backup in `system_settings` (key `database_backup`), where every instance's
 * health figures read it (`platform_backup_last_success_timestamp_seconds`, the `BackupTooOld`
 * alert, the operations screen): the instances need no access to the backup repository, and a
 * restore to an earlier time brings back the record of the backup it was made from.
 */
export async function recordBackup(db: pg.Pool | pg.PoolClient, b: BackupRecord): Promise<void> {
  await db.query(
    `INSERT INTO system_settings (key, value, updated_at) VALUES ('database_backup', $1, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [JSON.stringify({ label: b.label, type: b.type, startedAt: b.startedAt, stoppedAt: b.stoppedAt })],
  );
}
