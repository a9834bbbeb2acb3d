import type { Shape } from '../catalogue';
import type { supportSettingsVi } from '../vi/support-settings';

export const supportSettingsEn: Shape<typeof supportSettingsVi> = {
  save: 'Save',
  lookupLinkHttps: 'Lookup link (https://)',
  licensingAuthority: 'Licensing authority',
  licenceNumber: 'Licence number',
  licenceName: 'Licence name',
  licensedBrand: 'Licensed brand',
  licence: 'Licence',
  supportChannels: 'Support channels',
  somethingWentWrong: 'Something went wrong',
  savedTheContactAnd: 'Saved. The Contact and About pages show it at once.',
  lastUpdated: ' Last updated {{updatedAt}}.',
  isOffSetLive: 'is off: set LIVE_CHAT_LICENSE.',
  isOnLiveChat: 'is on (LIVE_CHAT_LICENSE is set).',
  theContactPageShows: 'The Contact page shows only the channels filled in. Live chat',
  supportAndLicence: 'Support and licence',
  eG247: 'E.g. 24/7, holidays included',
  supportHours: 'Support hours',
  nameOrHttpsT: '@name or https://t.me/...',
  phoneNumberOrLink: 'Phone number or link https://zalo.me/...',
  eG19001234: 'E.g. 1900 1234',
};
