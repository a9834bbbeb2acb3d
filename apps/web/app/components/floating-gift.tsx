import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { vi } from '../i18n/vi';
import { api } from '../lib/api';
import { GiftIcon } from './icons';

/**
 * Floating gift button to /nhiem-vu. The badge is the mission count the missions call
 * reports (meta.pagination.total, spec section 3), fetched for logged-in players only; when
 * the call fails there is simply no badge.
 */
export function FloatingGift({ loggedIn }: { loggedIn: boolean }) {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (!loggedIn) {
      setCount(null);
      return;
    }
    const controller = new AbortController();
    api<unknown>('/api/user/mission/list', { query: { page: 1, per_page: 10 }, signal: controller.signal })
      .then(({ meta }) => {
        const total = (meta?.pagination as { total?: unknown } | undefined)?.total;
        setCount(typeof total === 'number' && total > 0 ? total : null);
      })
      .catch(() => setCount(null));
    return () => controller.abort();
  }, [loggedIn]);

  return (
    <Link
      to="/nhiem-vu"
      aria-label={count ? `${vi.floating.gift} (${vi.floating.giftBadge(count)})` : vi.floating.gift}
      className="relative grid size-12 place-items-center rounded-full bg-gradient-to-b from-brand-400 to-brand-600 text-ink-950 shadow-lg shadow-black/40 transition hover:scale-105"
      data-testid="floating-gift"
    >
      <GiftIcon size={24} />
      {count !== null && (
        <span
          data-testid="gift-badge"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-rose-700 px-1.5 text-center text-[0.6875rem] font-bold leading-5 text-white ring-2 ring-ink-950"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
