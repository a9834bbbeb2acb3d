import type { TBank } from '@app/contract';
import { useEffect, useState } from 'react';
import { Modal, type ModalComponentProps } from '../../../components/modal';
import { showToast } from '../../../components/toast';
import { useCopy } from '../../../i18n/copy';
import { AddBankForm } from '../bank-accounts';
import { cashierApi } from '../cashier.api';

/** Modal `addBank`: the add-bank form of the bank page, wherever a bank account is needed. */
export function AddBankModal({ onAdded, close }: ModalComponentProps<'addBank'>) {
  const ct = useCopy('cashier');
  const [banks, setBanks] = useState<TBank[] | null>(null);
  useEffect(() => {
    cashierApi
      .banks()
      .then(setBanks)
      .catch(() => setBanks([]));
  }, []);
  return (
    <Modal title={ct.addBank} onClose={close} size="sm" closeOnBackdrop={false}>
      <div className="px-5 pt-4 pb-6" data-testid="add-bank-modal">
        {banks === null ? (
          <p className="text-slate-400" role="status">
            {ct.loadingBanks}
          </p>
        ) : (
          <AddBankForm
            banks={banks}
            onAdded={() => {
              onAdded?.();
              close();
            }}
          />
        )}
      </div>
    </Modal>
  );
}

const vnd = (n: number) => n.toLocaleString('en-US');

/** Modal `cardDetail`: the PIN and serial of each phone card a withdrawal paid, with copy buttons. */
export function CardDetailModal({ withdrawalCode, cards, close }: ModalComponentProps<'cardDetail'>) {
  const ct = useCopy('cashier');
  const copy = (text: string) =>
    navigator.clipboard
      ?.writeText(text)
      .then(() => showToast('success', ct.copied, { scope: 'account' }))
      .catch(() => {});
  return (
    <Modal title={`${ct.yourCards} · ${withdrawalCode}`} onClose={close} size="sm">
      <ul className="space-y-3 px-5 pt-4 pb-6" data-testid="card-detail">
        {cards.map((c) => (
          <li key={c.serial} className="rounded-xl border border-ink-700 bg-ink-900 p-3">
            <p className="font-bold text-white">{vnd(c.value)} VND</p>
            {(
              [
                [ct.cardPin, c.code],
                [ct.serial, c.serial],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="mt-2 flex items-center justify-between gap-2">
                <span className="text-sm text-slate-400">{label}</span>
                <span className="flex items-center gap-2">
                  <span className="font-mono text-slate-100">{value}</span>
                  <button
                    type="button"
                    onClick={() => void copy(value)}
                    className="rounded-md border border-ink-600 px-2 py-0.5 text-xs text-slate-200 hover:bg-ink-800"
                  >
                    {ct.copy}
                  </button>
                </span>
              </div>
            ))}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
