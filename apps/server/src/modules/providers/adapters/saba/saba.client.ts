import { sabaTime } from './saba.codes';
import { GzipWriter } from './saba.gzip';

/**
 * SABA's side of its seamless wallet, as SABA's document describes its behaviour (the research
 * file, section 3.5): for a sandbox that plays SABA's part against our adapter, and for tests.
 * A PlaceBet without an answer is followed by a CancelBet; ConfirmBet, settle and AdjustBalance
 * are sent again until they answer 0. Every call is gzip JSON `{key, message}`.
 */

/** Sends one call; throws when no answer came back (timeout, connection lost). */
export type SabaTransport = (action: string, body: Buffer) => Promise<{ status: string } & Record<string, unknown>>;

export interface SabaTicket {
  refId: string;
  userId: string;
  /** in SABA's unit (thousands of VND) */
  stake: number;
  odds: number;
  match: { league: string; home: string; away: string; market: string; pick: string };
  /** the match's SABA id and kick-off, where the sandbox knows them */
  matchId?: string;
  kickOffTime?: Date;
}

export type PlaceOutcome =
  | { placed: true; licenseeTxId: string }
  | { placed: false; status: string; msg: string | null; cancelled: boolean; unconfirmed?: true };

export class SabaClient {
  private seq = 0;
  private readonly gzip = new GzipWriter();

  constructor(
    private readonly vendorId: string,
    private readonly send: SabaTransport,
    private readonly retries = { attempts: 5, waitMs: 200 },
  ) {}

  private body(message: Record<string, unknown>): Buffer {
    return this.gzip.bytes(JSON.stringify({ key: this.vendorId, message }));
  }

  private operation(refId: string, what: string): string {
    return `${refId}_${what}_${++this.seq}`;
  }

  /** Sends until an answer arrives and says 0 (or a refusal retrying cannot change); null when none ever did. */
  private async untilDone(action: string, message: Record<string, unknown>) {
    const final = new Set(['0', '101', '203', '307', '309', '311', '504']);
    let last: ({ status: string } & Record<string, unknown>) | null = null;
    for (let i = 0; i < this.retries.attempts; i++) {
      try {
        last = await this.send(action, this.body(message));
        if (final.has(last.status)) return last;
      } catch {
        // no answer: the same operation again
      }
      await new Promise((r) => setTimeout(r, this.retries.waitMs * 2 ** i));
    }
    return last;
  }

  /**
   * PlaceBet, then ConfirmBet (SABA accepted the ticket). Without an answer to PlaceBet, or with
   * a refusal, SABA cancels the ticket: the stake, if it was taken, comes back.
   */
  async place(t: SabaTicket, oddsChange?: { credit: number; debit: number }): Promise<PlaceOutcome> {
    const message = {
      action: 'PlaceBet',
      operationId: this.operation(t.refId, 'place'),
      userId: t.userId,
      currency: 51,
      refId: t.refId,
      betTime: sabaTime(),
      updateTime: sabaTime(),
      betAmount: t.stake,
      actualAmount: t.stake,
      creditAmount: 0,
      debitAmount: t.stake,
      oddsType: 3,
      odds: t.odds,
      leagueName: t.match.league,
      homeName: t.match.home,
      awayName: t.match.away,
      betTypeName: t.match.market,
      betChoice: t.match.pick,
      isLive: false,
      ...(t.matchId ? { matchId: t.matchId } : {}),
      ...(t.kickOffTime ? { kickOffTime: sabaTime(t.kickOffTime) } : {}),
    };
    let answer: ({ status: string } & Record<string, unknown>) | null = null;
    try {
      answer = await this.send('placebet', this.body(message));
    } catch {
      answer = null;
    }
    if (answer?.status !== '0') {
      const cancelled = await this.cancel(t, answer ? 'BettingFailed' : 'Timeout');
      return {
        placed: false,
        status: answer?.status ?? 'timeout',
        msg: (answer?.msg as string | null | undefined) ?? null,
        cancelled,
      };
    }
    const confirm = await this.untilDone('confirmbet', {
      action: 'ConfirmBet',
      operationId: this.operation(t.refId, 'confirm'),
      userId: t.userId,
      updateTime: sabaTime(),
      transactionTime: sabaTime(),
      txns: [
        {
          refId: t.refId,
          txId: Date.now(),
          licenseeTxId: answer.licenseeTxId,
          odds: t.odds,
          oddsType: 3,
          actualAmount: t.stake + (oddsChange?.debit ?? 0) - (oddsChange?.credit ?? 0),
          isOddsChanged: oddsChange !== undefined,
          creditAmount: oddsChange?.credit ?? 0,
          debitAmount: oddsChange?.debit ?? 0,
          winlostDate: sabaTime(),
        },
      ],
    });
    if (confirm?.status !== '0') {
      return { placed: false, status: confirm?.status ?? 'timeout', msg: null, cancelled: false, unconfirmed: true };
    }
    return { placed: true, licenseeTxId: String(answer.licenseeTxId) };
  }

  /** CancelBet of a ticket SABA could not place: the stake, if it was taken, comes back; true once it answered 0. */
  async cancel(t: Pick<SabaTicket, 'refId' | 'userId' | 'stake'>, reason = 'Timeout'): Promise<boolean> {
    const answer = await this.untilDone('cancelbet', {
      action: 'CancelBet',
      operationId: this.operation(t.refId, 'cancel'),
      userId: t.userId,
      updateTime: sabaTime(),
      errorMessage: reason,
      txns: [{ refId: t.refId, creditAmount: t.stake, debitAmount: 0 }],
    });
    return answer?.status === '0';
  }

  /** A result (settle), or a changed one (resettle), or taken back (unsettle): credit - debit moves. */
  async result(
    action: 'settle' | 'resettle' | 'unsettle',
    t: Pick<SabaTicket, 'refId' | 'userId'>,
    status: string,
    credit: number,
    debit: number,
    /** the ticket's n-th change after its first result: each its own operation, a resend of one the same */
    generation = 0,
  ): Promise<boolean> {
    const answer = await this.untilDone(action, {
      action: action === 'settle' ? 'Settle' : action === 'resettle' ? 'Resettle' : 'Unsettle',
      operationId: generation > 0 ? `${t.refId}_${action}_g${generation}` : this.operation(t.refId, action),
      txns: [
        {
          userId: t.userId,
          refId: t.refId,
          txId: Date.now(),
          updateTime: sabaTime(),
          winlostDate: sabaTime(),
          status,
          payout: credit,
          creditAmount: credit,
          debitAmount: debit,
        },
      ],
    });
    return answer?.status === '0';
  }
}
