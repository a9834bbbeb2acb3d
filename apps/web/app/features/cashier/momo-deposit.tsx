import type { TDeposit } from '@app/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { showToast } from '../../components/toast';
import { useCopy } from '../../i18n/copy';
import { ApiError } from '../../lib/api';
import { cashierApi } from './cashier.api';
import { type PromotionOption, PromotionPicker } from './promotion-picker';
import { Card, Input, SandboxBadge, Steps, SubmitButton, usePolling, vnd } from './ui';
import { useMethods } from './use-methods';
import { DepositResult } from './voucher-deposit';

/**
 * MoMo: amount -> MoMo's payment page -> back here with ?deposit=<id>, where the success step
 * waits for the IPN (about 30 seconds).
 */
export function MomoDeposit({ promotions }: { promotions?: PromotionOption[] }) {
  const ct = useCopy('cashier');
  const { t } = useTranslation();
  const { methods, error } = useMethods();
  const [amount, setAmount] = useState('');
  const [promotionId, setPromotionId] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [returned, setReturned] = useState<number | null>(null);
  const [result, setResult] = useState<TDeposit | null>(null);

  useEffect(() => {
    const id = Number(new URLSearchParams(window.location.search).get('deposit'));
    if (id > 0) setReturned(id);
  }, []);

  usePolling(returned !== null && result === null, 2_000, async () => {
    const d = await cashierApi.deposit(returned!);
    if (d.status === 'pending') return false;
    setResult(d);
    return true;
  });

  if (error) return <EmptyState kind="error" />;
  if (!methods) return <p className="text-slate-400">…</p>;
  const limits = methods.deposit.momo;
  const again = () => {
    setResult(null);
    setReturned(null);
    window.history.replaceState(null, '', window.location.pathname);
  };
  if (result) return <DepositResult deposit={result} onAgain={again} />;
  if (returned !== null) {
    return (
      <Card>
        <Steps current={1} />
        <p className="animate-pulse py-6 text-center text-slate-300">{ct.waiting}</p>
        <p className="text-center text-xs text-slate-500">
          {ct.confirmationTime}: {limits.confirmationTime}
        </p>
      </Card>
    );
  }

  const submit = async () => {
    const value = Number(amount);
    if (!value) return setFieldError(ct.AMOUNT_REQUIRED);
    setFieldError(undefined);
    setBusy(true);
    try {
      const created = await cashierApi.createMomo({ amount: value, promotionId: promotionId || null });
      window.location.assign(created.payUrl);
    } catch (err) {
      if (err instanceof ApiError && (err.statusCode === 400 || err.statusCode === 403)) setFieldError(err.message);
      else showToast('error', ct.VOUCHER_CREATE_FAILED, { scope: 'account' });
      setBusy(false);
    }
  };

  return (
    <Card>
      <Steps current={0} />
      {methods.sandbox.momo ? <SandboxBadge /> : null}
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Input
          label={ct.amount}
          name="amount"
          inputMode="numeric"
          placeholder={ct.amountPlaceholder}
          value={amount ? vnd(Number(amount)) : ''}
          onChange={(e) => {
            setAmount(e.target.value.replace(/\D/g, ''));
            setFieldError(undefined);
          }}
          error={fieldError}
          hint={`${t('cashier.minMax', { min: vnd(limits.min), max: vnd(limits.max) })} · ${ct.confirmationTime}: ${limits.confirmationTime}`}
        />
        <PromotionPicker method="momo" options={promotions} value={promotionId} onChange={setPromotionId} />
        <SubmitButton busy={busy} disabled={!limits.enabled}>
          {ct.momoPay}
        </SubmitButton>
      </form>
    </Card>
  );
}
