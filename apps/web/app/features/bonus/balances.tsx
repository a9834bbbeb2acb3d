import type { TWalletBalance } from '@app/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useCopy } from '../../i18n/copy';
import { formatNumberFloor } from '../../lib/format';
import { bonusApi } from './bonus.api';

/**
 * Cash and bonus side by side (the header shows what can be spent; the bonus stays apart until
 * its wagering is met). Read when shown, e.g. when the account menu opens.
 */
export function BalanceBreakdown({ onNavigate }: { onNavigate?: () => void }) {
  const b = useCopy('bonus');
  const [balance, setBalance] = useState<TWalletBalance | null>(null);
  useEffect(() => {
    let live = true;
    bonusApi
      .balance()
      .then((b) => live && setBalance(b))
      .catch(() => {
        /* the header balance is still shown; the breakdown is extra */
      });
    return () => {
      live = false;
    };
  }, []);
  const row = 'flex items-baseline justify-between gap-3';
  return (
    <dl className="mt-3 space-y-1 rounded-xl bg-ink-950/60 px-3 py-2.5 text-xs" data-testid="balance-breakdown">
      <div className={row}>
        <dt className="text-slate-400">{b.cash}</dt>
        <dd className="font-bold text-brand-400 tabular-nums" data-testid="balance-cash">
          {balance ? formatNumberFloor(balance.available) : '…'}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-slate-400">
          {balance && balance.bonus > 0 ? (
            <Link
              to="/account/promotion"
              onClick={onNavigate}
              className="underline-offset-2 hover:text-slate-200 hover:underline"
            >
              {b.bonus}
            </Link>
          ) : (
            b.bonus
          )}
        </dt>
        <dd className="font-bold text-amber-300 tabular-nums" data-testid="balance-bonus">
          {balance ? formatNumberFloor(balance.bonus) : '…'}
        </dd>
      </div>
      {balance && balance.held > 0 ? (
        <div className={row}>
          <dt className="text-slate-400">{b.held}</dt>
          <dd className="font-semibold text-slate-300 tabular-nums">{formatNumberFloor(balance.held)}</dd>
        </div>
      ) : null}
      {balance && balance.depositHeld > 0 ? (
        <div className={row}>
          <dt className="text-slate-400">{b.depositHeld}</dt>
          <dd className="font-semibold text-slate-300 tabular-nums" data-testid="balance-deposit-held">
            {formatNumberFloor(balance.depositHeld)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
