import type { SandboxBet } from '@app/house-games/partners';
import type { LegResult } from '@app/sportsbook';
import { SabaClient, type SabaTransport } from '../adapters/saba/saba.client';
import {
  type CancelOutcome,
  SABA_STATUS,
  type SportsTicket,
  type SportsWallet,
  type Staked,
} from './sportsbook.sandbox';

const CALL_TIMEOUT_MS = 10_000;

/** How many times the ticket's result was changed since its first Settle (kept in its outcome). */
export const generationOf = (bet: Pick<SandboxBet, 'outcome'>) => (bet.outcome as { gen?: number } | null)?.gen ?? 0;

const pickOf = (t: SportsTicket) => {
  const at = t.label.indexOf(': ');
  return at === -1 ? t.label : t.label.slice(at + 2);
};

/** SABA's transport: `POST {wallet}/{action}`, gzip JSON in, JSON out; no answer throws (SABA then cancels or retries). */
export function sabaHttp(walletUrl: () => string): SabaTransport {
  return async (action, body) => {
    const res = await fetch(`${walletUrl()}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok || json === null || typeof json !== 'object' || json.status === undefined)
      throw new Error(`SABA ${action}: HTTP ${res.status}`);
    return { ...json, status: String(json.status) };
  };
}

/**
 * The SABA sandbox's side of SABA's seamless wallet, as SabaClient plays it: PlaceBet then
 * ConfirmBet (retried until it lands), CancelBet when PlaceBet's answer was lost or refused,
 * Settle with `creditAmount` the payout in thousands of VND, retried until it answers 0.
 */
export class SabaSandboxWallet implements SportsWallet {
  constructor(
    private readonly vendorId: () => Promise<string>,
    private readonly transport: SabaTransport,
    private readonly retries = { attempts: 5, waitMs: 200 },
  ) {}

  private async client() {
    return new SabaClient(await this.vendorId(), this.transport, this.retries);
  }

  async stake(userId: string, refId: string, stake: number, t: SportsTicket): Promise<Staked> {
    const client = await this.client();
    const out = await client.place({
      refId,
      userId,
      stake: stake / 1000,
      odds: t.odds / 1000,
      // the label reads "market: pick"; SABA sends the two apart (betTypeName, betChoice)
      match: { league: t.league, home: t.home, away: t.away, market: t.marketName, pick: pickOf(t) },
      matchId: t.match,
      kickOffTime: new Date(t.kickoff),
    });
    // a ticket SABA placed stands even when its ConfirmBet never landed: its Settle follows
    if (out.placed || out.unconfirmed) return { kind: 'ok' };
    if (!out.cancelled) return { kind: 'cancel-pending' };
    if (out.status === 'timeout') return { kind: 'cancelled' };
    return { kind: 'refused', message: out.msg ?? null };
  }

  async cancel(bet: Pick<SandboxBet, 'userId' | 'reference' | 'stake'>): Promise<CancelOutcome> {
    const done = await (await this.client()).cancel({
      refId: bet.reference,
      userId: bet.userId,
      stake: bet.stake / 1000,
    });
    return done ? 'cancelled' : 'unknown';
  }

  async settle(bet: SandboxBet, _t: SportsTicket, result: LegResult, paid: number): Promise<boolean> {
    const client = await this.client();
    return client.result(
      'settle',
      { refId: bet.reference, userId: bet.userId },
      SABA_STATUS[result],
      paid / 1000,
      0,
      generationOf(bet),
    );
  }

  /** A corrected result: Resettle with the difference, or Unsettle taking the payout back (decision 153). */
  async correct(
    bet: SandboxBet,
    kind: 'resettle' | 'unsettle',
    result: LegResult | null,
    credit: number,
    debit: number,
  ): Promise<boolean> {
    const client = await this.client();
    return client.result(
      kind,
      { refId: bet.reference, userId: bet.userId },
      result ? SABA_STATUS[result] : 'running',
      credit / 1000,
      debit / 1000,
      generationOf(bet) + 1,
    );
  }
}
