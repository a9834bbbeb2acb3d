import { type TBank, type TBankAccount, toHolderName } from '@app/contract';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { showToast } from '../../components/toast';
import { useCopy } from '../../i18n/copy';
import { ApiError } from '../../lib/api';
import { cashierApi } from './cashier.api';
import { Card, Input, Select, SubmitButton, toastError } from './ui';

/** The player's bank accounts (empty by default) and the add form; staff verify them. */
export function BankAccounts() {
  const ct = useCopy('cashier');
  const [banks, setBanks] = useState<TBank[]>([]);
  const [accounts, setAccounts] = useState<TBankAccount[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () =>
    cashierApi
      .bankAccounts()
      .then(setAccounts)
      .catch(() => setFailed(true));
  useEffect(() => {
    void load();
    cashierApi
      .banks()
      .then(setBanks)
      .catch(() => setFailed(true));
  }, []);

  if (failed) return <EmptyState kind="error" />;

  return (
    <div className="space-y-4">
      <Card>
        <h2 className="mb-3 font-semibold text-white">{ct.bankList}</h2>
        {accounts === null ? (
          <p className="text-slate-400">…</p>
        ) : accounts.length === 0 ? (
          <p className="text-slate-400" data-testid="bank-empty">
            {ct.bankEmpty}
          </p>
        ) : (
          <ul className="divide-y divide-ink-800" data-testid="bank-list">
            {accounts.map((a) => (
              <li key={a.id} className="flex items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold text-slate-100">
                    {a.bankShortName} · {a.accountNumber}
                  </p>
                  <p className="text-sm text-slate-400">{a.holderName}</p>
                  {a.rejectReason ? <p className="text-xs text-rose-400">{a.rejectReason}</p> : null}
                </div>
                <span
                  data-status={a.status}
                  className={`rounded-full px-2.5 py-1 text-xs ${a.status === 'verified' ? 'bg-emerald-500/15 text-emerald-300' : a.status === 'rejected' ? 'bg-rose-500/15 text-rose-300' : 'bg-amber-500/15 text-amber-300'}`}
                >
                  {ct.bankStatus[a.status]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <h2 className="mb-3 font-semibold text-white">{ct.addBank}</h2>
        <AddBankForm banks={banks} onAdded={load} />
      </Card>
    </div>
  );
}

/** The add-bank form: on the bank page and in the `addBank` modal. */
export function AddBankForm({ banks, onAdded }: { banks: TBank[]; onAdded: () => unknown }) {
  const ct = useCopy('cashier');
  const [bankBin, setBankBin] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      await cashierApi.addBankAccount({ bankBin, accountNumber: accountNumber.trim(), holderName: holderName.trim() });
      showToast('success', ct.ADDED, { scope: 'account' });
      setAccountNumber('');
      setHolderName('');
      await onAdded();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'VALIDATION_ERROR') {
        const [field, ...rest] = err.message.split(': ');
        setErrors({ [field ?? '']: rest.join(': ') || err.message });
      } else toastError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Select
        label={ct.bank}
        name="bankBin"
        value={bankBin}
        onChange={(e) => setBankBin(e.target.value)}
        error={errors.bankBin}
      >
        <option value="">{ct.chooseBank}</option>
        {banks.map((b) => (
          <option key={b.bin} value={b.bin}>
            {b.shortName} – {b.name}
          </option>
        ))}
      </Select>
      <Input
        label={ct.accountNumber}
        name="accountNumber"
        inputMode="numeric"
        value={accountNumber}
        onChange={(e) => setAccountNumber(e.target.value.replace(/\D/g, ''))}
        error={errors.accountNumber}
      />
      <Input
        label={ct.holderName}
        name="holderName"
        value={holderName}
        onChange={(e) => setHolderName(toHolderName(e.target.value))}
        error={errors.holderName}
        hint={ct.HOLDER_NAME_FORMAT}
        autoCapitalize="characters"
      />
      <SubmitButton busy={busy}>{ct.addBank}</SubmitButton>
    </form>
  );
}
