import type { TTransferOrder, TTransferPosition } from '@app/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../lib/api';
import { formatVnd } from '../../lib/format';
import { openAuthModal, useLoggedIn } from '../auth/bridge';

/** How often an open game's figures are read again (the server asks the provider). */
const REFRESH_MS = 10_000;

/**
 * A transfer-wallet provider's entry (IM Sports, WS168; decision 134): the player's money there,
 * shown apart from the wallet with what is still "đang chuyển", the amount to take in (default
 * all), and leaving, which brings it back. The game opens in a window of its own.
 */
export function TransferPanel({ code, name, title }: { code: 'im' | 'ws168'; name: string; title: string }) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const [position, setPosition] = useState<TTransferPosition | null>(null);
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    if (!loggedIn) return;
    const { data } = await api<TTransferPosition[]>('/api/user/transfers');
    setPosition(data.find((p) => p.code === code) ?? null);
  }, [code, loggedIn]);

  useEffect(() => {
    refresh().catch(() => {});
  }, [refresh]);

  // while the game is open in its window, or a transfer is in flight, the figures follow it
  const live = Boolean(position?.open || (position?.inTransit ?? 0) > 0);
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => refresh().catch(() => {}), REFRESH_MS);
    return () => clearInterval(timer);
  }, [live, refresh]);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await fn();
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : t('transfers.pending'));
    } finally {
      setBusy(false);
      refresh().catch(() => {});
    }
  };

  const enter = () => {
    if (!loggedIn) return openAuthModal(0);
    const value = amount.trim() === '' ? undefined : Number(amount.replace(/[.,\s]/g, ''));
    if (value !== undefined && (!Number.isSafeInteger(value) || value <= 0))
      return setMessage(t('transfers.badAmount'));
    // opened now, while the click still allows a window; pointed at the game once it is ready
    const game = window.open('', '_blank');
    return run(async () => {
      try {
        const { data } = await api<{ url: string; order: TTransferOrder | null; position: TTransferPosition }>(
          `/api/user/transfers/${code}/open`,
          { method: 'POST', body: { amount: value, mobile: window.innerWidth < 768 } },
        );
        setPosition(data.position);
        if (game) game.location.href = data.url;
        else window.location.assign(data.url);
        setMessage(data.order?.status === 'sending' ? t('transfers.pending') : t('transfers.opened'));
      } catch (err) {
        game?.close();
        throw err;
      }
    });
  };

  const leave = () =>
    run(async () => {
      const { data } = await api<{ order: TTransferOrder | null; position: TTransferPosition }>(
        `/api/user/transfers/${code}/leave`,
        { method: 'POST', body: {} },
      );
      setPosition(data.position);
      if (!data.order) setMessage(t('transfers.nothingBack'));
      else if (data.order.status === 'sending') setMessage(t('transfers.pending'));
      else setMessage(t('transfers.cameBack', { amount: formatVnd(data.order.amount) }));
    });

  return (
    <section className="site-container mt-6">
      <div className="card p-6 md:p-10" data-testid={`transfer-panel-${code}`}>
        <h2 className="text-xl font-bold text-white md:text-2xl">{title}</h2>
        <p className="mt-2 max-w-2xl text-ink-300">{t('transfers.explain', { name })}</p>
        {loggedIn && position && (
          <dl className="mt-4 grid max-w-md grid-cols-2 gap-2 text-sm">
            <dt className="text-ink-300">{t('transfers.atProvider', { name })}</dt>
            <dd className="text-right font-semibold text-white" data-testid="transfer-held">
              {/* what the provider last said it holds (moved by our transfers since), else our books' figure */}
              {formatVnd(position.providerBalance ?? position.held)}
            </dd>
            {position.inTransit > 0 && (
              <>
                <dt className="text-amber-300">{t('transfers.inTransit')}</dt>
                <dd className="text-right font-semibold text-amber-300" data-testid="transfer-in-transit">
                  {formatVnd(position.inTransit)}
                </dd>
              </>
            )}
          </dl>
        )}
        {loggedIn && (
          <label className="mt-4 block max-w-md text-sm text-ink-300">
            {t('transfers.amountLabel')}
            <input
              className="mt-1 h-12 w-full rounded-xl border border-ink-700 bg-ink-950/70 px-3.5 text-[15px] text-slate-100 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25"
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              data-testid="transfer-amount"
            />
          </label>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className="btn btn-primary" onClick={enter} disabled={busy}>
            {loggedIn ? (busy ? t('transfers.working') : t('transfers.enter')) : t('lobby.loginToPlay')}
          </button>
          {loggedIn && position && ((position.providerBalance ?? position.held) > 0 || position.open) && (
            <button type="button" className="btn btn-ghost" onClick={leave} disabled={busy}>
              {t('transfers.leave')}
            </button>
          )}
        </div>
        {message && (
          <p className="mt-3 text-sm text-ink-200" role="status">
            {message}
          </p>
        )}
      </div>
    </section>
  );
}
