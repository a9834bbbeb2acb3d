import { Link } from 'react-router';
import { useMissionBadge, useMissionTracking } from '../features/missions';
import { vi } from '../i18n/vi';
import { GiftIcon } from './icons';

/**
 * Floating gift button to /nhiem-vu. The badge counts the missions the player can still do or
 * claim (meta.pagination.total of the missions call, spec section 3), for logged-in players
 * only; when the call fails there is simply no badge. Mounting it starts mission tracking.
 */
export function FloatingGift({ loggedIn }: { loggedIn: boolean }) {
  useMissionTracking();
  const count = useMissionBadge(loggedIn);

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
