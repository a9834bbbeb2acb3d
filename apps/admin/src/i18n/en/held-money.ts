import type { Shape } from '../catalogue';
import type { heldMoneyVi } from '../vi/held-money';

export const heldMoneyEn: Shape<typeof heldMoneyVi> = {
  playerWhyHeld: 'Player · why held',
  amountHeld: 'Amount held',
  sourceOfFunds: 'Source of funds',
  unknownChooseThePlayer: "Unknown: choose the player's account",
  bankRef: ' · bank ref {{providerRef}}',
  refunded: 'Refunded',
  notRefunded: 'Not refunded',
  actions: 'Actions',
  recordPayout: 'Record payout',
  depositsHeldBack: 'Deposits held back',
  depositsOfPlayersWho:
    'Deposits of players who are self-excluded, disabled or over their deposit limit are not credited to the balance: they can only be refunded to their source.',
  heldDeposit: 'Held deposit',
  nothingIsHeld: 'Nothing is held',
  recordPayoutOfRefund: 'Record payout of refund #{{id}}',
  bankReference: 'Bank reference',
  paid: 'Paid',
  recordedPayoutOfRequest: 'Recorded payout of request #{{id}} (ref {{reference}})',
  refundException: 'Refund {{amount}} (exception #{{id}})',
  enterANote: 'Enter a note',
  chooseTheAccountTo: 'Choose the account to refund to',
  refundCreated: 'Refund #{{id}} created: {{status}}',
  somethingWentWrong: 'Something went wrong',
  toTheAccountThat: 'To the account that sent the money:',
  bank: '(bank',
  theBankDidNot: "The bank did not report the source account: choose one of the player's verified accounts",
  thePlayerHasNo: 'The player has no verified bank account',
  note: 'Note',
  refund: 'Refund',
};
