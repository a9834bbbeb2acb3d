import type { TTransferOrder, TTransferPosition, TTransferTicket } from '@app/contract';
import { t } from '../i18n';
import { get } from '../lib/api';
import { dateTime, money } from '../lib/format';
import { useLoad } from '../lib/use-load';

const DIRECTION: Record<TTransferOrder['direction'], string> = {
  to: t('playerTransfers.walletProvider'),
  from: t('playerTransfers.providerWallet'),
};
const TICKET: Record<TTransferTicket['status'], string> = {
  open: t('playerTransfers.ticketOpen'),
  settled: t('playerTransfers.ticketSettled'),
  cancelled: t('playerTransfers.ticketCancelled'),
};
const STATUS: Record<TTransferOrder['status'], string> = {
  sending: t('playerTransfers.inTransit2'),
  done: 'Xong',
  failed: t('playerTransfers.unsuccessful'),
};

/** The player's money held at each transfer-wallet provider and their latest transfers (decision 134). */
export function PlayerTransfers({ playerId }: { playerId: number }) {
  const { data } = useLoad(
    () =>
      get<{ positions: TTransferPosition[]; orders: TTransferOrder[]; tickets: TTransferTicket[] }>(
        `/players/${playerId}/transfers`,
      ),
    [playerId],
  );
  if (!data) return null;
  return (
    <div className="card space-y-2 text-sm" data-testid="player-transfers">
      <h2 className="font-semibold">{t('playerTransfers.moneyAtProvidersTransfer')}</h2>
      <ul className="space-y-1">
        {data.positions.map((p) => (
          <li key={p.code}>
            <strong>{p.name}</strong>: {money(p.held)} {t('playerTransfers.perOurBooks')}
            {p.providerBalance !== null &&
              t('playerTransfers.providerReports', {
                providerBalance: money(p.providerBalance),
                balanceAt: dateTime(p.balanceAt),
              })}
            {p.inTransit > 0 && (
              <span className="text-amber-700">
                {' '}
                {t('playerTransfers.inTransit')} {money(p.inTransit)}
              </span>
            )}
            {p.open && t('playerTransfers.gameOpen')}
          </li>
        ))}
      </ul>
      {data.orders.length > 0 && (
        <ul className="space-y-1 text-slate-600">
          {data.orders.slice(0, 8).map((o) => (
            <li key={o.id} className="break-all">
              {dateTime(o.createdAt)} · {DIRECTION[o.direction]} · {money(o.amount)} · {STATUS[o.status]} · {o.id}
            </li>
          ))}
        </ul>
      )}
      {data.tickets.length > 0 && (
        <>
          <h3 className="pt-1 font-semibold">{t('playerTransfers.recentTickets')}</h3>
          <ul className="space-y-1 text-slate-600" data-testid="player-transfer-tickets">
            {data.tickets.map((x) => (
              <li key={`${x.provider}:${x.betId}`} className="break-all">
                {dateTime(x.betAt)} · {x.providerName} · <span className="font-mono">{x.betId}</span> ·{' '}
                {t('playerTransfers.ticketStake')} {money(x.stake)} · {TICKET[x.status]}
                {x.paid !== null && ` ${money(x.paid)}`} · {x.line}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
