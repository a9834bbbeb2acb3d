import { useTranslation } from 'react-i18next';
import './modals/register';
import type { TBankAccount, TCardCarrier, TCryptoChain, TCryptoCurrency, TWithdrawal } from '@app/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { openModal } from '../../components/modal';
import { showToast } from '../../components/toast';
import { useCopy } from '../../i18n/copy';
import { ApiError } from '../../lib/api';
import { useAuth } from '../auth/store';
import { isWageringRefusal, WithdrawRefusal } from '../bonus/withdraw-refusal';
import { cashierApi } from './cashier.api';
import { Card, Input, newIdempotencyKey, SandboxBadge, Select, SubmitButton, toastError, usePolling, vnd } from './ui';
import { useMethods } from './use-methods';

/**
 * Submits a withdrawal with one idempotency key per attempt: a double click or a retry after a
 * network error sends the same key, so the server makes one withdrawal.
 */
function useWithdrawSubmit(method: 'bank' | 'card' | 'crypto') {
  const ct = useCopy('cashier');
  const key = useRef(newIdempotencyKey());
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<TWithdrawal | null>(null);
  // A bonus still being wagered: shown on the form with its message and a link to the progress.
  const [refusal, setRefusal] = useState<{ code: string; message: string } | null>(null);
  const submit = async (body: Record<string, unknown>) => {
    setBusy(true);
    setErrors({});
    setRefusal(null);
    try {
      const w = await cashierApi.withdraw(method, body, key.current);
      key.current = newIdempotencyKey();
      setResult(w);
      showToast('success', ct.WITHDRAW_REQUESTED, { scope: 'account' });
    } catch (err) {
      if (err instanceof ApiError && err.statusCode < 500) key.current = newIdempotencyKey();
      if (err instanceof ApiError && err.code === 'VALIDATION_ERROR') {
        const [field, ...rest] = err.message.split(': ');
        setErrors({ [field ?? '']: rest.join(': ') || err.message });
      } else if (err instanceof ApiError && isWageringRefusal(err.code)) {
        setRefusal({ code: err.code, message: err.message });
      } else toastError(err);
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, result, setResult, submit, refusal };
}

function WithdrawalStatus({ withdrawal, onAgain }: { withdrawal: TWithdrawal; onAgain: () => void }) {
  const ct = useCopy('cashier');
  const [w, setW] = useState(withdrawal);
  usePolling(['pending', 'processing'].includes(w.status), 5_000, async () => {
    const fresh = await cashierApi.withdrawal(w.id);
    setW(fresh);
    return !['pending', 'processing'].includes(fresh.status);
  });
  const cards = (w.details.cards as { code: string; serial: string; value: number }[] | undefined) ?? [];
  return (
    <Card>
      <div className="space-y-3 text-center" role="status" data-testid="withdraw-result" data-status={w.status}>
        <p className="text-lg font-bold text-white">
          {w.code} · {vnd(w.amount)} VND
        </p>
        <p
          className={
            w.status === 'paid'
              ? 'text-emerald-400'
              : ['rejected', 'failed'].includes(w.status)
                ? 'text-rose-400'
                : 'text-amber-300'
          }
        >
          {ct.withdrawStatus[w.status] ?? w.status}
        </p>
        {w.rejectReason ? <p className="text-sm text-slate-300">{w.rejectReason}</p> : null}
        {w.status === 'pending' && w.review ? <WithdrawalReview review={w.review} /> : null}
        {cards.length ? (
          <div className="mx-auto max-w-md text-left">
            <p className="mb-2 text-sm font-semibold text-slate-200">{ct.yourCards}</p>
            {cards.map((c) => (
              <p key={c.serial} className="font-mono text-sm text-slate-300">
                {vnd(c.value)} · PIN {c.code} · Seri {c.serial}
              </p>
            ))}
            <button
              type="button"
              className="mt-2 text-sm font-semibold text-brand-300 underline"
              onClick={() => openModal('cardDetail', { withdrawalCode: w.code, cards })}
            >
              {ct.cardDetail}
            </button>
          </div>
        ) : null}
        <div className="mx-auto max-w-xs">
          <SubmitButton type="button" onClick={onAgain}>
            {ct.submitWithdraw}
          </SubmitButton>
        </div>
      </div>
    </Card>
  );
}

/** Why a withdrawal waits for staff, what the player can do about it and by when staff answer (decision 125). */
function WithdrawalReview({ review }: { review: NonNullable<TWithdrawal['review']> }) {
  const ct = useCopy('cashier');
  return (
    <div
      className="mx-auto max-w-lg rounded-xl border border-amber-400/30 bg-amber-400/5 p-4 text-left text-sm"
      data-testid="withdraw-review"
    >
      <p className="font-semibold text-amber-200">{review.message}</p>
      <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-400">{ct.review.title}</p>
      <ul className="mt-1 space-y-2">
        {review.items.map((item) => (
          <li key={`${item.reason}:${item.text}`} data-reason={item.reason} className="text-slate-200">
            <p>{item.text}</p>
            {item.action ? (
              <p className="text-slate-300">
                {item.link ? (
                  <Link to={item.link} className="font-semibold text-brand-300 underline">
                    {item.action}
                  </Link>
                ) : (
                  item.action
                )}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <Link to="/huong-dan-rut-tien" className="mt-3 inline-block text-xs text-brand-300 underline">
        {ct.review.rulesLink}
      </Link>
    </div>
  );
}

function AmountInput({
  value,
  onChange,
  error,
  hint,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
  hint?: string;
  label?: string;
}) {
  const ct = useCopy('cashier');
  return (
    <Input
      label={label ?? ct.withdrawAmount}
      name="amount"
      inputMode="numeric"
      placeholder={ct.amountPlaceholder}
      value={value ? vnd(Number(value)) : ''}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      error={error}
      hint={hint}
    />
  );
}

function Frame({
  children,
  sandbox,
  refusal,
}: {
  children: ReactNode;
  sandbox: boolean;
  refusal?: { code: string; message: string } | null;
}) {
  const ct = useCopy('cashier');
  // The header's balance (kept live by the balance stream): what can be withdrawn now.
  const available = useAuth((s) => s.user?.balance ?? 0);
  return (
    <Card>
      {sandbox ? <SandboxBadge /> : null}
      <p className="mb-4 flex items-baseline justify-between gap-3 rounded-xl bg-ink-950/50 px-3.5 py-3 text-sm text-slate-300">
        {ct.availableBalance}
        <strong className="text-base text-brand-400 tabular-nums" data-testid="withdraw-available">
          {vnd(available)} VND
        </strong>
      </p>
      {refusal ? <WithdrawRefusal code={refusal.code} message={refusal.message} /> : null}
      {children}
    </Card>
  );
}

/** Withdraw to one of the player's verified bank accounts. */
export function BankWithdraw({ addBankHref = '/account/bank' }: { addBankHref?: string }) {
  const ct = useCopy('cashier');
  const { t } = useTranslation();
  const { methods, error } = useMethods();
  const [accounts, setAccounts] = useState<TBankAccount[] | null>(null);
  const [accountId, setAccountId] = useState<number>(0);
  const [amount, setAmount] = useState('');
  const w = useWithdrawSubmit('bank');
  useEffect(() => {
    cashierApi
      .bankAccounts()
      .then((list) => {
        const verified = list.filter((a) => a.status === 'verified');
        setAccounts(verified);
        setAccountId(verified[0]?.id ?? 0);
      })
      .catch(() => setAccounts([]));
  }, []);
  if (error) return <EmptyState kind="error" />;
  if (!methods || !accounts) return <p className="text-slate-400">…</p>;
  if (w.result) return <WithdrawalStatus withdrawal={w.result} onAgain={() => w.setResult(null)} />;
  const lim = methods.withdraw.bank;
  if (accounts.length === 0) {
    return (
      <Card>
        <p className="text-slate-300">{ct.noVerifiedBank}</p>
        <Link to={addBankHref} className="mt-3 inline-block text-brand-400 underline">
          {ct.addBank}
        </Link>
      </Card>
    );
  }
  return (
    <Frame sandbox={methods.sandbox.bank} refusal={w.refusal}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void w.submit({ bankAccountId: accountId, amount: Number(amount) });
        }}
      >
        <Select
          label={ct.bankAccount}
          value={accountId}
          onChange={(e) => setAccountId(Number(e.target.value))}
          error={w.errors.bankAccountId}
        >
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.bankShortName} · {a.accountNumber} · {a.holderName}
            </option>
          ))}
        </Select>
        <AmountInput
          value={amount}
          onChange={setAmount}
          error={w.errors.amount}
          hint={t('cashier.minMax', { min: vnd(lim.min), max: vnd(lim.max) })}
        />
        <SubmitButton busy={w.busy} disabled={!lim.enabled}>
          {ct.submitWithdraw}
        </SubmitButton>
      </form>
    </Frame>
  );
}

