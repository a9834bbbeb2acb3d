import type { Shape } from '../catalogue';
import type { playerMoneyActionsVi } from '../vi/player-money-actions';

export const playerMoneyActionsEn: Shape<typeof playerMoneyActionsVi> = {
  playerSMoney: "Player's money",
  cancelPromotionBonus: 'Cancel promotion bonus',
  clawBackHeldGift2: 'Claw back held gift code money',
  payOutTheBalance2: 'Pay out the balance (self-excluded)',
  giftCodeClawBack:
    'Gift code claw-back is only for accounts that cannot sign in (disabled or self-excluded); a balance payout is only for self-excluded players, to their verified bank account, and waits for finance approval.',
  cancelBonusOf: 'Cancel bonus {{bonus}} of {{username}}',
  reasonWrittenToThe3: 'Reason (written to the audit log). The bonus money is cancelled, cash stays',
  cancelBonus: 'Cancel bonus',
  promotionBonusOfCancelled: 'Promotion bonus of {{username}} cancelled',
  clawBackHeldGift: 'Claw back held gift code money of {{username}}',
  reasonWrittenToThe2:
    'Reason (written to the audit log). Gift code money is taken from cash, up to the available balance',
  clawBack: 'Claw back',
  clawedBackOfGift: 'Clawed back {{forfeited}} of gift code money from {{username}}',
  payOutTheBalance: 'Pay out the balance of {{username}}',
  theAmountMustBe: 'The amount must be digits only',
  payoutOfToCreated: 'Payout of {{money}} to {{username}} created, awaiting finance approval',
  somethingWentWrong: 'Something went wrong',
  available: 'Available:',
  thePlayerHasNo: 'The player has no verified bank account.',
  receivingAccount: 'Receiving account',
  amount: 'Amount (₫)',
  reasonWrittenToThe: 'Reason (written to the audit log)',
  createPayout: 'Create payout',
};
