export { ACCEPT_ODDS, BetsService, oddsAcceptable, SportsError } from './bets.service';
export { CASHOUT_QUOTE_MS, Cashouts, cashoutValue } from './cashout';
export { sportsTiming } from './config';
export { legDetails } from './details';
export { matchClock, SandboxFeed } from './feed.service';
export { importFeed, teamKey, withStaffMargin } from './importer';
export { fixturesBetween, getMatch, listMatches, type MatchStatusFilter, type MatchView } from './matches';
export { SPORTS_GAMES, type SportsbookOptions, sportsbookPlugin } from './plugin';
export { FeedHttpError, FeedPoller, type RealFeedConfig, realFeedConfig } from './poller';
export { SportsSettings } from './settings';
export { setStaffResult } from './staff';
export {
  betsOnMatch,
  type DelayedBet,
  type DeskBet,
  type DeskMatch,
  delayedBets,
  deskMatches,
  isSuspended,
  openMarkets,
  type PlayerLimit,
  playerLimits,
  type SuspendTarget,
  setPlayerLimit,
  setSuspended,
  voidBet,
  voidMarket,
} from './trading';
export { closeOverdue } from './window';
