import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountSection } from '../../components/account-section';
import { TransactionHistory } from '../../features/cashier';
import { BetHistory } from '../../features/games';
import { GiftcodeHistory } from '../../features/giftcodes/giftcode-history';
import { metaT } from '../../i18n/meta';
import { clientPageMeta } from '../../lib/seo';
import type { Route } from './+types/history';

const TABS = ['bets', 'transactions', 'giftcodes'] as const;
type Tab = (typeof TABS)[number];

/** History tabs of the spec (bets, transactions, gift codes); the tab lives in `?tab=`. */
export default function AccountHistory() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'transactions';
  return (
    <AccountSection title={t('account.menu.history')}>
      <div
        role="tablist"
        aria-label={t('account.menu.history')}
        className="scrollbar-none mb-4 flex gap-2 overflow-x-auto"
      >
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setParams({ tab: name }, { replace: true })}
            className={`chip ${tab === name ? 'active' : ''}`}
          >
            {t(`cashier.history.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'transactions' ? <TransactionHistory /> : tab === 'bets' ? <BetHistory /> : <GiftcodeHistory />}
      </div>
    </AccountSection>
  );
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return clientPageMeta(args, t('account.menu.history'));
}
