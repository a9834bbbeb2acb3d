import type { WalletService } from '../wallet/wallet.service';
import type { BetSettledEvent } from './providers.events';
import type { NewTransaction, ProvidersRepository, RoundEffect } from './providers.repository';

/**
 * Settlement recovery's window: a process's first run looks back two days (a crash followed by
 * a long outage), later runs from where the previous one stopped, with an overlap; wins younger
 * than a minute are left to the instance still writing their records.
 */
const RECOVERY_FIRST_LOOKBACK_MS = 48 * 60 * 60_000;
const RECOVERY_OVERLAP_MS = 5 * 60_000;
export const RECOVERY_MIN_AGE_MS = 60_000;
const RECOVERY_PAGE = 500;

/**
 * What travels in the meta of a provider transaction's ledger journal: written by the protocol
 * (providers.service), read back by settlement recovery to rebuild a lost record.
 */
export interface JournalMeta {
  round: string;
  game?: string;
  bet?: string;
  /** fingerprint of the request's fields: a replay must carry the same */
  h: string;
  /** a win that leaves its round open (round_closed: false), for records rebuilt from the ledger */
  open?: true;
  /** a bet's decimal odds (`meta.odds` of the request), for its settlement event */
  odds?: number;
}

/**
 * Settlement recovery: rebuilds, from the ledger's journal, the records (and settlement events)
 * of wins a process committed but did not live to record, so wagering and missions still count
 * their rounds. ProvidersService.recoverSettlements and startRecovery are its entry points.
 */
export class SettlementRecovery {
  /** Where this process's settlement recovery has looked up to. */
  private recoveredUntil: Date | null = null;

  constructor(
    private readonly repo: ProvidersRepository,
    /** looked up on use: modules are wired in any order */
    private readonly wallet: () => WalletService,
  ) {}

  /** Runs `recover` now and every `intervalMs`; returns the stop function. */
  start(
    intervalMs: number,
    log: { error(obj: object, msg?: string): void; info(obj: object, msg?: string): void },
    claim?: () => Promise<boolean>,
  ) {
    let running = false;
    const run = async () => {
      if (running) return;
      running = true;
      try {
        // one instance per period (db/jobs.ts)
        if (claim && !(await claim())) return;
        const recovered = await this.recover();
        if (recovered > 0) log.info({ recovered }, 'settlements recovered from the ledger');
      } catch (err) {
        log.error({ err }, 'settlement recovery failed');
      } finally {
        running = false;
      }
    };
    void run();
    const timer = setInterval(() => void run(), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * Wins the ledger holds but our records do not: the process stopped after the win's commit
   * and before its gathered record (and settlement event) was written. Rebuilds them from the
   * journal, durably, so wagering and missions still count the round. Returns how many records
   * it rebuilt.
   *
   * A rebuilt record is as close to the lost one as the journal allows: the balance is the
   * posted cash after the win (a provider retrying gets that, not cash minus what was held), a
   * jackpot share (its own journal) is not in it. A bet record lost with it is rebuilt too; a
   * lost bet record whose win arrives later (live) is not (its round shows no stake).
   */
  async recover(now = new Date(), minAgeMs = RECOVERY_MIN_AGE_MS): Promise<number> {
    const wallet = this.wallet();
    const to = new Date(now.getTime() - minAgeMs);
    const from = this.recoveredUntil
      ? new Date(this.recoveredUntil.getTime() - RECOVERY_OVERLAP_MS)
      : new Date(now.getTime() - RECOVERY_FIRST_LOOKBACK_MS);
    let recovered = 0;
    let failed = false;
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const wins = await wallet.gameWins({ from, to, after, limit: RECOVERY_PAGE });
      if (wins.length === 0) break;
      const last = wins[wins.length - 1]!;
      after = { at: last.at, id: last.id };
      const keyOf = (j: { scope: string; externalId: string }) => ({
        provider: j.scope.slice('game:'.length),
        uuid: j.externalId,
      });
      const missing = new Set((await this.repo.unrecorded(wins.map(keyOf))).map((k) => `${k.provider}\u0000${k.uuid}`));
      const rebuilt: { at: Date; tx: NewTransaction; effect: RoundEffect; settled?: BetSettledEvent }[] = [];
      for (const j of wins) {
        const { provider, uuid } = keyOf(j);
        if (!missing.has(`${provider}\u0000${uuid}`) || j.playerId === null) continue;
        const meta = j.meta as Partial<JournalMeta>;
        const bet = meta.bet ? await wallet.findJournalWithBalance(j.scope, meta.bet) : null;
        // The bet's record went with the win's when both were still gathering: rebuild it too.
        if (bet?.kind === 'bet' && bet.playerId === j.playerId) {
          const [lostBet] = await this.repo.unrecorded([{ provider, uuid: bet.externalId }]);
          const betMeta = bet.meta as Partial<JournalMeta>;
          if (lostBet) {
            rebuilt.push({
              at: bet.createdAt,
              tx: {
                providerCode: provider,
                transactionUuid: bet.externalId,
                kind: 'bet',
                playerId: j.playerId,
                round: betMeta.round ?? meta.round ?? '',
                gameCode: betMeta.game ?? meta.game ?? '',
                amount: bet.amount,
                referenceUuid: null,
                journalId: bet.id,
                balanceAfter: bet.balanceAfter ?? 0,
                jackpotAmount: null,
                requestHash: betMeta.h ?? '',
              },
              effect: { mode: 'bet', stake: bet.amount },
            });
          }
        }
        // the round's other stakes, as the live path counts them (decision 125)
        const extra =
          bet?.kind === 'bet' && meta.open !== true && j.playerId !== null
            ? await wallet.roundExtraStakes({
                provider,
                playerId: j.playerId,
                round: (bet.meta as Partial<JournalMeta>).round ?? meta.round ?? '',
                afterJournalId: bet.id,
                beforeJournalId: j.id,
              })
            : 0;
        const tx: NewTransaction = {
          providerCode: provider,
          transactionUuid: uuid,
          kind: 'win',
          playerId: j.playerId,
          round: meta.round ?? '',
          gameCode: meta.game ?? '',
          amount: j.amount,
          referenceUuid: meta.bet ?? null,
          journalId: j.id,
          balanceAfter: j.balanceAfter ?? 0,
          jackpotAmount: null,
          requestHash: meta.h ?? '',
        };
        rebuilt.push({
          at: j.createdAt,
          tx,
          effect: { mode: 'win', win: j.amount, closes: meta.open !== true },
          settled: {
            playerId: j.playerId,
            provider,
            gameCode: tx.gameCode,
            round: tx.round,
            transactionId: uuid,
            stake: (bet?.amount ?? 0) + extra,
            odds: bet ? ((bet.meta as Partial<JournalMeta> | null)?.odds ?? null) : null,
            win: j.amount,
            settledAt: j.createdAt,
          },
        });
      }
      // One durable batch per page; a record the live queue wrote meanwhile stays as it was.
      try {
        recovered += await this.repo.recordRecovered(rebuilt);
      } catch (err) {
        // The next run looks at this window again; the pages after this one still go now.
        failed = true;
        this.repo.onError(err, rebuilt[0]!.tx);
      }
    }
    if (!failed) this.recoveredUntil = to;
    return recovered;
  }
}
