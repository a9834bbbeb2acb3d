export { formatJackpotShort } from '../../lib/jackpot-format';
export { BetHistory } from './bet-history';
export { loadFavorites, toggleFavorite, useFavorites } from './favorites';
export {
  AnimatedAmount,
  JACKPOT_LOAD_ERROR,
  JackpotBadge,
  loadJackpots,
  subscribeJackpots,
  useJackpotStore,
  useLiveJackpot,
} from './jackpot';
export { LivePreview } from './live-preview';
