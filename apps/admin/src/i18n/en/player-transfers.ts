import type { Shape } from '../catalogue';
import type { playerTransfersVi } from '../vi/player-transfers';

export const playerTransfersEn: Shape<typeof playerTransfersVi> = {
  gameOpen: ' · game open',
  inTransit: '· in transit',
  providerReports: ' · provider reports {{providerBalance}} ({{balanceAt}})',
  perOurBooks: 'per our books',
  moneyAtProvidersTransfer: 'Money at providers (transfer wallets)',
  unsuccessful: 'Unsuccessful',
  inTransit2: 'In transit',
  providerWallet: 'Provider → wallet',
  walletProvider: 'Wallet → provider',
};
