import { betLines, lineWin, type TicketBet } from '../core/bets';
import { PROVINCES } from '../core/regions';
import type { DrawResult, ResultFormat } from '../core/results';

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
  result: DrawResult | null;
  status: 'open' | 'drawn' | 'settled' | 'cancelled';
  drawn_at: Date | null;
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
  result: DrawResult | null;
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
  hits: { line: string; times: number }[] | null;
  status: 'pending' | 'placed' | 'won' | 'lost' | 'refused' | 'refunded';
  token: string;
  created_at: Date;
  draw_code: string;
  draw_at: Date;
  format: string;
}

export interface TicketView {
  id: string;
  drawId: number;
  drawCode: string;
  drawAt: string;
  game: string;
  bet: TicketBet;
  cost: number;
  /** what the ticket wins if each of its lines comes once */
  potentialWin: number;
  payout: number | null;
  hits: { line: string; times: number }[] | null;
  status: TicketRow['status'];
  createdAt: string;
  balance?: number | null;
}

export function ticketView(r: TicketRow): TicketView {
  const bet = r.bet as TicketBet;
  return {
    id: r.id,
    drawId: Number(r.draw_id),
    drawCode: r.draw_code,
    drawAt: r.draw_at.toISOString(),
    game: r.game,
    bet,
    cost: Number(r.cost),
    potentialWin: betLines(bet).length * lineWin(bet, r.format as ResultFormat),
    payout: r.payout === null ? null : Number(r.payout),
    hits: r.hits,
    status: r.status,
    createdAt: r.created_at.toISOString(),
  };
}
