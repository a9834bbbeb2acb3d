import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CrownIcon } from '../../components/icons';
import { useCopy } from '../../i18n/copy';
import { formatNumber } from '../../lib/format';
import { useVipStatus } from './status';

/**
 * The header's VIP chip (decision 155): the level and points the account card shows (the same
 * store), linking to /vip. `balance` is the live balance: when a settled round moves it, the
 * standing is read again a moment later, once the round's points are recorded.
 */
export function VipHeaderChip({ balance }: { balance: number }) {
  const t = useCopy('vip');
  const { t: tr } = useTranslation();
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
      aria-label={tr('vip.headerLabel', { level: status.level.name, points })}
      title={tr('vip.headerLabel', { level: status.level.name, points })}
      // a line under the balance on every screen: the header has no width to spare (the
      // category navigation on computers, the deposit button on phones)
      className="absolute top-full right-0 left-0 mt-0.5 flex items-center justify-center gap-1 text-brand-300 transition hover:text-brand-200"
    >
      <CrownIcon size={12} className="shrink-0" />
      <span className="flex items-baseline gap-1 whitespace-nowrap leading-none">
        <span className="max-w-24 truncate text-[10px] font-bold" data-testid="header-vip-level">
          {status.level.name}
        </span>
        <span className="text-[10px] font-semibold text-ink-300 tabular-nums" data-testid="header-vip-points">
          {points}
        </span>
      </span>
    </Link>
  );
}
