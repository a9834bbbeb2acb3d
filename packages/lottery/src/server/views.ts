import { topFixedPrize } from '../core/bao';
import { betLines, lineWin, type TicketBet } from '../core/bets';
import { PROVINCES } from '../core/regions';
import type { DrawResult, ResultFormat } from '../core/results';
import type { VietlottBet, VietlottGame, VietlottResult } from '../core/vietlott';
import type { DrawJackpot } from './jackpots';

export interface DrawRow {
  id: number;
  game: string;
  code: string;
  region: string;
  province: string;
  format: string;
  source: string;
  draw_at: Date;
  close_at: Date;
  cancel_at: Date;
  server_seed: string | null;
  server_seed_hash: string | null;
  result: DrawResult | VietlottResult | null;
  status: 'open' | 'drawn' | 'settled' | 'cancelled';
  drawn_at: Date | null;
  jackpot: DrawJackpot | null;
}

export interface DrawView {
  id: number;
  game: string;
  code: string;
  region: string;
  province: string;
  provinceName: string;
  format: string;
  drawAt: string;
  closeAt: string;
  cancelAt: string;
  status: DrawRow['status'];
  result: DrawResult | VietlottResult | null;
  /** Mega / Power: each jackpot's pool, winners and share once fixed */
  jackpot: DrawJackpot | null;
  fairness: { serverSeedHash: string | null; serverSeed: string | null; clientSeed: string; nonce: 0 } | null;
}

export function drawView(r: DrawRow): DrawView {
  const drawn = r.status === 'drawn' || r.status === 'settled';
  return {
    id: Number(r.id),
    game: r.game,
    code: r.code,
    region: r.region,
    province: r.province,
    provinceName: PROVINCES[r.province] ?? '',
    format: r.format,
    drawAt: r.draw_at.toISOString(),
    closeAt: r.close_at.toISOString(),
    cancelAt: r.cancel_at.toISOString(),
    status: r.status,
    result: drawn ? r.result : null,
    jackpot: r.jackpot ?? null,
    fairness:
      r.source === 'sandbox'
        ? {
            serverSeedHash: r.server_seed_hash,
            // revealed only once the sheet is public (a cancelled draw's seed is never used)
            serverSeed: drawn || r.status === 'cancelled' ? r.server_seed : null,
            clientSeed: r.code,
            nonce: 0,
          }
        : null,
  };
}

export interface TicketRow {
  id: string;
  draw_id: number;
  user_id: string;
  game: string;
  bet_type: string;
  bet: unknown;
  cost: number;
  payout: number | null;
  hits: TicketHit[] | null;
  status: 'pending' | 'placed' | 'won' | 'lost' | 'refused' | 'refunded';
  token: string;
  created_at: Date;
  draw_code: string;
  draw_at: Date;
  format: string;
}

/**
 * per line: how many times it came; Mega / Power: the ticket's numbers, how many of its lines won,
 * its best tier, the numbers matched and how many lines won each tier (a bao has many lines)
 */
export type TicketHit = {
  line: string;
  times: number;
  tier?: string | null;
  matched?: string[];
  tiers?: Partial<Record<string, number>>;
};

export interface TicketView {
  id: string;
  drawId: number;
  drawCode: string;
  drawAt: string;
  game: string;
  bet: TicketBet | VietlottBet;
  cost: number;
  /** what the ticket wins if each of its lines comes once; Mega / Power: the most its fixed prizes can pay (jackpots are pools) */
  potentialWin: number;
  payout: number | null;
  hits: TicketHit[] | null;
  status: TicketRow['status'];
  createdAt: string;
  balance?: number | null;
}

export function ticketView(r: TicketRow): TicketView {
  const bet = r.bet as TicketBet | VietlottBet;
  const potentialWin =
    bet.type === 'pick6' || bet.type === 'bao'
      ? topFixedPrize(r.game as VietlottGame, bet.numbers.length)
      : betLines(bet).length * lineWin(bet, r.format as ResultFormat);
  return {
    id: r.id,
    drawId: Number(r.draw_id),
    drawCode: r.draw_code,
    drawAt: r.draw_at.toISOString(),
    game: r.game,
    bet,
    cost: Number(r.cost),
    potentialWin,
    payout: r.payout === null ? null : Number(r.payout),
    hits: r.hits,
    status: r.status,
    createdAt: r.created_at.toISOString(),
  };
}
