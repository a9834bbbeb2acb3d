import {
  NO_FIRST_DEPOSIT_PROMOTION_METHODS,
  type TFirstDepositRule,
  type TPromotionRule,
  type TRefundRule,
} from '@app/contract';
import { texts } from '../../http/locale';

/*
 * Player-facing copy generated from the rule the server enforces: no figure here is typed by
 * hand, so changing a rule changes its page, and a page can never promise what is not enforced.
 * The sentences are the catalogue's (`@app/contract/texts`, decision 163), in the language of the
 * request being served; amounts and percentages use the site's one number format (product.md
 * section 9, decision 062: '10,000,000 VND', '1.5%').
 */

export interface PromotionTexts {
  title: string;
  summary: string;
  terms: string[];
}

function firstDepositTexts(r: TFirstDepositRule): PromotionTexts {
  const t = texts();
  const excluded = NO_FIRST_DEPOSIT_PROMOTION_METHODS.map((m) => t(`promotions.methods.${m}`));
  const terms = [
    t('promotions.firstDeposit.first', { excluded }),
    r.minDeposit > 0 ? t('promotions.firstDeposit.minDeposit', { amount: r.minDeposit }) : null,
    t('promotions.firstDeposit.bonus', { percent: r.percent, max: r.maxBonus }),
    t('promotions.firstDeposit.turnover', { turnover: r.turnover, days: r.validDays }),
    ...weightTerms(r.weights),
    t('promotions.firstDeposit.release'),
    t('promotions.firstDeposit.noWithdraw'),
    t('promotions.firstDeposit.expiry', { days: r.validDays }),
    t('promotions.firstDeposit.one'),
  ];
  return {
    title: t('promotions.firstDeposit.title', { percent: r.percent }),
    summary: t('promotions.firstDeposit.summary', {
      percent: r.percent,
      max: r.maxBonus,
      turnover: r.turnover,
      days: r.validDays,
    }),
    terms: terms.filter((x): x is string => x !== null),
  };
}

function weightTerms(weights: Record<string, number>): string[] {
  const t = texts();
  const def = weights.default ?? 100;
  const others = Object.entries(weights).filter(([k, w]) => k !== 'default' && w !== def);
  const lines = [
    def === 0
      ? t(others.length ? 'promotions.weights.noneExcept' : 'promotions.weights.none')
      : t(others.length ? 'promotions.weights.allExcept' : 'promotions.weights.all', { percent: def }),
  ];
  for (const [provider, w] of others) {
    lines.push(
      w === 0
        ? t('promotions.weights.providerNone', { provider })
        : t('promotions.weights.provider', { provider, percent: w }),
    );
  }
  return lines;
}

/** What counts toward a bonus's wagering, for the player's promotion page. */
export function wageringTexts(r: TFirstDepositRule): string[] {
  return [texts()('promotions.wagering', { turnover: r.turnover }), ...weightTerms(r.weights)];
}

/**
 * What cancelling a running bonus forfeits, for the cancelPromotion modal. The bonus is never
 * staked (decision 060), so the forfeit is exactly the bonus; cash is never touched.
 */
export function forfeitTexts(b: { bonusAmount: number; wagerProgress: number; wagerRequired: number }): string[] {
  const t = texts();
  return [
    t('promotions.forfeit.bonus', { amount: b.bonusAmount }),
    t('promotions.forfeit.progress', { progress: b.wagerProgress, required: b.wagerRequired }),
    t('promotions.forfeit.cash'),
    t('promotions.forfeit.once'),
  ];
}

function refundTexts(r: TRefundRule): PromotionTexts {
  const t = texts();
  const terms = [
    t('promotions.refund.rate', { percent: r.ratePercent }),
    r.sportsRatePercent && r.sportsProviders.length > 0
      ? t('promotions.refund.sports', { percent: r.sportsRatePercent })
      : null,
    t('promotions.refund.minOdds', { odds: r.minOdds }),
    t('promotions.refund.paid'),
  ];
  return {
    title: t('promotions.refund.title', { percent: r.ratePercent }),
    summary: t('promotions.refund.summary', { percent: r.ratePercent }),
    terms: terms.filter((x): x is string => x !== null),
  };
}

export function promotionTexts(rule: TPromotionRule): PromotionTexts {
  return rule.kind === 'first_deposit' ? firstDepositTexts(rule) : refundTexts(rule);
}

/** "Bạn cần cược thêm ..." for the withdrawal refusal: what is left, and where the player stands. */
export function wageringRemainingText(b: { wagerProgress: number; wagerRequired: number }): string {
  return texts()('errors.wageringRemaining', {
    remaining: Math.max(0, b.wagerRequired - b.wagerProgress),
    progress: b.wagerProgress,
    required: b.wagerRequired,
  });
}
