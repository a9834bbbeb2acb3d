import { randomBytes } from 'node:crypto';
import { FairRandom } from '@app/provider-kit/fair-node';
import type { ProviderLang, RefusalKey } from '@app/provider-kit/i18n';
import { formatNumber } from '@app/provider-kit/number-format';
import { partnersT } from '../i18n/partners';
import { PartnerSandbox, type Placed, type Session, sandboxError } from './sandbox';
import { PP_LINE_BETS, ppSlotTitle, slotWinText, spinText, spinWords } from './slots';
import type { SandboxBet, SandboxStore } from './store';
import { PP_TABLES, type SandboxTable, type TableSchedule } from './tables';
import type { PpWallet, PpWalletAnswer } from './wire';

/** What a player reads when PP's wallet call refused a stake, by PP's error code (`errors.wallet`). */
const REFUSED: Record<number, string> = {
  1: 'noMoney',
  2: 'noAccount',
  4: 'sessionEnded',
  5: 'notVerified',
  6: 'locked',
  7: 'badBet',
  8: 'gamePaused',
  50: 'betLimit',
  210: 'timeLimit',
  310: 'stakeRange',
};

/** The operator's records (PP's roundDetails) are in Vietnamese: its bet history shows them. */
const vi = partnersT('vi');

/** A free-round grant as the operator's wallet lists it (decision 164). */
export interface FreeRound {
  bonusCode: string;
  roundsLeft: number;
  lineBet: number;
  expiresAt: string;
}

const refused = (a: PpWalletAnswer): RefusalKey => ({ key: `errors.wallet.${REFUSED[a.error] ?? 'refused'}` });

/**
 * The Pragmatic Play sandbox game server (decision 132): PP's slot titles and two live tables,
 * calling the operator's PP wallet (/provider/pp/{method}.html) as PP does: authenticate when a
 * game opens, bet, result, endRound, and a refund of a bet whose answer never came.
 */
export class PpSandbox extends PartnerSandbox {
  constructor(
    store: SandboxStore,
    private readonly wallet: PpWallet,
    schedule: TableSchedule,
    secret: () => Promise<string>,
    log: { warn(o: object, m?: string): void; error(o: object, m?: string): void },
  ) {
    super('pp', PP_TABLES, schedule, store, secret, log);
  }

  /** The game opens: PP authenticates the launch token and learns the player and balance. */
  async open(s: Session) {
    const a = await this.wallet.call('authenticate', { token: s.t ?? '', gameId: s.g }).catch(() => null);
    if (!a) throw sandboxError(503, 'WALLET_UNAVAILABLE', 'errors.walletDown');
    if (a.error !== 0 || a.userId !== s.u) throw sandboxError(401, 'SESSION_ENDED', 'errors.wallet.sessionEnded');
    return { userId: s.u, cash: Number(a.cash ?? 0) };
  }

  /**
   * The free rounds the operator granted the player on this game (decision 164), soonest expiry
   * first. Real PP is told of a bonus by the operator's createFRB; the sandbox asks the wallet,
   * so the operator's grant stays the only record. An unreadable answer offers none.
   */
  async freeRounds(s: Session): Promise<FreeRound[]> {
    const a = await this.wallet.call('freeRounds', { userId: s.u, gameId: s.g }).catch(() => null);
    if (a?.error !== 0 || !Array.isArray(a.bonuses)) return [];
    return (a.bonuses as FreeRound[]).filter(
      (b) => b.roundsLeft > 0 && (PP_LINE_BETS as readonly number[]).includes(b.lineBet),
    );
  }

  async balance(s: Session): Promise<number> {
    const a = await this.wallet.call('balance', { userId: s.u }).catch(() => null);
    if (a?.error !== 0) throw sandboxError(503, 'WALLET_UNAVAILABLE', 'errors.balanceUnread');
    return Number(a.cash ?? 0);
  }

  protected roundIdOf(table: SandboxTable, no: number, reference: string): string {
    return `${table.game}${no}${reference.slice(0, 6)}`;
  }

  /**
   * One spin: bet, the reels (and the free spins they award, played in the same round), result
   * with the round's whole win (0 for a lost spin) and endRound, each as PP sends it. The
   * answer words the wins in the screen's language.
   */
  async spin(s: Session, chosenLineBet: number, lang: ProviderLang = 'vi') {
    const title = ppSlotTitle(s.g);
    if (!title) throw sandboxError(404, 'GAME_NOT_FOUND', 'errors.gameNotFound');
    // a free round is played before money, at its grant's line bet; its stake is 0 to the wallet
    const free = (await this.freeRounds(s))[0] ?? null;
    const lineBet = free ? free.lineBet : chosenLineBet;
    if (!(PP_LINE_BETS as readonly number[]).includes(lineBet)) {
      throw sandboxError(400, 'INVALID_BET', 'errors.lineBet', { bets: PP_LINE_BETS.join(', ') });
    }
    const stake = free ? 0 : lineBet * title.data.cost;
    const reference = this.newReference();
    const roundId = `${Date.now()}${randomBytes(3).readUIntBE(0, 3)}`;
    const spin = title.spin(lineBet, new FairRandom(randomBytes(32).toString('hex'), title.symbol, 0));
    const said = spinWords(spin);
    const text = spinText('vi', title.symbol, said);
    const row = {
      provider: 'pp',
      game: title.symbol,
      userId: s.u,
      roundId,
      reference,
      stake,
      bet: free ? { lineBet, bonusCode: free.bonusCode } : { lineBet },
      // the result is sent at once; the loop sends it again only if that did not land
      settlesAt: new Date(Date.now() + 15_000),
    };
    const id = await this.store.insert(row);
    const bet: SandboxBet = {
      ...row,
      id,
      platform: '',
      payout: null,
      status: 'placing',
      outcome: null,
      createdAt: new Date(),
      settledAt: null,
    };
    await this.place(s, bet);
    await this.store.mark(id, 'open', { outcome: { text, payout: spin.total, window: spin.window, spin: said } });
    const [paid] = await this.walletSettle([{ bet, payout: spin.total, result: text }]);
    if (paid) await this.store.mark(id, 'settled', { payout: spin.total });
    const left = await this.freeRounds(s);
    const t = partnersT(lang);
    const worded = (screen: { wins: typeof spin.wins }) =>
      screen.wins.map((w) => ({ ...w, label: slotWinText(t, title, w.say) }));
    return {
      id,
      reference,
      round: roundId,
      stake,
      free: free !== null,
      freeRoundsLeft: left.reduce((n, b) => n + b.roundsLeft, 0),
      payout: spin.total,
      window: spin.window,
      wins: worded(spin),
      freeSpins: spin.freeSpins.map((f) => ({ ...f, wins: worded(f) })),
      settled: Boolean(paid),
      balance: await this.balance(s).catch(() => null),
    };
  }

