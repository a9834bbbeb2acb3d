import type { Shape } from '../catalogue';
import type { playersVi } from '../vi/players';

export const playersEn: Shape<typeof playersVi> = {
  noPlayerFound: 'No player found',
  playerSearchResults: 'Player search results',
  search: 'Search',
  usernamePhoneNumberId: 'Username, phone number, id or account number',
  findAPlayer: 'Find a player',
  players: 'Player',
  registrations: 'Registrations',
  matchedBy: 'Matched by',
  status: 'Status',
  phone: 'Phone',
  username: 'Username',
  code: 'Code',
  accountNumber: 'Account number',
  phoneNumber: 'Phone number',
};
