/** The cashier of the account area: one component per /account page of the spec. */
export { BankAccounts } from './bank-accounts';
export { CardDeposit } from './card-deposit';
export { CryptoDeposit } from './crypto-deposit';

export { useLiveBalance } from './live-balance';
export { MomoDeposit } from './momo-deposit';
export { P2pGuide } from './p2p';
export type { PromotionOption } from './promotion-picker';
export { TransactionHistory } from './transaction-history';
export { useDepositPromotions } from './use-deposit-promotions';
export { VoucherDeposit } from './voucher-deposit';
export { BankWithdraw, CardWithdraw, CryptoWithdraw } from './withdraw';
