import type { Shape } from '../catalogue';
import type { tableLimitsVi } from '../vi/table-limits';

export const tableLimitsEn: Shape<typeof tableLimitsVi> = {
  minimumPerSpot: 'Minimum per spot',
  maximumPerSpot: 'Maximum per spot',
  minimumPerRound: 'Minimum per round',
  maximumPerRound: 'Maximum per round',
  invalid: 'Invalid',
  savedTheNextBets: 'Saved. The next bets are checked against the new limits.',
  somethingWentWrong: 'Something went wrong',
  save: 'Save',
  default: '· default',
  vndPerSpotAt: 'VND per spot, at most',
  vndPerRound: 'VND per round',
  spots: 'Spots:',
  tableBetLimits: 'Table bet limits',
  minimumAndMaximumStakes:
    "Minimum and maximum stakes per spot and a player's total per round. Bets outside the limits are refused before any money moves; the game screen shows exactly these limits and changes apply from the next bet. Every change is written to the audit log.",
  sharedScheduledTables: 'Shared scheduled tables',
  eachPlayerSOwn: "Each player's own table",
  aRoundIsOne:
    "A round is one bet (in card games: the stake when the cards are dealt; double, split or follow bets by the round's rules).",
  game: 'Game',
};
