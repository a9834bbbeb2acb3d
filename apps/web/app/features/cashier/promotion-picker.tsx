import { NO_FIRST_DEPOSIT_PROMOTION_METHODS, type TDepositMethod } from '@app/contract';
import { cashierVi } from './i18n';
import { Select } from './ui';

export interface PromotionOption {
  id: string;
  name: string;
  firstDeposit: boolean;
}

/** The promotion chosen at deposit; first-deposit promotions are not offered for crypto, MoMo and card. */
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
  const allowed = (options ?? []).filter(
    (o) => !(o.firstDeposit && NO_FIRST_DEPOSIT_PROMOTION_METHODS.includes(method)),
  );
  if (allowed.length === 0) return null;
  return (
    <Select label={cashierVi.promotion} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{cashierVi.noPromotion}</option>
      {allowed.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </Select>
  );
}
