import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GiftIcon } from './icons';

/**
 * The floating gift button to /nhiem-vu, with the badge when there is a count (product.md sections 2
 * and 3). Presentational: who counts, and when, is the caller's business.
 */
export function GiftLink({ count }: { count: number | null }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/nhiem-vu"
      aria-label={count ? `${t('floating.gift')} (${t('floating.giftBadge', { count })})` : t('floating.gift')}
      className="relative grid size-12 place-items-center rounded-full bg-gradient-to-b from-brand-400 to-brand-600 text-ink-950 shadow-lg shadow-black/40 transition hover:scale-105"
      data-testid="floating-gift"
    >
      <GiftIcon size={24} />
      {/* phones: the strip's buttons say what they are */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-[-0.75rem] top-full mt-1 text-center text-[0.6875rem] font-semibold leading-tight text-ink-200 md:hidden"
      >
        {t('floating.giftShort')}
      </span>
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
