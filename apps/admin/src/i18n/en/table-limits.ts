import type { Shape } from '../catalogue';
import type { tableLimitsVi } from '../vi/table-limits';

export const tableLimitsEn: Shape<typeof tableLimitsVi> = {
  game: 'Game',
  aRoundIsOne:
    "A round is one bet (in card games: the stake when the cards are dealt; double, split or follow bets by the round's rules).",
  eachPlayerSOwn: "Each player's own table",
  sharedScheduledTables: 'Shared scheduled tables',
  minimumAndMaximumStakes:
    "Minimum and maximum stakes per spot and a player's total per round. Bets outside the limits are refused before any money moves; the game screen shows exactly these limits and changes apply from the next bet. Every change is written to the audit log.",
  tableBetLimits: 'Table bet limits',
  spots: 'Spots:',
  vndPerRound: 'VND per round',
  vndPerSpotAt: 'VND per spot, at most',
  default: '· default',
  save: 'Save',
  somethingWentWrong: 'Something went wrong',
  savedTheNextBets: 'Saved. The next bets are checked against the new limits.',
  invalid: 'Invalid',
  maximumPerRound: 'Maximum per round',
  minimumPerRound: 'Minimum per round',
  maximumPerSpot: 'Maximum per spot',
  minimumPerSpot: 'Minimum per spot',
};