/** Withdraw as phone cards: carrier, denomination, 1-5 cards, last 5 phone digits. */
export function CardWithdraw() {
  const ct = useCopy('cashier');
  const { methods, error } = useMethods();
  const [carrier, setCarrier] = useState<TCardCarrier>('VIETTEL');
  const [denomination, setDenomination] = useState(100_000);
  const [count, setCount] = useState('1');
  const [phoneLast5, setPhoneLast5] = useState('');
  const w = useWithdrawSubmit('card');
  if (error) return <EmptyState kind="error" />;
  if (!methods) return <p className="text-slate-400">…</p>;
  if (w.result) return <WithdrawalStatus withdrawal={w.result} onAgain={() => w.setResult(null)} />;
  const lim = methods.withdraw.card;
  return (
    <Frame sandbox={methods.sandbox.card} refusal={w.refusal}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void w.submit({ carrier, denomination, count: count === '' ? undefined : Number(count), phoneLast5 });
        }}
      >
        <Select label={ct.carrier} value={carrier} onChange={(e) => setCarrier(e.target.value as TCardCarrier)}>
          {lim.carriers.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
        <Select label={ct.denomination} value={denomination} onChange={(e) => setDenomination(Number(e.target.value))}>
          {lim.denominations.map((d) => (
            <option key={d} value={d}>
              {vnd(d)}
            </option>
          ))}
        </Select>
        <Input
          label={ct.cardCount}
          name="count"
          inputMode="numeric"
          value={count}
          onChange={(e) => setCount(e.target.value.replace(/\D/g, ''))}
          error={w.errors.count}
          hint="1 - 5"
        />
        <Input
          label={ct.phoneLast5}
          name="phoneLast5"
          inputMode="numeric"
          maxLength={5}
          value={phoneLast5}
          onChange={(e) => setPhoneLast5(e.target.value.replace(/\D/g, ''))}
          error={w.errors.phoneLast5}
        />
        <p className="text-sm text-slate-400">{vnd(denomination * (Number(count) || 0))} VND</p>
        <SubmitButton busy={w.busy} disabled={!lim.enabled}>
          {ct.submitWithdraw}
        </SubmitButton>
      </form>
    </Frame>
  );
}

