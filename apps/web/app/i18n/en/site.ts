import type { Shape } from '../catalogue';
import type { siteVi } from '../vi/site';

export const siteEn: Shape<typeof siteVi> = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  maintenance: 'The system is under maintenance, please come back later.',
  relatedPages: 'Related pages',
  infoNav: {
    register: 'How to register',
    deposit: 'How to deposit',
    withdraw: 'How to withdraw',
    faq: 'Frequently asked questions',
    responsible: 'Responsible gaming',
  },
  otherDevice: 'Choose another device',
  until: 'Until {{date}}',
  phoneBadge: 'Phone {{phone}}',
  sandboxSms: 'The test server sends no real SMS:',
  sandboxInbox: 'see the code in the test inbox',
  schedule: {
    days: 'Days',
    leagues: 'Leagues',
    epl: 'Premier League',
    ucl: 'Champions League',
    vfl: 'Virtual football',
  },
  cockfight: {
    title: 'Thomo Cockfighting',
    description:
      'Fights one after another all day: bet on Meron (red) or Wala (blue) at live odds, a draw pays 1 to 8. Fair results you can verify.',
    notConnected: 'The {{provider}} lobby is not connected on this site yet. Try our own cockfighting table: ',
    onComputer: 'Play on this computer',
  },
  wheel: { noPrizeTop: 'Good', noPrizeBottom: 'luck' },
  newbie: {
    none: 'There is no newcomer code at the moment. Please come back later or contact customer care.',
    title: 'Your newcomer code',
    value: 'Value',
    once: 'Each player gets the newcomer code only once.',
    phone: 'A verified phone number on {{carriers}}.',
    bank: 'A linked and verified bank account in your own name.',
    turnover: 'Total bets of {{turnover}} times the code value ({{amount}}) before withdrawing.',
    expires: 'Valid until {{at}}.',
  },
};
