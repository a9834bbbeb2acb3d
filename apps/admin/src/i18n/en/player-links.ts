import type { Shape } from '../catalogue';
import type { playerLinksVi } from '../vi/player-links';

export const playerLinksEn: Shape<typeof playerLinksVi> = {
  noOtherAccount: ' · no other account',
  sharedWith: '· shared with:',
  device: 'Device',
  noSignInRecorded: 'No sign-in recorded yet.',
  openAmlAlert: 'open AML alert',
  devicesAddresses: 'Devices & addresses',
};