/** Withdraw in USDT or KDG to the player's own address. */
export function CryptoWithdraw() {
  const ct = useCopy('cashier');
  const { t } = useTranslation();
  const { methods, error } = useMethods();
  const [currency, setCurrency] = useState<TCryptoCurrency>('USDT');
  const [chain, setChain] = useState<TCryptoChain>('TRC20');
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [phoneLast5, setPhoneLast5] = useState('');
  const w = useWithdrawSubmit('crypto');
  if (error) return <EmptyState kind="error" />;
  if (!methods) return <p className="text-slate-400">…</p>;
  if (w.result) return <WithdrawalStatus withdrawal={w.result} onAgain={() => w.setResult(null)} />;
  const lim = methods.withdraw.crypto;
  const info = lim.currencies.find((c) => c.currency === currency);
  return (
    <Frame sandbox={methods.sandbox.crypto} refusal={w.refusal}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void w.submit({ currency, chain, address: address.trim(), amount: Number(amount), phoneLast5 });
        }}
      >
        <Select
          label={ct.currency}
          value={currency}
          onChange={(e) => {
            const next = e.target.value as TCryptoCurrency;
            setCurrency(next);
            setChain(lim.currencies.find((c) => c.currency === next)?.chains[0] ?? 'TRC20');
          }}
        >
          {lim.currencies.map((c) => (
            <option key={c.currency} value={c.currency}>
              {c.currency}
            </option>
          ))}
        </Select>
        <Select label={ct.chain} value={chain} onChange={(e) => setChain(e.target.value as TCryptoChain)}>
          {(info?.chains ?? []).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
        <Input
          label={ct.receivingAddress}
          name="address"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          error={w.errors.address}
          autoComplete="off"
        />
        <AmountInput
          value={amount}
          onChange={setAmount}
          error={w.errors.amount}
          hint={
            info
              ? `${t('cashier.minMax', { min: vnd(info.minVnd), max: vnd(lim.max) })} · ${t('cashier.rate', { rate: vnd(info.rateVnd), currency: currency })}`
              : undefined
          }
        />
        <Input
          label={ct.phoneLast5}
          name="phoneLast5"
          inputMode="numeric"
          maxLength={5}
          value={phoneLast5}
          onChange={(e) => setPhoneLast5(e.target.value.replace(/\D/g, ''))}
          error={w.errors.phoneLast5}
        />
        <SubmitButton busy={w.busy} disabled={!lim.enabled}>
          {ct.submitWithdraw}
        </SubmitButton>
      </form>
    </Frame>
  );
}
