import { randomBytes } from 'node:crypto';
import type { ProviderLang, RefusalKey } from '@app/provider-kit/i18n';
import { ProviderError } from '@app/provider-kit/server';
import { partnersT } from '../i18n/partners';
import { type SpinWords, spinText } from './slots';
import { type SandboxBet, type SandboxStore, tableOutcome, tableView } from './store';
import { roundAt, type SandboxTable, type TableSchedule } from './tables';

/**
 * An error the sandboxes' play API answers in its envelope (status, code, Vietnamese message);
 * with `words` when it was raised from the catalogue, so it can be told in the screen's language.
 */
export class SandboxError extends ProviderError {
  words?: RefusalKey;
}

const vi = partnersT('vi');

/** A refusal worded from the catalogue (`errors.*`) with its figures, told in either language. */
export function sandboxError(status: number, code: string, key: string, params?: Record<string, unknown>) {
  const error = new SandboxError(status, code, vi(key, params));
  error.words = { key, params };
  return error;
}

/** The player behind a sandbox session: the platform's user id, the game, the play token (PP). */
export interface Session {
  u: string;
  g: string;
  t?: string;
}

/** What the operator's wallet said to a stake. */
export type Placed =
  | { kind: 'ok'; balance: number | null }
  | { kind: 'refused'; words: RefusalKey }
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

  async view(game: string, lang: ProviderLang = 'vi') {
    const table = this.table(game);
    if (!table) throw sandboxError(404, 'GAME_NOT_FOUND', 'errors.gameNotFound');
    return tableView(await this.secret(), table, this.schedule, Date.now(), lang);
  }

  /** A reference in the provider's style: unique, at most 32 characters. */
  protected newReference(): string {
    return randomBytes(12).toString('hex');
  }

  /** A stake on the round open now: placed with the wallet, settled when the round ends. */
  async tableBet(s: Session, input: { round: number; spot: string; amount: number }) {
    const table = this.table(s.g);
    if (!table) throw sandboxError(404, 'GAME_NOT_FOUND', 'errors.gameNotFound');
    if (!table.spots.includes(input.spot)) throw sandboxError(400, 'INVALID_BET', 'errors.badSpot');
    const t = roundAt(Date.now(), this.schedule);
    if (input.round !== t.no || Date.now() >= t.closesAt)
      throw sandboxError(409, 'BETTING_CLOSED', 'errors.bettingClosed');
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
      throw sandboxError(400, 'BET_REFUSED', placed.words.key, placed.words.params);
    }
    // no answer: the provider cancels the stake (its refund is idempotent on the bet's key)
    const cancelled = await this.walletCancel(bet);
    await this.store.mark(bet.id, cancelled ? 'refunded' : 'open', { payout: cancelled ? bet.stake : undefined });
    throw sandboxError(503, 'PROVIDER_WALLET_UNAVAILABLE', 'errors.unconfirmed');
  }

  /** The player's latest bets (the screen's list, `npm run play`), in the screen's language. */
  async bets(s: Session, lang: ProviderLang = 'vi', limit = 20) {
    const rows = await this.store.ofUser(this.provider, s.u, s.g, limit);
    return rows.map((r) => {
      const table = this.table(r.game);
      return {
        id: r.id,
        label: r.bet.spot ? (table?.label(r.bet.spot, lang) ?? r.bet.spot) : null,
        game: r.game,
        reference: r.reference,
        round: r.roundId,
        stake: r.stake,
        payout: r.payout,
        status: r.status,
        bet: r.bet,
        result: this.resultOf(r, lang),
      };
    });
  }

  /**
   * A settled bet's result: worded again in `lang` from what its round drew (a table's cards, a
   * spin's wins), else as it was recorded (a bet settled before the words were kept).
   */
  private resultOf(r: SandboxBet, lang: ProviderLang): string | null {
    const o = r.outcome as { text?: string; drawn?: unknown; spin?: SpinWords } | null;
    if (typeof o?.text !== 'string') return null;
    const table = this.table(r.game);
    if (table && o.drawn !== undefined) return table.describe(o.drawn, lang);
    if (o.spin) return spinText(lang, r.game, o.spin);
    return o.text;
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
        const stored = (w.bet.outcome ?? {}) as object;
        await this.store.mark(w.bet.id, ok[i] ? 'settled' : 'open', {
          payout: ok[i] ? w.payout : undefined,
          // what the round drew is kept beside its words, so the screen can word it in its language
          outcome: { ...stored, text: w.result, ...(w.drawn === undefined ? {} : { drawn: w.drawn }) },
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
  private settlementOf(
    secret: string,
    bet: SandboxBet,
  ): { bet: SandboxBet; payout: number; result: string; drawn?: unknown } {
    const stored = bet.outcome as { text?: string; payout?: number } | null;
    if (stored?.payout !== undefined) return { bet, payout: stored.payout, result: stored.text ?? '' };
    const table = this.table(bet.game);
    if (!table || bet.bet.spot === undefined || bet.bet.no === undefined) return { bet, payout: 0, result: '' };
    const drawn = tableOutcome(secret, table, bet.bet.no);
    return { bet, payout: table.pays(bet.bet.spot, bet.stake, drawn), result: table.describe(drawn), drawn };
  }
}
