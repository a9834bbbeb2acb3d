import { NO_FIRST_DEPOSIT_PROMOTION_METHODS, type TDepositMethod } from '@app/contract';
import { formatVnd } from '@app/contract/format';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCopy } from '../../i18n/copy';
import { useAuth } from '../auth/store';
import { Select } from './ui';

export interface PromotionOption {
  id: string;
  name: string;
  firstDeposit: boolean;
  /** the rule's figures, shown before the voucher is made (decision 125) */
  turnover?: number | null;
  percent?: number | null;
  maxBonus?: number | null;
  validDays?: number | null;
}

/** The promotion a link asked for (`?khuyen-mai=<slug>` from a promotion page's deposit button). */
export function requestedPromotion(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get('khuyen-mai') ?? '';
}

/**
 * The promotion chosen at deposit: an explicit choice, the chosen bonus's wagering (×20) stated
 * before the voucher is made; first-deposit promotions are not offered for crypto, MoMo and
 * card, nor once the player's first deposit is done (the server would refuse them).
 */
export function PromotionPicker({
  method,
  options,
  value,
  onChange,
}: {
  method: TDepositMethod;
  options?: PromotionOption[];
  value: string;
  onChange: (id: string) => void;
}) {
  const ct = useCopy('cashier');
  const { t } = useTranslation();
  const deposited = useAuth((s) => s.user?.isFirstDeposit === true);
  const allowed = (options ?? []).filter(
    (o) => !(o.firstDeposit && (deposited || NO_FIRST_DEPOSIT_PROMOTION_METHODS.includes(method))),
  );
  const chosen = allowed.find((o) => o.id === value) ?? null;
  useEffect(() => {
    // a choice no longer on offer (the first deposit went through) is dropped, never sent
    if (value && options?.length && !chosen) onChange('');
  }, [value, options, chosen, onChange]);
  if (allowed.length === 0) return null;
  return (
    <div className="space-y-1.5" data-testid="promotion-picker">
      <Select label={ct.promotion} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{ct.noPromotion}</option>
        {allowed.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </Select>
      <p className="text-xs text-slate-300" data-testid="promotion-terms" aria-live="polite">
        {chosen
          ? [
              chosen.turnover ? t('cashier.promotionTurnover', { turnover: chosen.turnover }) : null,
              chosen.maxBonus !== null && chosen.maxBonus !== undefined
                ? t('cashier.promotionMaxBonus', { amount: formatVnd(chosen.maxBonus) })
                : null,
              chosen.validDays ? t('cashier.promotionValidDays', { days: chosen.validDays }) : null,
            ]
              .filter(Boolean)
              .join(' ')
          : ct.noPromotionTerms}{' '}
        {chosen ? (
          <Link to={`/khuyen-mai/${chosen.id}`} className="text-brand-300 underline">
            {ct.promotionDetails}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
