/**
 * The round number a player reads, the same in a game's own history and in the site's bet
 * history: the provider's round id when short, else its first 8 characters (a UUID's first
 * group), upper-cased. Both sides derive it from the round id of the wallet protocol.
 */
export function roundLabel(round: string): string {
  const id = round.length <= 12 ? round : round.replace(/-/g, '').slice(0, 8);
  return id.toUpperCase();
}
