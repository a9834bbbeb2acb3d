import type { TCryptoChain, TCryptoCurrency, TCryptoDeposit, TDeposit } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { useCopy } from '../../i18n/copy';
import { cashierApi } from './cashier.api';
import { type PromotionOption, PromotionPicker } from './promotion-picker';
import {
  Card,
  CopyRow,
  Input,
  SandboxBadge,
  SecondaryButton,
  Select,
  Steps,
  SubmitButton,
  toastError,
  usePolling,
  vnd,
} from './ui';
import { useMethods } from './use-methods';
import { DepositResult } from './voucher-deposit';

/** Crypto deposit: pick currency and chain, send to the shown address, credited after confirmations. */
export function CryptoDeposit({ promotions }: { promotions?: PromotionOption[] }) {
  const ct = useCopy('cashier');
  const { t } = useTranslation();
  const { methods, error } = useMethods();
  const [currency, setCurrency] = useState<TCryptoCurrency>('USDT');
  const [chain, setChain] = useState<TCryptoChain>('TRC20');
  const [promotionId, setPromotionId] = useState('');
  const [intent, setIntent] = useState<TCryptoDeposit | null>(null);
  const [busy, setBusy] = useState(false);
  const [sandboxAmount, setSandboxAmount] = useState('100');
  const [result, setResult] = useState<TDeposit | null>(null);

  usePolling(intent !== null && result === null, 3_000, async () => {
    const d = await cashierApi.deposit(intent!.deposit.id);
    if (d.status === 'credited' || d.status === 'held' || d.status === 'failed') {
      setResult(d);
      return true;
    }
    return false;
  });

  if (error) return <EmptyState kind="error" />;
  if (!methods) return <p className="text-slate-400">…</p>;
  if (result)
    return (
      <DepositResult
        deposit={result}
        onAgain={() => {
          setResult(null);
          setIntent(null);
        }}
      />
    );
  const info = methods.deposit.crypto;
  const chains = info.currencies.find((c) => c.currency === currency)?.chains ?? [];

  if (intent) {
    return (
      <Card>
        <Steps current={1} />
        {methods.sandbox.crypto ? <SandboxBadge /> : null}
        <p className="mb-4 rounded-lg bg-rose-500/10 px-3 py-2 text-sm text-rose-300" role="note">
          {intent.warning}
        </p>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-[220px_minmax(0,1fr)]">
          <img
            src={intent.qrImage}
            alt={intent.address}
            width={220}
            height={220}
            className="mx-auto rounded-xl bg-white p-2"
          />
          <div className="min-w-0">
            <CopyRow label={`${ct.address} (${intent.currency} ${intent.chain})`} value={intent.address} strong />
            <p className="mt-3 text-sm text-slate-300">
              {t('cashier.rate', { rate: vnd(intent.rateVnd), currency: intent.currency })}
            </p>
            <p className="text-sm text-slate-300">
              {ct.confirmationTime}: {intent.confirmationTime} (
              {t('cashier.confirmations', { count: intent.minConfirmations })})
            </p>
            <p className="mt-2 animate-pulse text-sm text-slate-400">{ct.waiting}</p>
            {methods.sandbox.crypto ? (
              <div className="mt-4 grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2">
                <Input
                  label={ct.cryptoAmount}
                  value={sandboxAmount}
                  onChange={(e) => setSandboxAmount(e.target.value.replace(/[^\d.]/g, ''))}
                />
                <div className="w-40 sm:w-48">
                  <SecondaryButton
                    onClick={() => {
                      cashierApi
                        .sandboxCryptoSend({
                          chain: intent.chain,
                          token: intent.currency,
                          address: intent.address,
                          amount: sandboxAmount || '0',
                        })
                        .catch(toastError);
                    }}
                  >
                    {ct.sandboxSend}
                  </SecondaryButton>
                </div>
              </div>
            ) : null}
          </div>
        </div>
      </Card>
    );
  }

  return (
    <Card>
      <Steps current={0} />
      <form
        className="space-y-4"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          try {
            setIntent(await cashierApi.createCrypto({ chain, currency, promotionId: promotionId || null }));
          } catch (err) {
            toastError(err);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Select
          label={ct.currency}
          value={currency}
          onChange={(e) => {
            const next = e.target.value as TCryptoCurrency;
            setCurrency(next);
            setChain(info.currencies.find((c) => c.currency === next)?.chains[0] ?? 'TRC20');
          }}
        >
          {info.currencies.map((c) => (
            <option key={c.currency} value={c.currency}>
              {c.currency} – {t('cashier.rate', { rate: vnd(c.rateVnd), currency: c.currency })}
            </option>
          ))}
        </Select>
        <Select label={ct.chain} value={chain} onChange={(e) => setChain(e.target.value as TCryptoChain)}>
          {chains.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
        <p className="text-sm text-amber-300">{ct.CRYPTO_WARNING}</p>
        <PromotionPicker method="crypto" options={promotions} value={promotionId} onChange={setPromotionId} />
        <SubmitButton busy={busy} disabled={!info.enabled}>
          {ct.showAddress}
        </SubmitButton>
      </form>
    </Card>
  );
}
