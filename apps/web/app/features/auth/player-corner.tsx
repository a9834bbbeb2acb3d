import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openModal } from '../../components/modal';
import { formatNumberFloor } from '../../lib/format';
import { BalanceBreakdown } from '../bonus/balances';
import { useLiveBalance } from '../cashier/live-balance';
import { openGiftcode } from '../giftcodes/open';
import { VipHeaderChip } from '../vip/header-chip';
import { useHeaderBalance } from './balance-hold';
import { logout, refreshSession } from './session';
import { useAuth } from './store';
import { Spinner } from './ui';

/**
 * The header's corner for a logged-in player: balance (kept current by the live balance
 * stream), deposit and the account menu (product.md section 2 "account menu"). Loaded lazily by
 * HeaderAccount.
 */
export default function PlayerCorner() {
  const { t } = useTranslation();
  const user = useAuth((s) => s.user);
  useLiveBalance();
  if (!user) return null;
  return (
    <div className="flex items-center gap-1.5 sm:gap-2">
      {/* the VIP line sits under the balance, adding no width */}
      <div className="relative">
        <VipHeaderChip balance={user.balance} />
        <BalancePill balance={user.balance} />
      </div>
      {/* on every screen (a phone is where most deposits start), and never on two lines */}
      <Link
        to="/account/deposit"
        data-testid="header-deposit"
        className="flex h-9 shrink-0 items-center whitespace-nowrap rounded-lg bg-gradient-to-b from-brand-400 to-brand-600 px-2.5 text-sm font-bold text-ink-950 transition hover:brightness-110 sm:px-4"
      >
        {t('auth.deposit')}
      </Link>
      <AccountMenu />
    </div>
  );
}

