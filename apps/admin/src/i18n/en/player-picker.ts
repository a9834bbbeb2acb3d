import type { Shape } from '../catalogue';
import type { playerPickerVi } from '../vi/player-picker';

export const playerPickerEn: Shape<typeof playerPickerVi> = {
  select: 'Select',
  playerSearchResults: 'Player search results',
  noPlayerFound: 'No player found',
  search: 'Search',
  findAPlayer: 'Find a player',
  searchByUsernamePhone: ': search by username, phone number or id',
  somethingWentWrong: 'Something went wrong',
  typeAtLeast2: 'Type at least 2 characters to search',
  change: 'Change',
  players: 'Player',
};
