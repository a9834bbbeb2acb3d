import type { TDeposit, TVoucher } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { confirm } from '../../components/modal';
import { showToast } from '../../components/toast';
import { useCopy } from '../../i18n/copy';
import { trackDeposit } from '../../lib/analytics';
import { ApiError } from '../../lib/api';
import { useAuth } from '../auth/store';
import { cashierApi } from './cashier.api';
import { type PromotionOption, PromotionPicker, requestedPromotion } from './promotion-picker';
import {
  Card,
  CopyRow,
  errorText,
  Input,
  SandboxBadge,
  SecondaryButton,
  Steps,
  SubmitButton,
  toastError,
  useCountdown,
  usePolling,
  vnd,
} from './ui';
import { useMethods } from './use-methods';

const QUICK = [100_000, 200_000, 500_000, 1_000_000, 5_000_000];

/** Codepay (VietQR) and bank-transfer deposits: amount -> voucher with QR and code -> success. */
export function VoucherDeposit({ method, promotions }: { method: 'codepay' | 'bank'; promotions?: PromotionOption[] }) {
  const { methods, error } = useMethods();
  const [voucher, setVoucher] = useState<TVoucher | null>(null);
  const [done, setDone] = useState<TDeposit | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    cashierApi
      .currentVoucher()
      .then((v) => setVoucher(v))
      .catch(() => {})
      .finally(() => setLoading(false));
  }, []);

  usePolling(voucher !== null && done === null, 3_000, async () => {
    if (!voucher) return true;
    const d = await cashierApi.deposit(voucher.deposit.id);
    if (d.status === 'pending') return false;
    setDone(d);
    return true;
  });

  if (error) return <EmptyState kind="error" />;
  if (loading || !methods) return <p className="text-slate-400">…</p>;
  const limits = methods.deposit[method];

  if (done)
    return (
      <DepositResult
        deposit={done}
        onAgain={() => {
          setDone(null);
          setVoucher(null);
        }}
      />
    );
  if (voucher) return <VoucherView voucher={voucher} sandbox={methods.sandbox.bank} onGone={() => setVoucher(null)} />;
  return (
    <AmountStep
      method={method}
      min={limits.min}
      max={limits.max}
      enabled={limits.enabled}
      promotions={promotions}
      onCreated={setVoucher}
    />
  );
}

