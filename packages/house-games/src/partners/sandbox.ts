import { randomBytes } from 'node:crypto';
import { ProviderError } from '@app/provider-kit/server';
import { type SandboxBet, type SandboxStore, tableOutcome, tableView } from './store';
import { roundAt, type SandboxTable, type TableSchedule } from './tables';

export class SandboxError extends ProviderError {}

/** The player behind a sandbox session: the platform's user id, the game, the play token (PP). */
export interface Session {
  u: string;
  g: string;
  t?: string;
}

/** What the operator's wallet said to a stake. */
export type Placed =
  | { kind: 'ok'; balance: number | null }
  | { kind: 'refused'; message: string }
  | { kind: 'unknown' };

const SETTLE_EVERY_MS = 1000;

/**
 * What the PP and AWC sandbox game servers share (decision 132): a provider's live tables on a
 * schedule, the bets it took (sandbox_bets), and the loop that settles each round through the
 * operator's wallet in the provider's own calls. A bet whose answer never came is cancelled
 * the provider's way (PP refund, AWC cancelBet); a settlement that failed is sent again.
 */
export abstract class PartnerSandbox {
  readonly store: SandboxStore;
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    readonly provider: 'pp' | 'awc',
    readonly tables: readonly SandboxTable[],
    readonly schedule: TableSchedule,
    store: SandboxStore,
    protected readonly secret: () => Promise<string>,
    protected readonly log: { warn(o: object, m?: string): void; error(o: object, m?: string): void },
  ) {
    this.store = store;
  }

  protected abstract walletBet(s: Session, b: SandboxBet): Promise<Placed>;
  protected abstract walletCancel(b: SandboxBet): Promise<boolean>;
  /** Pays (or closes at 0) each bet; true for each one the wallet accepted. */
  protected abstract walletSettle(bets: { bet: SandboxBet; payout: number; result: string }[]): Promise<boolean[]>;

  table(game: string): SandboxTable | undefined {
    return this.tables.find((t) => t.game === game);
  }

  async view(game: string) {
    const table = this.table(game);
    if (!table) throw new SandboxError(404, 'GAME_NOT_FOUND', 'Trò chơi không tồn tại');
    return tableView(await this.secret(), table, this.schedule);
  }

  /** A reference in the provider's style: unique, at most 32 characters. */
  protected newReference(): string {
    return randomBytes(12).toString('hex');
  }

  /** A stake on the round open now: placed with the wallet, settled when the round ends. */
  async tableBet(s: Session, input: { round: number; spot: string; amount: number }) {
    const table = this.table(s.g);
    if (!table) throw new SandboxError(404, 'GAME_NOT_FOUND', 'Trò chơi không tồn tại');
    if (!table.spots.includes(input.spot)) throw new SandboxError(400, 'INVALID_BET', 'Cửa cược không hợp lệ');
    const t = roundAt(Date.now(), this.schedule);
    if (input.round !== t.no || Date.now() >= t.closesAt) {
      throw new SandboxError(409, 'BETTING_CLOSED', 'Ván này đã ngừng nhận cược, vui lòng đặt ở ván sau');
    }
    const reference = this.newReference();
    const roundId = this.roundIdOf(table, t.no, reference);
    const row = {
      provider: this.provider,
      game: table.game,
      userId: s.u,
      roundId,
      reference,
      platform: table.platform,
      stake: input.amount,
      bet: { spot: input.spot, no: t.no },
      settlesAt: new Date(t.endsAt),
    };
    const id = await this.store.insert(row);
    const bet = { ...row, id, payout: null, status: 'placing', outcome: null, createdAt: new Date(), settledAt: null };
    const placed = await this.place(s, bet);
    return { id, reference, round: t.no, spot: input.spot, amount: input.amount, balance: placed.balance };
  }

  /** PP names a live round per player bet; AWC a table's coup or fight, shared by its bets. */
  protected abstract roundIdOf(table: SandboxTable, no: number, reference: string): string;

  /** The wallet's stake, then what the provider does with the answer. */
  protected async place(s: Session, bet: SandboxBet): Promise<{ balance: number | null }> {
    const placed = await this.walletBet(s, bet);
    if (placed.kind === 'ok') {
      await this.store.mark(bet.id, 'open');
      return { balance: placed.balance };
    }
    if (placed.kind === 'refused') {
      await this.store.mark(bet.id, 'refused');
      throw new SandboxError(400, 'BET_REFUSED', placed.message);
    }
    // no answer: the provider cancels the stake (its refund is idempotent on the bet's key)
    const cancelled = await this.walletCancel(bet);
    await this.store.mark(bet.id, cancelled ? 'refunded' : 'open', { payout: cancelled ? bet.stake : undefined });
    throw new SandboxError(
      503,
      'PROVIDER_WALLET_UNAVAILABLE',
      'Ví của nhà cái chưa xác nhận cược, tiền cược đã được hoàn lại. Vui lòng thử lại sau',
    );
  }

  /** The player's latest bets (the screen's list, `npm run play`). */
  async bets(s: Session, limit = 20) {
    const rows = await this.store.ofUser(this.provider, s.u, s.g, limit);
    return rows.map((r) => ({
      id: r.id,
      label: r.bet.spot ? (this.table(r.game)?.label[r.bet.spot] ?? r.bet.spot) : null,
      game: r.game,
      reference: r.reference,
      round: r.roundId,
      stake: r.stake,
      payout: r.payout,
      status: r.status,
      bet: r.bet,
      result: (r.outcome as { text?: string } | null)?.text ?? null,
    }));
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), SETTLE_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One settlement pass: every due bet paid once (repeats are the wallet's to ignore). */
  async tick(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      const due = await this.store.claimDue(this.provider);
      if (due.length === 0) return 0;
      const secret = await this.secret();
      const work = due.map((bet) => this.settlementOf(secret, bet));
      const ok = await this.walletSettle(work);
      for (let i = 0; i < work.length; i++) {
        const w = work[i]!;
        await this.store.mark(w.bet.id, ok[i] ? 'settled' : 'open', {
          payout: ok[i] ? w.payout : undefined,
          outcome: { text: w.result },
        });
      }
      return due.length;
    } catch (err) {
      this.log.error({ err, provider: this.provider }, 'sandbox settlement failed');
      return 0;
    } finally {
      this.running = false;
    }
  }

  /** What a due bet pays: a spin's stored result, or its table round's outcome. */
  private settlementOf(secret: string, bet: SandboxBet): { bet: SandboxBet; payout: number; result: string } {
    const stored = bet.outcome as { text?: string; payout?: number } | null;
    if (stored?.payout !== undefined) return { bet, payout: stored.payout, result: stored.text ?? '' };
    const table = this.table(bet.game);
    if (!table || bet.bet.spot === undefined || bet.bet.no === undefined) return { bet, payout: 0, result: '' };
    const outcome = tableOutcome(secret, table, bet.bet.no);
    return { bet, payout: table.pays(bet.bet.spot, bet.stake, outcome), result: table.describe(outcome) };
  }
}
