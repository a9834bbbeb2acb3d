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
      // Phones: an item of the site's dock; wider screens: a round floating button.
      className="dock-item wide:grid wide:size-12 wide:flex-none wide:place-items-center wide:rounded-full wide:bg-gradient-to-b wide:from-brand-400 wide:to-brand-600 wide:px-0 wide:text-ink-950 wide:shadow-lg wide:shadow-black/40 wide:transition wide:hover:scale-105"
      data-testid="floating-gift"
    >
      <GiftIcon size={24} className="text-brand-300 wide:text-ink-950" />
      <span aria-hidden="true" className="dock-label wide:hidden">
        {t('floating.giftShort')}
      </span>
      {count !== null && (
        <span
          data-testid="gift-badge"
          className="absolute left-[calc(50%+0.25rem)] top-1 min-w-5 wide:-right-1 wide:-top-1 wide:left-auto rounded-full bg-rose-700 px-1.5 text-center text-[0.6875rem] font-bold leading-5 text-white ring-2 ring-ink-950"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
