import { PP_SLOT_TITLES, slotMark } from '@app/house-games/partners';
import type { SeedGame } from './games.catalogue';

/*
 * The partners connected through their own protocols (decision 132): Pragmatic Play's slots
 * and live tables, AE Sexy's baccarat and SV388's fights. On a fresh machine their accounts
 * point at the sandboxes this server runs (/partners), so every game listed here opens.
 */

/** The slots' English titles (decision 177), by symbol; the Vietnamese are the studio's own (house-games). */
const PP_SLOT_TITLES_EN: Readonly<Record<string, string>> = {
  vs20olympus: 'Gates of Olympus',
  vs20sweetbn: 'Sweet Candy Blast',
  vs20dogh: 'Happy Dog',
  vs15bassb: 'The Big Catch',
  vs15wolfg: 'Golden Wolf',
  vs15madame: 'Madame Fortune',
  vs10bookeg: 'Book of Egypt',
  vs10fruity: 'Summer Fruits',
  vs10buffalo: 'Prairie Buffalo',
  vs9aztec: 'Golden Aztec Temple',
  vs9dragon: 'Eastern Dragon',
  vs5joker: 'Joker King',
};

export const PARTNER_SEED_GAMES: SeedGame[] = [
  ...PP_SLOT_TITLES.map(
    (t, i): SeedGame => ({
      title: t.name,
      titleEn: PP_SLOT_TITLES_EN[t.symbol] ?? t.name,
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
    titleEn: 'PP Speed Baccarat',
    partner: 'pp',
    partnerGameId: '401',
    categories: ['baccarat'],
    palette: ['#052e16', '#4ade80'],
    art: 'baccarat',
  },
  {
    title: 'Rồng Hổ PP',
    titleEn: 'PP Dragon Tiger',
    partner: 'pp',
    partnerGameId: '1024',
    categories: ['rong-ho'],
    palette: ['#450a0a', '#f87171'],
    art: 'live',
  },
  {
    title: 'AE Sexy Baccarat',
    titleEn: 'AE Sexy Baccarat',
    partner: 'sexy',
    partnerGameId: 'MX-LIVE-001',
    categories: ['sexy-casino', 'baccarat'],
    hot: true,
    palette: ['#4a044e', '#f0abfc'],
    art: 'baccarat',
  },
  {
    title: 'Đá Gà SV388',
    titleEn: 'SV388 Cockfighting',
    partner: 'sv388',
    partnerGameId: 'SV-LIVE-001',
    categories: ['da-ga-sv388'],
    device: 'all',
    palette: ['#431407', '#fb923c'],
    art: 'rooster',
  },
];
