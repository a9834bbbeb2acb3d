/**
 * The round number a player reads, the same in a game's own history and in the site's bet
 * history: the provider's round id when short, else its first 8 characters (a UUID's first
 * group), upper-cased. A shared draw's ticket (`<draw code>/<ticket id>`, the lottery) reads as
 * its draw code, which names the game and the draw's date and time, then the ticket's first 8.
 * Both sides derive it from the round id of the wallet protocol.
 */
export function roundLabel(round: string): string {
  const slash = round.indexOf('/');
  if (slash > 0 && slash <= 40) return `${round.slice(0, slash)}/${roundLabel(round.slice(slash + 1))}`.toUpperCase();
  const id = round.length <= 12 ? round : round.replace(/-/g, '').slice(0, 8);
  return id.toUpperCase();
}
