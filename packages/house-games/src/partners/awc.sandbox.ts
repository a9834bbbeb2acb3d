import type { RefusalKey } from '@app/provider-kit/i18n';
import { PartnerSandbox, type Placed, type Session, sandboxError } from './sandbox';
import type { SandboxBet, SandboxStore } from './store';
import { AWC_TABLES, type SandboxTable, type TableSchedule } from './tables';
import type { AwcWallet, AwcWalletAnswer } from './wire';

/** What a player reads when AWC's wallet call refused a stake, by AWC's status (`errors.wallet`). */
const REFUSED: Record<string, string> = {
  '1018': 'noMoney',
  '1002': 'noAccount',
  '1008': 'sessionEnded',
  '1013': 'locked',
  '1028': 'anyLimit',
  '1031': 'maintenance',
  '1033': 'gamePaused',
  '1036': 'badBet',
};
const refused = (a: AwcWalletAnswer): RefusalKey => ({ key: `errors.wallet.${REFUSED[a.status] ?? 'refused'}` });

const gameName = (t: SandboxTable) => (t.platform === 'SV388' ? 'CockFight' : 'BaccaratClassic');
const awcTime = (d = new Date()) => d.toISOString().replace('Z', '+00:00');

/**
 * The AWC sandbox game server (decision 132): AE Sexy's baccarat (`SEXYBCRT`) and SV388's
 * fights, calling the operator's AWC wallet (/provider/awc, form `key` and `message`) as AWC
 * does: bet, cancelBet for a bet whose answer never came, and one settle per round carrying
 * every bet of it (several players in one call).
 */
export class AwcSandbox extends PartnerSandbox {
  constructor(
    store: SandboxStore,
    private readonly wallet: AwcWallet,
    schedule: TableSchedule,
    secret: () => Promise<string>,
    log: { warn(o: object, m?: string): void; error(o: object, m?: string): void },
  ) {
    super('awc', AWC_TABLES, schedule, store, secret, log);
  }

  async balance(s: Session): Promise<number> {
    const a = await this.wallet.call({ action: 'getBalance', userId: s.u }).catch(() => null);
    if (a?.status !== '0000') throw sandboxError(503, 'WALLET_UNAVAILABLE', 'errors.balanceUnread');
    return Number(a.balance ?? 0);
  }

  protected roundIdOf(table: SandboxTable, no: number): string {
    return `${table.platform}-${table.game}-${no}`;
  }

  private txn(b: SandboxBet, extra: Record<string, unknown> = {}) {
    const table = this.table(b.game)!;
    return {
      platformTxId: b.reference,
      userId: b.userId,
      platform: b.platform,
      currency: 'VND',
      gameType: 'LIVE',
      gameCode: b.game,
      gameName: gameName(table),
      roundId: b.roundId,
      betType: b.bet.spot ? table.betType[b.bet.spot] : undefined,
      betAmount: b.stake,
      betTime: awcTime(b.createdAt),
      ...extra,
    };
  }

  protected async walletBet(_s: Session, b: SandboxBet): Promise<Placed> {
    const a = await this.wallet.callUntilKnown({ action: 'bet', txns: [this.txn(b)] });
    if (!a) return { kind: 'unknown' };
    if (a.status !== '0000') return { kind: 'refused', words: refused(a) };
    return { kind: 'ok', balance: a.balance === undefined ? null : Number(a.balance) };
  }

  protected async walletCancel(b: SandboxBet): Promise<boolean> {
    const a = await this.wallet.callUntilKnown({ action: 'cancelBet', txns: [this.txn(b)] });
    return a?.status === '0000';
  }

  /** One settle call per round with every due bet of it; a refused call is tried bet by bet. */
  protected async walletSettle(work: { bet: SandboxBet; payout: number; result: string }[]): Promise<boolean[]> {
    const txnOf = (w: (typeof work)[number]) =>
      this.txn(w.bet, {
        settleType: 'platformTxId',
        refPlatformTxId: null,
        winAmount: w.payout,
        turnover: w.bet.stake,
        updateTime: awcTime(),
        txTime: awcTime(w.bet.createdAt),
        gameInfo: {
          result: w.result,
          status: w.payout > w.bet.stake ? 'WIN' : w.payout === w.bet.stake ? 'TIE' : 'LOSE',
          winLoss: w.payout - w.bet.stake,
        },
      });
    const ok = new Array<boolean>(work.length).fill(false);
    const rounds = new Map<string, number[]>();
    for (const [i, w] of work.entries()) rounds.set(w.bet.roundId, [...(rounds.get(w.bet.roundId) ?? []), i]);
    for (const idx of rounds.values()) {
      const all = await this.wallet.callUntilKnown({ action: 'settle', txns: idx.map((i) => txnOf(work[i]!)) });
      if (all?.status === '0000') {
        for (const i of idx) ok[i] = true;
        continue;
      }
      for (const i of idx) {
        const one = await this.wallet.callUntilKnown({ action: 'settle', txns: [txnOf(work[i]!)] });
        // 1017: no such bet at the operator (it was cancelled): nothing left to settle
        ok[i] = one?.status === '0000' || one?.status === '1017';
      }
    }
    return ok;
  }

  /** AWC's bet records (fetch `getTransactionByTxTime`): every bet in the period in AWC's fields. */
  async transactions(from: Date, to: Date, platform?: string) {
    const rows = await this.store.between('awc', from, to);
    return rows
      .filter((r) => !platform || r.platform === platform)
      .map((r) => {
        const table = this.table(r.game);
        return {
          userId: r.userId,
          platform: r.platform,
          gameType: 'LIVE',
          gameCode: r.game,
          gameName: table ? gameName(table) : r.game,
          platformTxId: r.reference,
          roundId: r.roundId,
          betType: r.bet.spot && table ? table.betType[r.bet.spot] : null,
          betAmount: r.stake,
          winAmount: r.status === 'refunded' ? r.stake : (r.payout ?? 0),
          txStatus: r.status === 'settled' ? 1 : r.status === 'refunded' ? -1 : 0,
          betTime: awcTime(r.createdAt),
          updateTime: awcTime(r.settledAt ?? r.createdAt),
        };
      });
  }
}
