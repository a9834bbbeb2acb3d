import type { TRoundDetail } from '@app/contract';

/** AWC's bet types in the words a Vietnamese player reads on the table (AE Sexy, SV388). */
const BET_TYPES: Record<string, string> = {
  Player: 'Con',
  Banker: 'Cái',
  Tie: 'Hòa',
  PlayerPair: 'Đôi Con',
  BankerPair: 'Đôi Cái',
  MERON: 'Meron (Đỏ)',
  WALA: 'Wala (Xanh)',
  BDD: 'Hòa',
  FTD: 'Hòa',
};

const WINNERS: Record<string, string> = {
  PLAYER: 'Con thắng',
  BANKER: 'Cái thắng',
  TIE: 'Hòa',
  MERON: 'Meron thắng',
  WALA: 'Wala thắng',
  DRAW: 'Hòa',
};

const TABLES: Record<string, string> = { SEXYBCRT: 'AE Sexy Baccarat', SV388: 'SV388 Đá Gà' };

/**
 * The bet history's line for an AWC settlement: table, bet type and result in Vietnamese. AWC
 * sends `gameInfo.result` as card codes (Sexy) or text, and `winner` in capitals; a type or
 * winner we have no word for is shown as AWC sent it.
 */
export function awcDetails(txn: {
  platform: string;
  roundId?: string;
  betType?: string;
  gameInfo?: { result?: string | string[]; winner?: string };
}): TRoundDetail[] | undefined {
  const bet = txn.betType ? (BET_TYPES[txn.betType] ?? txn.betType) : null;
  const info = txn.gameInfo;
  const raw = Array.isArray(info?.result) ? info.result.filter(Boolean).join(' ') : info?.result;
  const winner = info?.winner ? (WINNERS[info.winner.toUpperCase()] ?? info.winner) : null;
  const result = [raw, winner].filter(Boolean).join(' · ');
  if (!bet && !result) return undefined;
  const table = TABLES[txn.platform] ?? txn.platform;
  return [
    {
      label: `${table}${txn.roundId ? ` · ván ${txn.roundId.slice(-24)}` : ''}`.slice(0, 120),
      value: [bet ? `Cửa ${bet}` : null, result || null].filter(Boolean).join(' · ').slice(0, 200),
    },
  ];
}
