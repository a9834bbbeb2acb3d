import type { Shape } from '../catalogue';
import type { playerMoneyActionsVi } from '../vi/player-money-actions';

export const playerMoneyActionsEn: Shape<typeof playerMoneyActionsVi> = {
  createPayout: 'Create payout',
  reasonWrittenToThe: 'Reason (written to the audit log)',
  amount: 'Amount (₫)',
  receivingAccount: 'Receiving account',
  thePlayerHasNo: 'The player has no verified bank account.',
  available: 'Available:',
  somethingWentWrong: 'Something went wrong',
  payoutOfToCreated: 'Payout of {{money}} to {{username}} created, awaiting finance approval',
  theAmountMustBe: 'The amount must be digits only',
  payOutTheBalance: 'Pay out the balance of {{username}}',
  clawedBackOfGift: 'Clawed back {{forfeited}} of gift code money from {{username}}',
  clawBack: 'Claw back',
  reasonWrittenToThe2:
    'Reason (written to the audit log). Gift code money is taken from cash, up to the available balance',
  clawBackHeldGift: 'Claw back held gift code money of {{username}}',
  promotionBonusOfCancelled: 'Promotion bonus of {{username}} cancelled',
  cancelBonus: 'Cancel bonus',
  reasonWrittenToThe3: 'Reason (written to the audit log). The bonus money is cancelled, cash stays',
  cancelBonusOf: 'Cancel bonus {{bonus}} of {{username}}',
  giftCodeClawBack:
    'Gift code claw-back is only for accounts that cannot sign in (disabled or self-excluded); a balance payout is only for self-excluded players, to their verified bank account, and waits for finance approval.',
  payOutTheBalance2: 'Pay out the balance (self-excluded)',
  clawBackHeldGift2: 'Claw back held gift code money',
  cancelPromotionBonus: 'Cancel promotion bonus',
  playerSMoney: "Player's money",
};