function AmountStep({
  method,
  min,
  max,
  enabled,
  promotions,
  onCreated,
}: {
  method: 'codepay' | 'bank';
  min: number;
  max: number;
  enabled: boolean;
  promotions?: PromotionOption[];
  onCreated: (v: TVoucher) => void;
}) {
  const ct = useCopy('cashier');
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [promotionId, setPromotionId] = useState(requestedPromotion);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string>();

  const submit = async () => {
    const value = Number(amount.replace(/\D/g, ''));
    if (!value) return setFieldError(ct.AMOUNT_REQUIRED);
    if (value < min) return setFieldError(ct.CODEPAY_MIN);
    setFieldError(undefined);
    setBusy(true);
    const body = { amount: value, promotionId: promotionId || null };
    try {
      onCreated(await cashierApi.createVoucher(method, body));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'VOUCHER_EXISTS') {
        const ok = await confirm({
          title: ct.confirmReplaceTitle,
          message: ct.VOUCHER_REPLACE_CONFIRM,
          confirmText: ct.replace,
          danger: true,
        });
        if (ok) {
          try {
            onCreated(await cashierApi.createVoucher(method, { ...body, replaceCurrent: true }));
          } catch (again) {
            showToast('error', errorText(again) || ct.VOUCHER_CREATE_FAILED, { scope: 'account' });
          }
        }
      } else if (err instanceof ApiError && (err.statusCode === 400 || err.statusCode === 403)) {
        setFieldError(err.message);
      } else {
        showToast('error', ct.VOUCHER_CREATE_FAILED, { scope: 'account' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <Steps current={0} />
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Input
          label={ct.amount}
          inputMode="numeric"
          placeholder={ct.amountPlaceholder}
          value={amount ? vnd(Number(amount.replace(/\D/g, ''))) : ''}
          onChange={(e) => {
            setAmount(e.target.value.replace(/\D/g, ''));
            setFieldError(undefined);
          }}
          error={fieldError}
          hint={t('cashier.minMax', { min: vnd(min), max: vnd(max) })}
          name="amount"
        />
        <div className="flex flex-wrap gap-2">
          {QUICK.filter((q) => q >= min && q <= max).map((q) => (
            <button
              key={q}
              type="button"
              onClick={() => {
                // a preset is a valid amount: the error about the last one goes with it
                setAmount(String(q));
                setFieldError(undefined);
              }}
              className="rounded-lg border border-ink-700 px-3 py-1.5 text-sm text-slate-200 hover:bg-ink-800"
            >
              {vnd(q)}
            </button>
          ))}
        </div>
        <PromotionPicker method={method} options={promotions} value={promotionId} onChange={setPromotionId} />
        <SubmitButton busy={busy} disabled={!enabled}>
          {ct.createVoucher}
        </SubmitButton>
        {!enabled ? <p className="text-sm text-rose-400">{ct.methodPaused}</p> : null}
      </form>
    </Card>
  );
}

function VoucherView({ voucher, sandbox, onGone }: { voucher: TVoucher; sandbox: boolean; onGone: () => void }) {
  const ct = useCopy('cashier');
  const left = useCountdown(voucher.deposit.expiresAt);
  const expired = left === '00:00';
  const amount = voucher.deposit.amount ?? 0;

  const download = async () => {
    try {
      if (expired) throw new Error('expired');
      const blob = await (await fetch(voucher.qrImage)).blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${voucher.transferCode}.png`;
      a.click();
      URL.revokeObjectURL(url);
    } catch {
      showToast('error', ct.QR_DOWNLOAD_FAILED, { scope: 'account' });
    }
  };

  return (
    <Card>
      <Steps current={1} />
      {sandbox ? <SandboxBadge /> : null}
      {expired ? (
        <div className="space-y-4 text-center">
          <p className="font-semibold text-rose-400" role="alert">
            {ct.TRANSACTION_EXPIRED}
          </p>
          <SubmitButton type="button" onClick={onGone}>
            {ct.newDeposit}
          </SubmitButton>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-[240px_minmax(0,1fr)]">
          <div className="text-center">
            <img
              src={voucher.qrImage}
              alt="VietQR"
              width={240}
              height={240}
              className="mx-auto rounded-xl bg-white p-2"
              data-testid="voucher-qr"
            />
            <p className="mt-2 text-xs text-slate-400">{ct.scanQr}</p>
            <button type="button" onClick={download} className="mt-2 text-sm text-brand-400 underline">
              {ct.downloadQr}
            </button>
          </div>
          <div className="min-w-0">
            <CopyRow label={ct.bank} value={`${voucher.bank.shortName} – ${voucher.bank.name}`} />
            <CopyRow label={ct.accountNumber} value={voucher.bank.accountNumber} />
            <CopyRow label={ct.holderName} value={voucher.bank.holderName} />
            <CopyRow label={ct.amount} value={String(amount)} hint={`${vnd(amount)} VND`} />
            <CopyRow label={ct.transferCode} value={voucher.transferCode} hint={ct.transferCodeHint} strong />
            <p className="mt-3 text-sm text-slate-300">
              {ct.expiresIn}: <strong data-testid="voucher-countdown">{left}</strong> · {ct.confirmationTime}:{' '}
              {voucher.confirmationTime}
            </p>
            <p className="mt-2 animate-pulse text-sm text-slate-400">{ct.waiting}</p>
            <div className="mt-4 grid gap-2 md:grid-cols-2">
              {sandbox ? (
                <SecondaryButton
                  onClick={() => {
                    cashierApi.sandboxBankTransfer(`chuyen tien ${voucher.transferCode}`, amount).catch(toastError);
                  }}
                >
                  {ct.sandboxTransfer}
                </SecondaryButton>
              ) : null}
              <SecondaryButton
                onClick={async () => {
                  if (
                    !(await confirm({
                      title: ct.cancelVoucher,
                      message: ct.cancelVoucherConfirm,
                      danger: true,
                    }))
                  )
                    return;
                  try {
                    await cashierApi.cancelVoucher();
                    onGone();
                  } catch (err) {
                    toastError(err);
                  }
                }}
              >
                {ct.cancelVoucher}
              </SecondaryButton>
            </div>
          </div>
        </div>
      )}
    </Card>
  );
}

/** The success step (or the failure with its reason). */
export function DepositResult({ deposit, onAgain }: { deposit: TDeposit; onAgain: () => void }) {
  const ct = useCopy('cashier');
  const { t } = useTranslation();
  const ok = deposit.status === 'credited';
  // the player's first deposit is the one credited while the account had none yet
  const first = useRef(useAuth.getState().user?.isFirstDeposit === false);
  useEffect(() => {
    if (ok) trackDeposit(deposit.id, deposit.creditedAmount ?? deposit.amount ?? 0, first.current);
  }, [ok, deposit.id, deposit.creditedAmount, deposit.amount]);
  const held = deposit.status === 'held';
  return (
    <Card>
      <Steps current={ok ? 2 : 1} />
      <div
        className="space-y-3 py-4 text-center"
        role="status"
        data-testid="deposit-result"
        data-status={deposit.status}
      >
        <p className={`text-xl font-bold ${ok ? 'text-emerald-400' : held ? 'text-amber-300' : 'text-rose-400'}`}>
          {ok ? ct.successTitle : held ? ct.heldTitle : ct.failedTitle}
        </p>
        {held ? null : (
          <p className="text-slate-300">
            {ok
              ? t('cashier.successAmount', { amount: vnd(deposit.creditedAmount ?? 0) })
              : (deposit.failureReason ?? ct.GENERIC)}
          </p>
        )}
        {deposit.notice ? (
          <p className="text-sm text-amber-300" data-testid="deposit-notice">
            {deposit.notice}
          </p>
        ) : null}
        <p className="text-xs text-slate-500">{deposit.code}</p>
        <div className="mx-auto max-w-xs">
          <SubmitButton type="button" onClick={onAgain}>
            {ct.newDeposit}
          </SubmitButton>
        </div>
      </div>
    </Card>
  );
}
