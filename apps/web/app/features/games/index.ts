export { BetHistory } from './bet-history';
export { loadFavorites, toggleFavorite, useFavorites } from './favorites';
export { gamesVi } from './i18n';
export { AnimatedAmount, JackpotBadge, useLiveJackpot } from './jackpot';
