import type { Shape } from '../catalogue';
import type { heldMoneyVi } from '../vi/held-money';

export const heldMoneyEn: Shape<typeof heldMoneyVi> = {
  refund: 'Refund',
  note: 'Note',
  thePlayerHasNo: 'The player has no verified bank account',
  theBankDidNot: "The bank did not report the source account: choose one of the player's verified accounts",
  bank: '(bank',
  toTheAccountThat: 'To the account that sent the money:',
  somethingWentWrong: 'Something went wrong',
  refundCreated: 'Refund #{{id}} created: {{status}}',
  chooseTheAccountTo: 'Choose the account to refund to',
  enterANote: 'Enter a note',
  refundException: 'Refund {{amount}} (exception #{{id}})',
  recordedPayoutOfRequest: 'Recorded payout of request #{{id}} (ref {{reference}})',
  paid: 'Paid',
  bankReference: 'Bank reference',
  recordPayoutOfRefund: 'Record payout of refund #{{id}}',
  nothingIsHeld: 'Nothing is held',
  heldDeposit: 'Held deposit',
  depositsOfPlayersWho:
    'Deposits of players who are self-excluded, disabled or over their deposit limit are not credited to the balance: they can only be refunded to their source.',
  depositsHeldBack: 'Deposits held back',
  recordPayout: 'Record payout',
  actions: 'Actions',
  notRefunded: 'Not refunded',
  refunded: 'Refunded',
  bankRef: ' · bank ref {{providerRef}}',
  unknownChooseThePlayer: "Unknown: choose the player's account",
  sourceOfFunds: 'Source of funds',
  amountHeld: 'Amount held',
  playerWhyHeld: 'Player · why held',
};
