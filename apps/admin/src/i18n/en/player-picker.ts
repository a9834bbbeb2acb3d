import type { Shape } from '../catalogue';
import type { playerPickerVi } from '../vi/player-picker';

export const playerPickerEn: Shape<typeof playerPickerVi> = {
  players: 'Player',
  change: 'Change',
  typeAtLeast2: 'Type at least 2 characters to search',
  somethingWentWrong: 'Something went wrong',
  searchByUsernamePhone: ': search by username, phone number or id',
  findAPlayer: 'Find a player',
  search: 'Search',
  noPlayerFound: 'No player found',
  playerSearchResults: 'Player search results',
  select: 'Select',
};
