import { NO_FIRST_DEPOSIT_PROMOTION_METHODS, type TDepositMethod } from '@app/contract';
import { formatVnd } from '@app/contract/format';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/store';
import { cashierVi } from './i18n';
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
      <Select label={cashierVi.promotion} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{cashierVi.noPromotion}</option>
        {allowed.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </Select>
      <p className="text-xs text-slate-300" data-testid="promotion-terms" aria-live="polite">
        {chosen
          ? cashierVi.promotionTerms({
              turnover: chosen.turnover ?? null,
              maxBonus: chosen.maxBonus !== null && chosen.maxBonus !== undefined ? formatVnd(chosen.maxBonus) : null,
              validDays: chosen.validDays ?? null,
            })
          : cashierVi.noPromotionTerms}{' '}
        {chosen ? (
          <Link to={`/khuyen-mai/${chosen.id}`} className="text-brand-300 underline">
            {cashierVi.promotionDetails}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
