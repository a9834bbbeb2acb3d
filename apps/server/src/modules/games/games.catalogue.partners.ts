import { PP_SLOT_TITLES, slotMark } from '@app/house-games/partners';
import type { SeedGame } from './games.catalogue';

/*
 * The partners connected through their own protocols (decision 132): Pragmatic Play's slots
 * and live tables, AE Sexy's baccarat and SV388's fights. On a fresh machine their accounts
 * point at the sandboxes this server runs (/partners), so every game listed here opens.
 */

export const PARTNER_SEED_GAMES: SeedGame[] = [
  ...PP_SLOT_TITLES.map(
    (t, i): SeedGame => ({
      title: t.name,
      partner: 'pp',
      partnerGameId: t.symbol,
      categories: ['slot'],
      isNew: i < 3,
      hot: i === 0,
      palette: t.palette,
      // each title's own card: its wild, pictures and colours (decision 152)
      mark: slotMark(t),
    }),
  ),
  {
    title: 'Baccarat Tốc Độ PP',
    partner: 'pp',
    partnerGameId: '401',
    categories: ['baccarat'],
    palette: ['#052e16', '#4ade80'],
    art: 'baccarat',
  },
  {
    title: 'Rồng Hổ PP',
    partner: 'pp',
    partnerGameId: '1024',
    categories: ['rong-ho'],
    palette: ['#450a0a', '#f87171'],
    art: 'live',
  },
  {
    title: 'AE Sexy Baccarat',
    partner: 'sexy',
    partnerGameId: 'MX-LIVE-001',
    categories: ['sexy-casino', 'baccarat'],
    hot: true,
    palette: ['#4a044e', '#f0abfc'],
    art: 'baccarat',
  },
  {
    title: 'Đá Gà SV388',
    partner: 'sv388',
    partnerGameId: 'SV-LIVE-001',
    categories: ['da-ga-sv388'],
    device: 'all',
    palette: ['#431407', '#fb923c'],
    art: 'rooster',
  },
];
