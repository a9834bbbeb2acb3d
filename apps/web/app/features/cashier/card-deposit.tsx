import { CARD_FEE_PERCENT, type TCardCarrier, type TDeposit } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { useCopy } from '../../i18n/copy';
import { ApiError } from '../../lib/api';
import { cashierApi } from './cashier.api';
import { type PromotionOption, PromotionPicker } from './promotion-picker';
import { Card, Input, SandboxBadge, Select, Steps, SubmitButton, toastError, usePolling, vnd } from './ui';
import { useMethods } from './use-methods';
import { DepositResult } from './voucher-deposit';

/** Phone-card deposit: carrier (with its fee), denomination, PIN and serial. */
export function CardDeposit({ promotions }: { promotions?: PromotionOption[] }) {
  const ct = useCopy('cashier');
  const { t } = useTranslation();
  const { methods, error } = useMethods();
  const [carrier, setCarrier] = useState<TCardCarrier>('VIETTEL');
  const [denomination, setDenomination] = useState(100_000);
  const [pin, setPin] = useState('');
  const [serial, setSerial] = useState('');
  const [promotionId, setPromotionId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<TDeposit | null>(null);
  const [result, setResult] = useState<TDeposit | null>(null);

  usePolling(pending !== null && result === null, 2_000, async () => {
    const d = await cashierApi.deposit(pending!.id);
    if (d.status === 'pending') return false;
    setResult(d);
    return true;
  });

  if (error) return <EmptyState kind="error" />;
  if (!methods) return <p className="text-slate-400">…</p>;
  if (result)
    return (
      <DepositResult
        deposit={result}
        onAgain={() => {
          setResult(null);
          setPending(null);
          setPin('');
          setSerial('');
        }}
      />
    );
  if (pending) {
    return (
      <Card>
        <Steps current={1} />
        <p className="animate-pulse py-6 text-center text-slate-300">{ct.waiting}</p>
      </Card>
    );
  }
  const card = methods.deposit.card;
  const fee = CARD_FEE_PERCENT[carrier];
  const receive = denomination - Math.ceil((denomination * fee) / 100);

  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      setPending(
        await cashierApi.createCard({
          carrier,
          denomination,
          pin: pin.trim(),
          serial: serial.trim(),
          promotionId: promotionId || null,
        }),
      );
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
    <Card>
      <Steps current={0} />
      {methods.sandbox.card ? <SandboxBadge /> : null}
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Select
          label={ct.carrier}
          name="carrier"
          value={carrier}
          onChange={(e) => setCarrier(e.target.value as TCardCarrier)}
          error={errors.carrier}
        >
          {card.carriers.map((c) => (
            <option key={c.carrier} value={c.carrier}>
              {c.carrier} ({t('cashier.fee', { percent: c.feePercent })})
            </option>
          ))}
        </Select>
        <Select
          label={ct.denomination}
          name="denomination"
          value={denomination}
          onChange={(e) => setDenomination(Number(e.target.value))}
          hint={t('cashier.cardReceive', { amount: vnd(receive) })}
          error={errors.denomination}
        >
          {card.denominations.map((d) => (
            <option key={d} value={d}>
              {vnd(d)}
            </option>
          ))}
        </Select>
        <Input
          label={ct.pin}
          name="pin"
          inputMode="numeric"
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          error={errors.pin}
          autoComplete="off"
        />
        <Input
          label={ct.serial}
          name="serial"
          inputMode="numeric"
          value={serial}
          onChange={(e) => setSerial(e.target.value.replace(/\D/g, ''))}
          error={errors.serial}
          autoComplete="off"
        />
        <PromotionPicker method="card" options={promotions} value={promotionId} onChange={setPromotionId} />
        <SubmitButton busy={busy} disabled={!card.enabled}>
          {ct.submitCard}
        </SubmitButton>
      </form>
    </Card>
  );
}
