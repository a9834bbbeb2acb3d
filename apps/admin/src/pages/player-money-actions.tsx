import type { TPlayerActivity, TStaffPlayer } from '@app/contract';
import { useMemo, useState } from 'react';
import { DialogActions, Modal, PromptModal } from '../components/modal';
import { t } from '../i18n';
import { newKey, post, postOnce } from '../lib/api';
import { money } from '../lib/format';

type Action = 'cancel-bonus' | 'forfeit-giftcode' | 'payout';

/**
 * What support does with the money of a player who cannot act for themselves (issue 39):
 * cancel the active bonus (forfeited, cash stays), take back a gift code still under wagering,
 * and pay a self-excluded player's cash to one of their verified bank accounts (finance then
 * reviews it like any withdrawal). Each asks for a reason that goes into the audit log.
 */
export function PlayerMoneyActions({
  player,
  bankAccounts,
  onDone,
}: {
  player: TStaffPlayer;
  bankAccounts: TPlayerActivity['bankAccounts'];
  onDone: (message: string) => Promise<void>;
}) {
  const [action, setAction] = useState<Action | null>(null);
  const locked = player.status !== 'active';
  const close = () => setAction(null);
  return (
    <div className="card space-y-2 text-sm" data-testid="player-money-actions">
      <h2 className="font-semibold">{t('playerMoneyActions.playerSMoney')}</h2>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-ghost"
          disabled={player.balance.bonus <= 0}
          onClick={() => setAction('cancel-bonus')}
        >
          {t('playerMoneyActions.cancelPromotionBonus')}
        </button>
        <button type="button" className="btn-ghost" disabled={!locked} onClick={() => setAction('forfeit-giftcode')}>
          {t('playerMoneyActions.clawBackHeldGift2')}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={player.status !== 'self_excluded'}
          onClick={() => setAction('payout')}
        >
          {t('playerMoneyActions.payOutTheBalance2')}
        </button>
      </div>
      <p className="text-xs text-slate-500">{t('playerMoneyActions.giftCodeClawBack')}</p>
      {action === 'cancel-bonus' && (
        <PromptModal
          title={t('playerMoneyActions.cancelBonusOf', {
            bonus: money(player.balance.bonus),
            username: player.username,
          })}
          label={t('playerMoneyActions.reasonWrittenToThe3')}
          confirm={t('playerMoneyActions.cancelBonus')}
          minLength={5}
          danger
          onClose={close}
          onSubmit={async (reason) => {
            await post(`/players/${player.id}/promotion/cancel`, { reason });
            await onDone(t('playerMoneyActions.promotionBonusOfCancelled', { username: player.username }));
          }}
        />
      )}
      {action === 'forfeit-giftcode' && (
        <PromptModal
          title={t('playerMoneyActions.clawBackHeldGift', { username: player.username })}
          label={t('playerMoneyActions.reasonWrittenToThe2')}
          confirm={t('playerMoneyActions.clawBack')}
          minLength={5}
          danger
          onClose={close}
          onSubmit={async (reason) => {
            const r = await post<{ forfeited: number }>(`/players/${player.id}/giftcode/forfeit`, { reason });
            await onDone(
              t('playerMoneyActions.clawedBackOfGift', { forfeited: money(r.forfeited), username: player.username }),
            );
          }}
        />
      )}
      {action === 'payout' && (
        <PayoutModal player={player} bankAccounts={bankAccounts} onClose={close} onDone={onDone} />
      )}
    </div>
  );
}

function PayoutModal({
  player,
  bankAccounts,
  onClose,
  onDone,
}: {
  player: TStaffPlayer;
  bankAccounts: TPlayerActivity['bankAccounts'];
  onClose: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const verified = bankAccounts.filter((b) => b.status === 'verified');
  // one key per opened form: a double click or a retry pays once
  const key = useMemo(newKey, []);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={t('playerMoneyActions.payOutTheBalance', { username: player.username })} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          const amountText = String(f.get('amount') ?? '').replace(/[,.\s]/g, '');
          if (!/^\d+$/.test(amountText)) {
            setError(t('playerMoneyActions.theAmountMustBe'));
            return;
          }
          setBusy(true);
          try {
            await postOnce(`/players/${player.id}/payout`, key, {
              bankAccountId: Number(f.get('bankAccountId')),
              amount: Number(amountText),
              reason: String(f.get('reason') ?? '').trim(),
            });
            await onDone(
              t('playerMoneyActions.payoutOfToCreated', {
                money: money(Number(amountText)),
                username: player.username,
              }),
            );
            onClose();
          } catch (err) {
            setError(err instanceof Error ? err.message : t('playerMoneyActions.somethingWentWrong'));
          } finally {
            setBusy(false);
          }
        }}
      >
        <p className="text-sm">
          {t('playerMoneyActions.available')} {money(player.balance.available)}
        </p>
        {verified.length === 0 ? (
          <p className="error">{t('playerMoneyActions.thePlayerHasNo')}</p>
        ) : (
          <label className="block">
            <span className="label">{t('playerMoneyActions.receivingAccount')}</span>
            <select name="bankAccountId" className="input">
              {verified.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.bankShortName} · {b.accountNumber} · {b.holderName}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="block">
          <span className="label">{t('playerMoneyActions.amount')}</span>
          <input name="amount" className="input" inputMode="numeric" defaultValue={String(player.balance.available)} />
        </label>
        <label className="block">
          <span className="label">{t('playerMoneyActions.reasonWrittenToThe')}</span>
          <textarea name="reason" className="input" rows={2} />
        </label>
        <DialogActions
          error={error}
          busy={busy || verified.length === 0}
          onClose={onClose}
          submit={t('playerMoneyActions.createPayout')}
        />
      </form>
    </Modal>
  );
}
