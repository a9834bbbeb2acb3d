import type { Shape } from '../catalogue';
import type { freespinsVi } from '../vi/freespins';

export const freespinsEn: Shape<typeof freespinsVi> = {
  title: 'Free spins',
  left: '{{count}} free spins left',
  on: 'Game: {{games}}',
  stake: '{{stake}} a spin · every win goes to your main balance',
  expires: 'Expires at {{at}}',
  from: {
    tournament: 'Prize of the tournament "{{name}}"',
    vip: 'VIP level-up gift: {{name}}',
  },
  play: 'Play now',
  history: 'Finished',
  used: 'All {{rounds}} spins used, won {{won}}',
  expired: '{{rounds}} spins expired at {{at}} ({{used}} used), won {{won}}',
  loading: 'Loading free spins...',
};
