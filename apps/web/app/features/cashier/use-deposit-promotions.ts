import { useEffect, useState } from 'react';
import { cashierApi } from './cashier.api';
import type { PromotionOption } from './promotion-picker';

let cached: Promise<PromotionOption[]> | null = null;

/**
 * The promotions a player can choose at deposit: the brand's first-deposit bonuses, named by
 * the texts the server generates from each rule. Refunds apply by themselves and are not
 * chosen. Whether a choice is allowed for this player and method is decided by the server.
 */
export function useDepositPromotions(): PromotionOption[] {
  const [options, setOptions] = useState<PromotionOption[]>([]);
  useEffect(() => {
    let live = true;
    cached ??= cashierApi
      .promotions()
      .then((all) =>
        all
          .filter((p) => p.rule.kind === 'first_deposit')
          .map((p) => {
            const rule = p.rule as { turnover?: number; percent?: number; maxBonus?: number; validDays?: number };
            return {
              id: p.slug,
              name: p.title,
              firstDeposit: true,
              turnover: rule.turnover ?? null,
              percent: rule.percent ?? null,
              maxBonus: rule.maxBonus ?? null,
              validDays: rule.validDays ?? null,
            };
          }),
      )
      .catch(() => {
        cached = null;
        return [];
      });
    cached.then((o) => live && setOptions(o));
    return () => {
      live = false;
    };
  }, []);
  return options;
}
