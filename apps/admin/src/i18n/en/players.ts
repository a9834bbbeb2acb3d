import type { Shape } from '../catalogue';
import type { playersVi } from '../vi/players';

export const playersEn: Shape<typeof playersVi> = {
  phoneNumber: 'Phone number',
  accountNumber: 'Account number',
  code: 'Code',
  username: 'Username',
  phone: 'Phone',
  status: 'Status',
  matchedBy: 'Matched by',
  registrations: 'Registrations',
  players: 'Player',
  findAPlayer: 'Find a player',
  usernamePhoneNumberId: 'Username, phone number, id or account number',
  search: 'Search',
  playerSearchResults: 'Player search results',
  noPlayerFound: 'No player found',
};
