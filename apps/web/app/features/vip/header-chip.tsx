import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CrownIcon } from '../../components/icons';
import { formatNumber } from '../../lib/format';
import { vipVi as t } from './i18n';
import { useVipStatus } from './status';

/**
 * The header's VIP chip (decision 155): the level and points the account card shows (the same
 * store), linking to /vip. `balance` is the live balance: when a settled round moves it, the
 * standing is read again a moment later, once the round's points are recorded.
 */
export function VipHeaderChip({ balance }: { balance: number }) {
  const [key, setKey] = useState(balance);
  useEffect(() => {
    if (balance === key) return;
    // the points are added by the settlement's event, shortly after the balance moves
    const timer = setTimeout(() => setKey(balance), 1_500);
    return () => clearTimeout(timer);
  }, [balance, key]);
  const status = useVipStatus(true, key);
  if (!status) return null;
  const points = `${formatNumber(status.points)} ${t.pointsShort}`;
  return (
    <Link
      to="/vip"
      data-testid="header-vip"
      aria-label={t.headerLabel(status.level.name, points)}
      title={t.headerLabel(status.level.name, points)}
      className="flex h-9 shrink-0 items-center gap-1 rounded-lg border border-brand-500/40 bg-brand-500/10 px-1.5 text-brand-300 transition hover:border-brand-400 sm:gap-1.5 sm:px-2.5"
    >
      <CrownIcon size={16} className="shrink-0" />
      <span className="flex flex-col leading-none sm:flex-row sm:items-baseline sm:gap-1.5">
        <span className="max-w-16 truncate text-[11px] font-bold sm:max-w-28 sm:text-sm" data-testid="header-vip-level">
          {status.level.name}
        </span>
        <span
          className="text-[10px] font-semibold text-ink-300 tabular-nums sm:text-xs"
          data-testid="header-vip-points"
        >
          {points}
        </span>
      </span>
    </Link>
  );
}
