import type { Shape } from '../catalogue';
import type { playerTransfersVi } from '../vi/player-transfers';

export const playerTransfersEn: Shape<typeof playerTransfersVi> = {
  walletProvider: 'Wallet → provider',
  providerWallet: 'Provider → wallet',
  inTransit2: 'In transit',
  unsuccessful: 'Unsuccessful',
  moneyAtProvidersTransfer: 'Money at providers (transfer wallets)',
  perOurBooks: 'per our books',
  providerReports: ' · provider reports {{providerBalance}} ({{balanceAt}})',
  inTransit: '· in transit',
  gameOpen: ' · game open',
  recentTickets: "Recent tickets (the provider's bet log)",
  ticketStake: 'stake',
  ticketOpen: 'awaiting result',
  ticketSettled: 'paid',
  ticketCancelled: 'cancelled, refunded',
};
