const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Longest id shown whole; a longer one shows its end, where ids that share a prefix differ. */
const WHOLE = 16;
const TAIL = 12;

/**
 * The round number a player reads, the same in a game's own history and in the site's bet
 * history. A UUID (our own games' rounds) reads as its first group, upper-cased. Any other id
 * (a provider's ticket: SABA's refId, BTI's reserve_id, IM's and WS168's bet ids) reads as the
 * provider wrote it, whole up to 16 characters, else as `…` and its last 12: such ids often
 * start with a date or a counter's high digits that every ticket of the day shares, so their
 * first characters would make different tickets look the same. A shared draw's ticket
 * (`<draw code>/<ticket id>`, the lottery) reads as its draw code, which names the game and the
 * draw's date and time, then the ticket's label. Both sides derive it from the round id of the
 * wallet protocol.
 */
export function roundLabel(round: string): string {
  const slash = round.indexOf('/');
  if (slash > 0 && slash <= 40) return `${round.slice(0, slash).toUpperCase()}/${roundLabel(round.slice(slash + 1))}`;
  if (UUID.test(round)) return round.slice(0, 8).toUpperCase();
  return round.length <= WHOLE ? round : `…${round.slice(-TAIL)}`;
}
