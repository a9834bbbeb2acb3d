import type { TPlayerBonus } from '@app/contract';
import { useEffect, useState } from 'react';
import { Modal, type ModalComponentProps } from '../../components/modal';
import { showToast } from '../../components/toast';
import { useCopy } from '../../i18n/copy';
import { tActive } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { bonusApi } from './bonus.api';
import { vnd } from './format';

type Loaded = { state: 'loading' } | { state: 'ready'; bonus: TPlayerBonus | null } | { state: 'failed' };

/**
 * The cancelPromotion modal (product.md section 2). What is forfeited is read from the server when
 * the modal opens (the amount and the sentences are generated from the running bonus), so the
 * player confirms exactly what the cancel will take.
 */
export default function CancelPromotionModal({ onChanged, close }: ModalComponentProps<'cancelPromotion'>) {
  const b = useCopy('bonus');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    bonusApi
      .mine()
      .then((r) => live && setLoaded({ state: 'ready', bonus: r.active }))
      .catch(() => live && setLoaded({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, []);

  const bonus = loaded.state === 'ready' ? loaded.bonus : null;
  const forfeit = bonus?.forfeit ?? null;

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await bonusApi.cancel();
      showToast('success', b.cancelled, { scope: 'account' });
      onChanged?.();
      close();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : tActive()('cashier.GENERIC'));
      // A 409 means nothing runs any more (it completed or expired meanwhile): the page reloads it.
      if (err instanceof ApiError && err.code === 'NO_ACTIVE_PROMOTION') onChanged?.();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={b.cancelTitle} onClose={close} size="sm">
      <div className="px-5 pt-4 pb-5" data-testid="cancel-promotion">
        {loaded.state === 'loading' ? (
          <div className="space-y-3" role="status" aria-busy="true">
            <div className="h-5 w-2/3 animate-pulse rounded bg-ink-800" />
            <div className="h-16 animate-pulse rounded-xl bg-ink-800" />
            <div className="h-20 animate-pulse rounded bg-ink-800" />
          </div>
        ) : loaded.state === 'failed' ? (
          <p role="alert" className="text-[15px] text-rose-300">
            {tActive()('cashier.GENERIC')}
          </p>
        ) : !bonus || !forfeit ? (
          <p role="status" className="text-[15px] text-slate-300">
            {b.NO_ACTIVE_PROMOTION}
          </p>
        ) : (
          <>
            <p className="font-semibold text-white">{bonus.title}</p>
            <div className="mt-3 rounded-xl border border-rose-500/30 bg-rose-500/10 px-4 py-3">
              <p className="text-xs text-rose-200/80">{b.forfeitAmount}</p>
              <p className="text-2xl font-extrabold text-rose-300 tabular-nums" data-testid="forfeit-amount">
                {vnd(forfeit.amount)}
              </p>
            </div>
            <p className="mt-4 text-sm font-medium text-slate-200">{b.cancelLead}</p>
            <ul className="mt-2 space-y-2 text-sm leading-relaxed text-slate-300" data-testid="forfeit-terms">
              {forfeit.terms.map((t) => (
                <li key={t} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-rose-400" />
                  <span>{t}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        {error ? (
          <p role="alert" className="mt-4 rounded-lg bg-rose-500/10 px-3 py-2 text-sm text-rose-300">
            {error}
          </p>
        ) : null}
        <div className="mt-6 grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={close}
            className="h-11 rounded-lg border border-ink-700 font-semibold text-slate-200 transition hover:bg-ink-800"
          >
            {b.keep}
          </button>
          <button
            type="button"
            disabled={busy || !forfeit}
            onClick={() => void submit()}
            className="h-11 rounded-lg bg-rose-600 font-semibold text-white transition hover:bg-rose-500 disabled:opacity-50"
          >
            {b.confirmCancel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
