import type { Shape } from '../catalogue';
import type { playerLinksVi } from '../vi/player-links';

export const playerLinksEn: Shape<typeof playerLinksVi> = {
  devicesAddresses: 'Devices & addresses',
  openAmlAlert: 'open AML alert',
  noSignInRecorded: 'No sign-in recorded yet.',
  device: 'Device',
  sharedWith: '· shared with:',
  noOtherAccount: ' · no other account',
};
