import type { Shape } from '../catalogue';
import type { supportSettingsVi } from '../vi/support-settings';

export const supportSettingsEn: Shape<typeof supportSettingsVi> = {
  eG19001234: 'E.g. 1900 1234',
  phoneNumberOrLink: 'Phone number or link https://zalo.me/...',
  nameOrHttpsT: '@name or https://t.me/...',
  supportHours: 'Support hours',
  eG247: 'E.g. 24/7, holidays included',
  supportAndLicence: 'Support and licence',
  theContactPageShows: 'The Contact page shows only the channels filled in. Live chat',
  isOnLiveChat: 'is on (LIVE_CHAT_LICENSE is set).',
  isOffSetLive: 'is off: set LIVE_CHAT_LICENSE.',
  lastUpdated: ' Last updated {{updatedAt}}.',
  savedTheContactAnd: 'Saved. The Contact and About pages show it at once.',
  somethingWentWrong: 'Something went wrong',
  supportChannels: 'Support channels',
  licence: 'Licence',
  licensedBrand: 'Licensed brand',
  licenceName: 'Licence name',
  licenceNumber: 'Licence number',
  licensingAuthority: 'Licensing authority',
  lookupLinkHttps: 'Lookup link (https://)',
  save: 'Save',
};
