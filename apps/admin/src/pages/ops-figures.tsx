import type { TOpsFigures } from '@app/contract';
import { t } from '../i18n';
import { DEPOSIT_STATUS, dateTime, intlLocale, WITHDRAWAL_STATUS } from '../lib/format';
import { Ok, Table } from './ops-table';

const GROUP_LABEL: Record<string, string> = {
  provider: t('opsFigures.providerCallbacks'),
  webhook: t('opsFigures.webhooksBanksPaymentGateways'),
  player_api: t('opsFigures.playerApi'),
  admin_api: t('opsFigures.staffApi'),
  game_api: t('opsFigures.gameApi'),
  page: 'Trang web',
};
const OP_LABEL: Record<string, string> = {
  bet: t('opsFigures.betPlaced'),
  win: t('opsFigures.winPaid'),
  rollback: t('opsFigures.betRefunded'),
  credit: t('opsFigures.credit'),
  debit: t('opsFigures.debit'),
  transfer: t('opsFigures.internalTransfer'),
  hold: t('opsFigures.depositHold'),
  reserve: t('opsFigures.withdrawalReserved'),
  settle: t('opsFigures.withdrawalPayout'),
  release: t('opsFigures.withdrawalReturned'),
  reverse: t('opsFigures.entryReversal'),
};
const LOGIN_LABEL: Record<string, string> = {
  ok: t('opsFigures.succeeded'),
  failed: t('opsFigures.wrongDetails'),
  throttled: t('opsFigures.temporarilyBlocked'),
  refused: t('opsFigures.rejected'),
  invalid: t('opsFigures.invalidRequest'),
  error: t('opsFigures.error'),
};
const STREAM_LABEL: Record<string, string> = { balance: t('opsFigures.balance'), jackpot: t('opsFigures.jackpot') };
const BACKUP_TYPE: Record<string, string> = {
  full: t('opsFigures.total'),
  diff: 'vi sai',
  incr: t('opsFigures.increments'),
};

const n = (v: number) => v.toLocaleString(intlLocale());
const ms = (v: number | null) => (v === null ? '—' : v >= 60_000 ? '> 10 s' : `≤ ${n(v)} ms`);

function Figure({ label, value, warn }: { label: string; value: string; warn?: boolean }) {
  return (
    <div className="card">
      <p className="text-xs text-slate-500">{label}</p>
      <p className={`text-lg font-semibold ${warn ? 'text-amber-700' : ''}`}>{value}</p>
    </div>
  );
}

/**
 * The figures Prometheus scrapes from /metrics (decision 130), for staff who do not use it:
 * this instance's counts since it started and the database's state.
 */
