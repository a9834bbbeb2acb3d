/** The player's side of deposit bonuses: /account/promotion, the cancelPromotion modal, balances. */
export { BalanceBreakdown } from './balances';
export { PlayerPromotions } from './player-promotions';
export { isWageringRefusal, WithdrawRefusal } from './withdraw-refusal';