function BalancePill({ balance: live }: { balance: number }) {
  const { t } = useTranslation();
  const balance = useHeaderBalance(live);
  const [refreshing, setRefreshing] = useState(false);
  return (
    <div className="flex h-8 items-center gap-1 rounded-lg border border-ink-700 bg-ink-950/60 pr-2.5 pl-3 sm:pr-1">
      <span className="sr-only">{t('auth.balance')}</span>
      <span data-testid="header-balance" className="text-sm font-bold text-brand-400 tabular-nums">
        {formatNumberFloor(balance)}
      </span>
      <span className="text-xs font-semibold text-slate-500">đ</span>
      <button
        type="button"
        aria-label={t('auth.refreshBalance')}
        title={t('auth.refreshBalance')}
        disabled={refreshing}
        onClick={async () => {
          setRefreshing(true);
          try {
            await refreshSession();
          } finally {
            setRefreshing(false);
          }
        }}
        // phones: room for the deposit button (the balance stream keeps the figure current)
        className="hidden size-7 place-items-center rounded-md text-slate-400 transition hover:bg-ink-800 hover:text-slate-100 sm:grid"
      >
        {refreshing ? (
          <Spinner className="size-3.5" />
        ) : (
          <svg
            viewBox="0 0 24 24"
            className="size-3.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            aria-hidden="true"
          >
            <path d="M20 11a8 8 0 10-2.3 5.7M20 4v7h-7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
      </button>
    </div>
  );
}

function AccountMenu() {
  const { t } = useTranslation();
  const user = useAuth((s) => s.user)!;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const closeThen = (fn: () => void) => () => {
    setOpen(false);
    fn();
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('auth.accountMenu')}
        onClick={() => setOpen((v) => !v)}
        className="flex h-9 items-center gap-2 rounded-lg border border-ink-700 bg-ink-800/70 pr-1 pl-1 transition hover:border-brand-500/50 sm:pr-2"
      >
        <span className="grid size-7 place-items-center rounded-md bg-gradient-to-br from-brand-400 to-brand-600 text-xs font-extrabold text-ink-950 uppercase">
          {user.username.slice(0, 1)}
        </span>
        {/* The name lives in the menu: the header keeps room for the category navigation. */}
        <svg
          viewBox="0 0 24 24"
          className={`hidden size-4 text-slate-400 transition sm:block ${open ? 'rotate-180' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('auth.accountMenu')}
          className="absolute top-full right-0 z-40 mt-2 w-[min(18rem,calc(100vw-1.5rem))] overflow-hidden rounded-2xl border border-ink-700 bg-ink-900 shadow-[0_20px_60px_-10px_rgba(0,0,0,0.8)]"
        >
          <div className="border-b border-ink-700/70 bg-gradient-to-br from-ink-800 to-ink-900 px-4 py-3.5">
            <p className="truncate font-bold text-white">{user.username}</p>
            <p className="mt-0.5 text-xs text-slate-400">
              {t('auth.memberId')}: <span className="font-mono text-slate-300">{user.rid}</span>
            </p>
            <div className="mt-2.5 flex flex-wrap gap-1.5 text-[11px] font-semibold">
              <VerifyBadge ok={user.isVerifyPhone} label={t('site.phoneBadge', { phone: user.phone })} />
              {user.email ? <VerifyBadge ok={user.isVerifyEmail} label={user.email} /> : null}
            </div>
            <BalanceBreakdown onNavigate={() => setOpen(false)} />
          </div>
          <nav className="py-1.5">
            <MenuLink to="/account/user" onSelect={() => setOpen(false)}>
              {t('account.menu.user')}
            </MenuLink>
            <MenuButton onClick={closeThen(() => openModal('changePw'))}>{t('account.menu.changePassword')}</MenuButton>
            {!user.isVerifyPhone ? (
              <MenuButton onClick={closeThen(() => openModal('verify'))} accent>
                {t('auth.verifyPhone')}
              </MenuButton>
            ) : null}
            {!user.isVerifyEmail ? (
              <MenuButton onClick={closeThen(() => openModal('verifyEmail'))}>{t('auth.verifyEmail')}</MenuButton>
            ) : null}
            <MenuLink to="/account/bank" onSelect={() => setOpen(false)}>
              {t('account.menu.bank')}
            </MenuLink>
            <MenuLink to="/account/history" onSelect={() => setOpen(false)}>
              {t('account.menu.history')}
            </MenuLink>
            <MenuButton onClick={closeThen(() => void openGiftcode())}>{t('giftcodes.enter')}</MenuButton>
            <MenuLink to="/account/withdraw" onSelect={() => setOpen(false)}>
              {t('account.menu.withdraw')}
            </MenuLink>
            <MenuLink to="/account/deposit" onSelect={() => setOpen(false)}>
              {t('account.menu.deposit')}
            </MenuLink>
            <MenuLink to="/account/p2p" onSelect={() => setOpen(false)}>
              {t('account.menu.p2p')}
            </MenuLink>
            <MenuLink to="/account/promotion" onSelect={() => setOpen(false)}>
              {t('account.menu.promotion')}
            </MenuLink>
          </nav>
          <div className="border-t border-ink-700/70 py-1.5">
            <MenuButton onClick={closeThen(() => void logout())} danger>
              {t('account.menu.logout')}
            </MenuButton>
          </div>
        </div>
      ) : null}
    </div>
  );
}

const itemClass =
  'flex w-full items-center rounded-lg px-4 py-2.5 text-left text-sm font-medium text-slate-200 transition hover:bg-ink-800 hover:text-white focus-visible:bg-ink-800 focus-visible:outline-none';

function MenuLink({ to, children, onSelect }: { to: string; children: ReactNode; onSelect: () => void }) {
  return (
    <Link role="menuitem" to={to} onClick={onSelect} className={`${itemClass} mx-1.5 w-[calc(100%-0.75rem)]`}>
      {children}
    </Link>
  );
}

function MenuButton({
  onClick,
  children,
  accent,
  danger,
}: {
  onClick: () => void;
  children: ReactNode;
  accent?: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      onClick={onClick}
      className={`${itemClass} mx-1.5 w-[calc(100%-0.75rem)] ${accent ? 'text-brand-400' : ''} ${danger ? 'text-rose-300 hover:text-rose-200' : ''}`}
    >
      {children}
    </button>
  );
}

function VerifyBadge({ ok, label }: { ok: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1 truncate rounded-full px-2 py-0.5 ${
        ok ? 'bg-emerald-500/15 text-emerald-300' : 'bg-amber-500/15 text-amber-300'
      }`}
      title={ok ? t('auth.verified') : t('auth.notVerified')}
    >
      {ok ? '✓' : '!'} {label}
    </span>
  );
}