export function OpsFigures({ figures: f }: { figures: TOpsFigures }) {
  const db = f.database;
  const cacheTotal = f.pageCache.hits + f.pageCache.misses;
  return (
    <div className="card space-y-3" data-testid="ops-figures">
      <div>
        <h2 className="font-semibold">{t('opsFigures.monitoringFigures')}</h2>
        <p className="text-xs text-slate-500">
          {t('opsFigures.theSameFiguresPrometheus')} {f.instance} {t('opsFigures.sinceStartUp')}
          {dateTime(f.startedAt)}
          {t('opsFigures.theDatabaseStateIs')}
        </p>
      </div>
      <div className="grid gap-3 md:grid-cols-4">
        <Figure
          label={t('opsFigures.databaseConnectionsInUse')}
          value={`${f.pool.total - f.pool.idle} / ${f.pool.max}`}
          warn={f.pool.total - f.pool.idle >= f.pool.max}
        />
        <Figure
          label={t('opsFigures.waitsForAConnection')}
          value={`${n(f.pool.waits)} (${n(f.pool.timeouts)})`}
          warn={f.pool.timeouts > 0}
        />
        <Figure
          label={t('opsFigures.liveStreamsSseOpen')}
          value={f.sse.map((s) => `${STREAM_LABEL[s.stream] ?? s.stream}: ${n(s.clients)}`).join(' · ') || '0'}
        />
        <Figure
          label={t('opsFigures.pageCacheHitsTotal')}
          value={cacheTotal ? `${n(f.pageCache.hits)} / ${n(cacheTotal)}` : '—'}
        />
        <Figure
          label={t('opsFigures.readReplica')}
          value={
            !db?.replica
              ? t('opsFigures.notConfigured')
              : db.replica.up
                ? t('opsFigures.bytesBehind', { n: n(db.replica.lagBytes ?? 0) })
                : t('opsFigures.notAnswering')
          }
          warn={db?.replica ? !db.replica.up || (db.replica.lagBytes ?? 0) > 64 * 1024 * 1024 : false}
        />
        <Figure
          label={t('opsFigures.database')}
          value={
            db
              ? `${db.inRecovery ? t('opsFigures.readOnlyStandby') : t('opsFigures.primary')} · timeline ${db.timeline ?? '—'}`
              : '—'
          }
          warn={db?.inRecovery}
        />
        <Figure
          label={t('opsFigures.walArchiving')}
          value={
            !db
              ? '—'
              : !db.archiving.enabled
                ? t('opsFigures.off')
                : t('opsFigures.failuresLast', {
                    failed: db.archiving.failed,
                    lastArchivedAt: dateTime(db.archiving.lastArchivedAt),
                  })
          }
          warn={
            db?.archiving.enabled &&
            db.archiving.lastFailedAt !== null &&
            (db.archiving.lastArchivedAt === null || db.archiving.lastFailedAt > db.archiving.lastArchivedAt)
          }
        />
        <Figure
          label={t('opsFigures.lastBackup')}
          value={
            db?.backup
              ? `${dateTime(db.backup.at)} · ${BACKUP_TYPE[db.backup.type] ?? db.backup.type}`
              : t('opsFigures.noneYet')
          }
          warn={db ? !db.backup || Date.now() - Date.parse(db.backup.at) > 26 * 3_600_000 : false}
        />
        <Figure
          label={t('opsFigures.sportsOddsLastUpdated')}
          value={dateTime(db?.sportsFeedAt ?? null)}
          warn={db?.sportsFeedAt ? Date.now() - Date.parse(db.sportsFeedAt) > 600_000 : false}
        />
      </div>
      {!db && <p className="error">{t('opsFigures.cannotReadTheFigures')}</p>}
      <div className="grid gap-3 xl:grid-cols-2">
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">{t('opsFigures.requestsByGroup')}</h3>
          <Table
            head={[
              t('opsFigures.group'),
              t('opsFigures.provider'),
              t('opsFigures.requests2'),
              t('opsFigures.n4xxErrors'),
              t('opsFigures.n5xxErrors'),
              'p99',
            ]}
            empty={t('opsFigures.noRequestsYet')}
            rows={f.requests.map((r) => [
              GROUP_LABEL[r.group] ?? r.group,
              r.provider || '—',
              n(r.total),
              n(r.clientErrors),
              <span key="e" className={r.serverErrors ? 'font-semibold text-red-700' : ''}>
                {n(r.serverErrors)}
              </span>,
              ms(r.p99Ms),
            ])}
          />
        </div>
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">{t('opsFigures.walletOperationsLedger')}</h3>
          <Table
            head={[
              t('opsFigures.actions'),
              t('opsFigures.count'),
              t('opsFigures.retries'),
              t('opsFigures.rejected'),
              'p99',
            ]}
            empty={t('opsFigures.noWalletOperationsYet')}
            rows={f.wallet.map((w) => [OP_LABEL[w.op] ?? w.op, n(w.total), n(w.replayed), n(w.refused), ms(w.p99Ms)])}
          />
        </div>
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">{t('opsFigures.providerCallbackOutcomes')}</h3>
          <Table
            head={[t('opsFigures.provider'), t('opsFigures.status'), t('opsFigures.count')]}
            empty={t('opsFigures.noCallbacksYet')}
            rows={f.callbacks.map((c) => [
              c.provider,
              <span key="s" className="inline-flex items-center gap-1 font-mono text-xs">
                <Ok ok={c.status === 'RS_OK'} /> {c.status}
              </span>,
              n(c.total),
            ])}
          />
        </div>
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">{t('opsFigures.signIn')}</h3>
          <Table
            head={['Ai', t('opsFigures.outcome'), t('opsFigures.count')]}
            empty={t('opsFigures.noSignInsYet')}
            rows={f.logins.map((l) => [
              l.who === 'staff' ? t('opsFigures.staffMember') : t('opsFigures.players'),
              LOGIN_LABEL[l.outcome] ?? l.outcome,
              n(l.total),
            ])}
          />
        </div>
      </div>
      <div className="space-y-1">
        <h3 className="text-sm font-semibold">{t('opsFigures.depositsAndWithdrawalsBy')}</h3>
        <Table
          head={[t('opsFigures.kind'), t('opsFigures.status'), t('opsFigures.requests')]}
          empty={t('opsFigures.noDepositsOrWithdrawals')}
          rows={(db?.payments ?? []).map((p) => [
            p.kind === 'deposit' ? t('opsFigures.deposits') : t('opsFigures.withdrawals'),
            (p.kind === 'deposit' ? DEPOSIT_STATUS : WITHDRAWAL_STATUS)[p.state] ?? p.state,
            n(p.count),
          ])}
        />
      </div>
    </div>
  );
}