  /** The bet as PP's roundDetails describes it (in Vietnamese: the operator shows it in the bet history). */
  private betText(b: SandboxBet): string {
    const table = b.bet.spot ? this.table(b.game) : undefined;
    if (table && b.bet.spot) return vi('records.spot', { spot: table.label(b.bet.spot) });
    const title = ppSlotTitle(b.game);
    if (!title || !b.bet.lineBet) return vi('records.spin');
    const paths =
      title.data.mode.kind === 'lines'
        ? vi('records.lines', { n: title.lines })
        : vi('records.ways', { n: title.paths });
    const amount = `${formatNumber(b.bet.lineBet)} ₫`;
    return vi(b.bet.bonusCode ? 'records.freeSpinOf' : 'records.spinOf', { paths, amount });
  }

  protected async walletBet(s: Session, b: SandboxBet): Promise<Placed> {
    const a = await this.wallet.callUntilKnown('bet', {
      userId: b.userId,
      gameId: b.game,
      roundId: b.roundId,
      amount: b.stake,
      reference: b.reference,
      timestamp: Date.now(),
      roundDetails: this.betText(b),
      ...(s.t ? { token: s.t } : {}),
      ...(b.bet.bonusCode ? { bonusCode: b.bet.bonusCode } : {}),
    });
    if (!a || a.error === 100) return { kind: 'unknown' };
    if (a.error !== 0) return { kind: 'refused', words: refused(a) };
    return { kind: 'ok', balance: Number(a.cash ?? 0) };
  }

  protected async walletCancel(b: SandboxBet): Promise<boolean> {
    const a = await this.wallet.callUntilKnown('refund', {
      userId: b.userId,
      reference: b.reference,
      roundId: b.roundId,
      gameId: b.game,
    });
    return a?.error === 0;
  }

  protected async walletSettle(work: { bet: SandboxBet; payout: number; result: string }[]): Promise<boolean[]> {
    const out: boolean[] = [];
    for (const w of work) {
      const common = { userId: w.bet.userId, gameId: w.bet.game, roundId: w.bet.roundId };
      const r = await this.wallet.callUntilKnown('result', {
        ...common,
        amount: w.payout,
        reference: `${w.bet.reference}r`,
        timestamp: Date.now(),
        roundDetails: `${this.betText(w.bet)} · ${w.result}`.slice(0, 400),
        ...(w.bet.bet.bonusCode ? { bonusCode: w.bet.bet.bonusCode } : {}),
      });
      // 120: the bet was refunded (or never placed); PP closes the round on its side
      if (r?.error === 120) {
        out.push(true);
        continue;
      }
      const ended = r?.error === 0 ? await this.wallet.callUntilKnown('endRound', common) : null;
      out.push(r?.error === 0 && (ended?.error === 0 || ended?.error === 130));
    }
    return out;
  }

  /**
   * PP's data feed of game rounds (DataFeeds `gamerounds/`): CSV in PP's columns, from
   * `timepoint` (ms) to now, with the timepoint to ask from next.
   */
  async gameRounds(from: number, to = Date.now()): Promise<string> {
    const rows = await this.store.between('pp', new Date(from), new Date(to));
    const lines = [
      `timepoint=${to}`,
      'playerID,extPlayerID,gameID,playSessionID,parentSessionID,startDate,endDate,status,type,bet,win,currency,jackpot',
    ];
    const date = (d: Date | null) => (d ? d.toISOString().slice(0, 19).replace('T', ' ') : '');
    for (const r of rows) {
      const status = r.status === 'settled' || r.status === 'refunded' ? 'C' : 'I';
      const win = r.status === 'refunded' ? r.stake : (r.payout ?? 0);
      lines.push(
        [
          r.userId,
          r.userId,
          r.game,
          r.roundId,
          '',
          date(r.createdAt),
          date(r.settledAt),
          status,
          'R',
          r.stake.toFixed(2),
          win.toFixed(2),
          'VND',
          '0.00',
        ].join(','),
      );
    }
    return `${lines.join('\n')}\n`;
  }
}
