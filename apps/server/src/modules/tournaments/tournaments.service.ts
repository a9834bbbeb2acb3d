import {
  type TFreeSpins,
  TournamentMessage,
  type TStaffTournament,
  type TStaffTournamentInput,
  type TTournament,
  type TTournamentBoard,
  type TTournamentRule,
} from '@app/contract';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/client';
import { Kept } from '../../db/kept';
import { AppError } from '../../http/errors';
import { localizeMessage, requestLocale, texts } from '../../http/locale';
import { type Log, silentLog } from '../../log';
import type { AdminService, StaffActor } from '../admin/admin.service';
import type { BetAdjustedEvent, BetSettledEvent } from '../providers/providers.service';
import type { WalletService } from '../wallet/wallet.service';
import { systemAccount } from '../wallet/wallet.types';
import { prizeAt, type Ranked, rank } from './tournaments.ranking';
import { type ResultRow, type TournamentRow, TournamentsRepository } from './tournaments.repository';
import { formatScore, prizePool, prizeText, type ScopeNames, tournamentTexts } from './tournaments.texts';

/** Results freeze this long after the end, so settlements of the last rounds are delivered first. */
export const FREEZE_GRACE_MS = 2 * 60_000;
const CACHE_MS = 5_000;
const BOARD_CACHE_MS = 2_000;
export const LEADERBOARD_SIZE = 50;

export interface TournamentsDeps {
  wallet: () => WalletService;
  admin: () => AdminService;
  /** usernames and account states of players (auth) */
  players: (ids: number[]) => Promise<Map<number, { username: string; status: string }>>;
  /** players with an open AML flag (aml) */
  flagged: (ids: number[]) => Promise<Set<number>>;
  /** a provider game's title and catalogue sections (games) */
  gameSections: (provider: string, gameCode: string) => Promise<{ title: string; sections: string[] } | null>;
  /** names of the catalogue's categories (games) */
  sectionNames: () => Promise<Map<string, string>>;
  /** deposits credited to the player since a time (payments), for a minimum-deposit entry */
  depositedSince?: (playerId: number, since: Date) => Promise<number>;
  /** a level of the published VIP ladder by code, and a player's level index (vip) */
  vip?: () => {
    levelRank(code: string): Promise<{ index: number; name: string } | null>;
    levelIndexOf(playerId: number): Promise<number | null>;
  };
  /** a gift code made and redeemed for a winner, paid once (giftcodes) */
  giftcodes?: () => {
    grantPrize(g: {
      code: string;
      note: string;
      playerId: number;
      amount: number;
      turnover: number;
    }): Promise<{ journalId: number; code: string }>;
  };
  /** free rounds of a slot granted once per prize, and a free-spin prize's value (freespins) */
  freeSpins?: () => {
    value(spec: TFreeSpins): number;
    grant(g: {
      playerId: number;
      source: string;
      origin: { origin: 'tournament' | 'vip'; name: string };
      spec: TFreeSpins;
    }): Promise<{ id: number }>;
  };
  log?: Log;
}

export interface BoardSnapshot {
  t: TournamentRow;
  rows: { playerId: number; position: number; score: number; prize: string | null }[];
}

function mask(username: string): string {
  return username.length <= 4 ? `${username[0] ?? ''}***` : `${username.slice(0, 3)}***${username.slice(-2)}`;
}

/** The tournament's name in the request's language: staff's English when written (decision 170). */
function titleIn(t: { title: string; title_en: string | null }): string {
  return requestLocale() === 'en' ? (t.title_en ?? t.title) : t.title;
}

function phase(t: TournamentRow, now: Date): TTournament['phase'] {
  if (t.status === 'finished') return 'finished';
  if (now < t.starts_at) return 'upcoming';
  return now < t.ends_at ? 'running' : 'ended';
}

/**
 * Tournaments ("đua top", issue 37, decision 138). Staff write a rule; the server scores settled
 * rounds against it (each settlement and correction once, whatever the delivery order), ranks
 * at read time, freezes the results after the end and pays each prize through the ledger once,
 * keyed by (tournament, player). Every text a player reads is generated from the rule.
 */
export class TournamentsService {
  readonly repo: TournamentsRepository;
  private readonly log: Log;
  private readonly scoring = new Kept(CACHE_MS, () => this.repo.scoring());
  private readonly boards = new Map<number, { at: number; ranked: Ranked[] }>();

  constructor(
    db: Db,
    private readonly deps: TournamentsDeps,
  ) {
    this.repo = new TournamentsRepository(db.pool);
    this.log = deps.log ?? silentLog;
  }

  dropCaches(): void {
    this.scoring.drop();
    this.boards.clear();
  }

  // ─── texts ────────────────────────────────────────────────────────────────────────────────

  private async names(rule: TTournamentRule): Promise<ScopeNames> {
    const games = new Map<string, string>();
    const free = rule.prizes.flatMap((p) =>
      (p.freeSpins?.games ?? []).map((gameCode) => ({ provider: 'pp', gameCode })),
    );
    for (const g of [...rule.games, ...free]) {
      const found = await this.deps.gameSections(g.provider, g.gameCode);
      if (found) games.set(`${g.provider}/${g.gameCode}`, found.title);
    }
    const vipLevel = rule.minVipLevel ? ((await this.deps.vip?.().levelRank(rule.minVipLevel))?.name ?? null) : null;
    return { sections: rule.sections.length > 0 ? await this.deps.sectionNames() : new Map(), games, vipLevel };
  }

  /** A VIP-level entry names a level of the ladder in force. */
  private async checkVipLevel(rule: TTournamentRule): Promise<void> {
    if (!rule.minVipLevel) return;
    if (!(await this.deps.vip?.().levelRank(rule.minVipLevel)))
      throw new AppError(400, 'TOURNAMENT_VIP_LEVEL_UNKNOWN', TournamentMessage.TOURNAMENT_VIP_LEVEL_UNKNOWN);
  }

  private async view(t: TournamentRow, now = new Date()): Promise<TTournament> {
    return {
      id: t.id,
      slug: t.slug,
      title: titleIn(t),
      rule: t.rule,
      phase: phase(t, now),
      texts: tournamentTexts(t.rule, await this.names(t.rule)),
      prizePool: prizePool(t.rule),
    };
  }

  private async staffView(t: TournamentRow): Promise<TStaffTournament> {
    return {
      ...(await this.view(t)),
      titleEn: t.title_en,
      status: t.status,
      createdAt: t.created_at.toISOString(),
      publishedAt: t.published_at?.toISOString() ?? null,
      finishedAt: t.finished_at?.toISOString() ?? null,
    };
  }

  // ─── staff ────────────────────────────────────────────────────────────────────────────────

  async staffList(): Promise<TStaffTournament[]> {
    return Promise.all((await this.repo.all()).map((t) => this.staffView(t)));
  }

  /** The texts a rule would generate, before anything is saved. */
  async preview(rule: TTournamentRule) {
    const priced = this.priced(rule);
    return tournamentTexts(priced, await this.names(priced));
  }

  /**
   * The rule with each free-spin prize's value (spins × the stake of a round) set by the free-round
   * module, which refuses titles it cannot play or that do not share one stake (decision 164).
   */
  private priced(rule: TTournamentRule): TTournamentRule {
    if (!rule.prizes.some((p) => p.kind === 'freespins')) return rule;
    const free = this.deps.freeSpins?.();
    if (!free) throw new Error('free-spin prizes need the freespins module');
    return {
      ...rule,
      prizes: rule.prizes.map((p) => (p.freeSpins ? { ...p, amount: free.value(p.freeSpins) } : p)),
    };
  }

  async create(actor: StaffActor, raw: TStaffTournamentInput): Promise<TStaffTournament> {
    const input = { ...raw, rule: this.priced(raw.rule) };
    await this.checkVipLevel(input.rule);
    const row = await inTransaction(this.repo.pool, async (c) => {
      const created = await this.repo.insert(c, input, input.rule);
      if (!created) throw new AppError(409, 'TOURNAMENT_SLUG_TAKEN', TournamentMessage.TOURNAMENT_SLUG_TAKEN);
      await this.deps
        .admin()
        .audit(actor, 'tournament.create', { type: 'tournament', id: created.id }, { after: input }, c);
      return created;
    });
    return this.staffView(row);
  }

  /** A draft's slug, title and rule; a published tournament's rule is what players were promised. */
  async update(actor: StaffActor, id: number, raw: TStaffTournamentInput): Promise<TStaffTournament> {
    const input = { ...raw, rule: this.priced(raw.rule) };
    await this.checkVipLevel(input.rule);
    const row = await inTransaction(this.repo.pool, async (c) => {
      const before = await this.repo.byIdForUpdate(c, id);
      if (!before) throw new AppError(404, 'TOURNAMENT_NOT_FOUND', TournamentMessage.TOURNAMENT_NOT_FOUND);
      if (before.status !== 'draft')
        throw new AppError(409, 'TOURNAMENT_NOT_DRAFT', TournamentMessage.TOURNAMENT_NOT_DRAFT);
      let after: TournamentRow;
      try {
        await c.query('SAVEPOINT slug');
        after = await this.repo.update(c, id, input, input.rule);
      } catch (err) {
        if ((err as { code?: string }).code !== '23505') throw err;
        throw new AppError(409, 'TOURNAMENT_SLUG_TAKEN', TournamentMessage.TOURNAMENT_SLUG_TAKEN);
      }
      await this.deps.admin().audit(
        actor,
        'tournament.update',
        { type: 'tournament', id },
        {
          before: { slug: before.slug, title: before.title, titleEn: before.title_en, rule: before.rule },
          after: input,
        },
        c,
      );
      return after;
    });
    return this.staffView(row);
  }

  /** Shows the draft to players; from now on its rule does not change. */
  async publish(actor: StaffActor, id: number): Promise<TStaffTournament> {
    const row = await inTransaction(this.repo.pool, async (c) => {
      const before = await this.repo.byIdForUpdate(c, id);
      if (!before) throw new AppError(404, 'TOURNAMENT_NOT_FOUND', TournamentMessage.TOURNAMENT_NOT_FOUND);
      if (before.status !== 'draft')
        throw new AppError(409, 'TOURNAMENT_NOT_DRAFT', TournamentMessage.TOURNAMENT_NOT_DRAFT);
      if (before.ends_at <= new Date()) throw new AppError(409, 'TOURNAMENT_ENDED', TournamentMessage.TOURNAMENT_ENDED);
      const after = await this.repo.publish(c, id);
      await this.deps
        .admin()
        .audit(actor, 'tournament.publish', { type: 'tournament', id }, { slug: after.slug, rule: after.rule }, c);
      return after;
    });
    this.dropCaches();
    return this.staffView(row);
  }

  // ─── players ──────────────────────────────────────────────────────────────────────────────

  async list(): Promise<TTournament[]> {
    const now = new Date();
    return Promise.all((await this.repo.visible()).map((t) => this.view(t, now)));
  }

  private async visibleOr404(slug: string): Promise<TournamentRow> {
    const t = await this.repo.bySlug(slug);
    if (!t || t.status === 'draft')
      throw new AppError(404, 'TOURNAMENT_NOT_FOUND', TournamentMessage.TOURNAMENT_NOT_FOUND);
    return t;
  }

  async find(slug: string): Promise<TTournament> {
    return this.view(await this.visibleOr404(slug));
  }

  async join(playerId: number, slug: string): Promise<void> {
    const t = await this.visibleOr404(slug);
    if (t.rule.entry !== 'opt_in')
      throw new AppError(409, 'TOURNAMENT_NOT_OPT_IN', TournamentMessage.TOURNAMENT_NOT_OPT_IN);
    if (t.status === 'finished' || t.ends_at <= new Date())
      throw new AppError(409, 'TOURNAMENT_ENDED', TournamentMessage.TOURNAMENT_ENDED);
    const who = (await this.deps.players([playerId])).get(playerId);
    if (who?.status !== 'active')
      throw new AppError(403, 'TOURNAMENT_ACCOUNT_RESTRICTED', TournamentMessage.TOURNAMENT_ACCOUNT_RESTRICTED);
    if (!(await this.vipAllows(t.rule, [playerId])).has(playerId))
      throw new AppError(403, 'TOURNAMENT_VIP_LEVEL_REQUIRED', TournamentMessage.TOURNAMENT_VIP_LEVEL_REQUIRED);
    if (!(await this.repo.join(t.id, playerId)))
      throw new AppError(409, 'TOURNAMENT_ALREADY_JOINED', TournamentMessage.TOURNAMENT_ALREADY_JOINED);
    this.boards.delete(t.id);
  }

  /**
   * The standings by the rule, without the players who may not rank (closed, self-excluded or
   * with an open AML flag): each position is taken by the next eligible player.
   */
  async standings(t: TournamentRow): Promise<Ranked[]> {
    const hit = this.boards.get(t.id);
    if (hit && Date.now() - hit.at < BOARD_CACHE_MS) return hit.ranked;
    const ranked = rank(t.rule, await this.eligible(t, await this.repo.figures(t)));
    this.boards.set(t.id, { at: Date.now(), ranked });
    return ranked;
  }

  private async eligible<F extends { playerId: number }>(t: TournamentRow, figures: F[]): Promise<F[]> {
    if (figures.length === 0) return figures;
    const ids = figures.map((f) => f.playerId);
    const [players, flagged, vip, deposits] = await Promise.all([
      this.deps.players(ids),
      this.deps.flagged(ids),
      this.vipAllows(t.rule, ids),
      this.depositAllows(t, ids),
    ]);
    return figures.filter(
      (f) =>
        players.get(f.playerId)?.status === 'active' &&
        !flagged.has(f.playerId) &&
        vip.has(f.playerId) &&
        deposits.has(f.playerId),
    );
  }

  /** Players holding the rule's VIP level or a higher one (all of them without that condition). */
  private async vipAllows(rule: TTournamentRule, ids: number[]): Promise<Set<number>> {
    if (!rule.minVipLevel) return new Set(ids);
    const vip = this.deps.vip?.();
    const need = vip ? await vip.levelRank(rule.minVipLevel) : null;
    // a level the ladder in force no longer has cannot be held: nobody qualifies
    if (!vip || !need) return new Set();
    const out = new Set<number>();
    for (const id of ids) if (((await vip.levelIndexOf(id)) ?? -1) >= need.index) out.add(id);
    return out;
  }

  /** Players whose deposits credited since the start reach the rule's minimum. */
  private async depositAllows(t: TournamentRow, ids: number[]): Promise<Set<number>> {
    const min = t.rule.minDeposit;
    const deposited = this.deps.depositedSince;
    if (!min) return new Set(ids);
    if (!deposited) return new Set();
    const out = new Set<number>();
    for (const id of ids) if ((await deposited(id, t.starts_at)) >= min) out.add(id);
    return out;
  }

  /** Top 50 and the asking player's row: live while running, the frozen results once finished. */
  async board(slug: string, playerId: number | null): Promise<TTournamentBoard> {
    const [out] = await this.boardsFor(await this.boardSnapshot(slug), [playerId]);
    return out!;
  }

  /**
   * Every ranked row of a visible tournament, in position order, read once for any number of
   * readers (the pushed leaderboard renders each listener's own row from one snapshot).
   */
  async boardSnapshot(slug: string): Promise<BoardSnapshot> {
    const t = await this.visibleOr404(slug);
    const rows: BoardSnapshot['rows'] = [];
    if (t.status === 'finished') {
      for (const r of await this.repo.results(t.id)) {
        rows.push({
          playerId: r.player_id,
          position: r.position,
          score: Number(r.score),
          prize:
            r.prize > 0
              ? prizeText({
                  from: r.position,
                  to: r.position,
                  kind: r.prize_kind ?? 'cash',
                  amount: r.prize,
                  wagering: r.wager_required > 0 ? r.wager_required / r.prize : null,
                  freeSpins: r.prize_kind === 'freespins' ? prizeAt(t.rule, r.position)?.freeSpins : null,
                })
              : null,
        });
      }
    } else {
      for (const r of await this.standings(t)) {
        rows.push({
          playerId: r.playerId,
          position: r.position,
          score: r.score,
          prize: r.prize ? prizeText({ from: 1, to: 1, ...r.prize }) : null,
        });
      }
    }
    return { t, rows };
  }

  /** What identifies a snapshot's content: the pushed leaderboard sends only when it changes. */
  static snapshotKey(s: BoardSnapshot): string {
    return JSON.stringify([s.t.status, s.rows.map((r) => [r.playerId, r.position, r.score])]);
  }

  /** Each reader's board (top 50 and their own row) from one snapshot, with one lookup of names. */
  async boardsFor({ t, rows }: BoardSnapshot, readers: (number | null)[]): Promise<TTournamentBoard[]> {
    const shown = rows.slice(0, LEADERBOARD_SIZE);
    const byPlayer = new Map(rows.map((r) => [r.playerId, r]));
    const mine = readers.map((id) => (id === null ? undefined : byPlayer.get(id)));
    const ids = new Set([...shown, ...mine.filter((r) => r !== undefined)].map((r) => r.playerId));
    const names = await this.deps.players([...ids]);
    const out = (r: BoardSnapshot['rows'][number]) => ({
      position: r.position,
      player: mask(names.get(r.playerId)?.username ?? '***'),
      score: r.score,
      scoreText: formatScore(t.rule.scoring, r.score),
      prizeText: r.prize,
    });
    const top = shown.map(out);
    return Promise.all(
      readers.map(async (playerId, i) => ({
        frozen: t.status === 'finished',
        top,
        me: mine[i] ? out(mine[i]) : null,
        joined: playerId === null ? null : t.rule.entry === 'everyone' ? true : await this.repo.joined(t.id, playerId),
        ranked: rows.length,
      })),
    );
  }

  async prizes(playerId: number) {
    await this.payUnpaid();
    return (await this.repo.prizesOf(playerId)).map((r) => ({
      tournament: titleIn(r),
      slug: r.slug,
      position: r.position,
      amount: r.prize,
      kind: r.prize_kind ?? 'cash',
      wagerRequired: r.wager_required,
      wagerProgress: r.wager_progress,
      paidAt: r.paid_at?.toISOString() ?? null,
    }));
  }

  /** A bonus prize not wagered yet holds withdrawals, like a gift code's wagering. */
  async withdrawalCheck(playerId: number): Promise<{ code: string; message: string; worded?: boolean } | null> {
    const open = await this.repo.openWagering(playerId);
    if (open.length === 0) return null;
    const left = open.reduce((sum, r) => sum + r.wager_required - r.wager_progress, 0);
    return {
      code: 'TOURNAMENT_WAGERING_INCOMPLETE',
      message: texts()('errors.tournamentWagering', {
        message: localizeMessage(
          requestLocale(),
          'TOURNAMENT_WAGERING_INCOMPLETE',
          TournamentMessage.TOURNAMENT_WAGERING_INCOMPLETE,
        ),
        left,
      }),
      worded: true,
    };
  }

  // ─── events ───────────────────────────────────────────────────────────────────────────────

  private scoringTournaments(): Promise<TournamentRow[]> {
    return this.scoring.get();
  }

  private async inScope(t: TournamentRow, provider: string, gameCode: string): Promise<boolean> {
    const { sections, games } = t.rule;
    if (sections.length === 0 && games.length === 0) return true;
    if (games.some((g) => g.provider === provider && g.gameCode === gameCode)) return true;
    if (sections.length === 0) return false;
    const found = await this.deps.gameSections(provider, gameCode);
    return Boolean(found?.sections.some((s) => sections.includes(s)));
  }

  /**
   * For each game, the running tournament it scores in (the game tiles' badge), else null: the
   * same scope test the scoring applies to a settlement.
   */
  async badges(
    games: { provider: string; gameCode: string }[],
    now = new Date(),
  ): Promise<({ slug: string; title: string } | null)[]> {
    const running = (await this.scoringTournaments()).filter((t) => t.starts_at <= now && now < t.ends_at);
    if (running.length === 0) return games.map(() => null);
    return Promise.all(
      games.map(async (g) => {
        for (const t of running)
          if (await this.inScope(t, g.provider, g.gameCode)) return { slug: t.slug, title: titleIn(t) };
        return null;
      }),
    );
  }

  /** A settled round in a tournament's games and period: recorded once per settlement. */
  async onBetSettled(e: BetSettledEvent): Promise<void> {
    const plays = [];
    for (const t of await this.scoringTournaments()) {
      if (e.settledAt < t.starts_at || e.settledAt >= t.ends_at) continue;
      if (!(await this.inScope(t, e.provider, e.gameCode))) continue;
      plays.push({
        tournamentId: t.id,
        source: `bet:${e.provider}:${e.transactionId}`,
        playerId: e.playerId,
        roundKey: `${e.provider}:${e.round}`,
        stake: e.stake,
        win: e.win,
        corrected: false,
        at: e.settledAt,
      });
    }
    await this.repo.addPlays(plays);
    for (const p of plays) this.boards.delete(p.tournamentId);
    await this.countWagering(e);
  }

  /**
   * A corrected result: recorded for every tournament of the game whose results are not frozen;
   * it changes a round only where that round's settlement counted (the scoring query joins them).
   */
  async onBetAdjusted(e: BetAdjustedEvent): Promise<void> {
    const plays = [];
    for (const t of await this.scoringTournaments()) {
      if (e.adjustedAt < t.starts_at) continue;
      if (!(await this.inScope(t, e.provider, e.gameCode))) continue;
      plays.push({
        tournamentId: t.id,
        source: `adj:${e.provider}:${e.transactionId}`,
        playerId: e.playerId,
        roundKey: `${e.provider}:${e.round}`,
        stake: 0,
        win: e.delta,
        corrected: true,
        at: e.adjustedAt,
      });
    }
    await this.repo.addPlays(plays);
    for (const p of plays) this.boards.delete(p.tournamentId);
    // a voided (or reinstated) stake leaves (or joins) a bonus prize's wagering
    if (e.stakeChange) {
      await this.countWagering({
        ...e,
        stake: e.stakeChange.stake,
        win: 0,
        odds: e.stakeChange.odds,
        settledAt: e.stakeChange.settledAt,
      });
    }
  }

  private async countWagering(e: BetSettledEvent): Promise<void> {
    if (e.stake === 0) return;
    for (const r of await this.repo.openWagering(e.playerId)) {
      if (r.paid_at && e.settledAt > r.paid_at) {
        await this.repo.addWager(r, `bet:${e.provider}:${e.transactionId}`, e.stake);
      }
    }
  }

  // ─── the end ──────────────────────────────────────────────────────────────────────────────

  /**
   * Freezes every tournament ended FREEZE_GRACE_MS ago: its standings become results in the
   * commit that marks it finished (a second caller finds it finished and writes nothing), then
   * each prize is paid once. Also pays what a crash left unpaid. Idempotent.
   */
  async runFinish(now = new Date()): Promise<{ finished: number; paid: number }> {
    let finished = 0;
    for (const t of await this.repo.scoring()) {
      if (t.ends_at.getTime() + FREEZE_GRACE_MS > now.getTime()) continue;
      // ranked before the commit: who may rank is other modules' state, read through their
      // services (never inside our transaction, decision 071); the lock decides who writes
      const ranked = rank(t.rule, await this.eligible(t, await this.repo.figures(t)));
      const done = await inTransaction(this.repo.pool, async (c) => {
        const locked = await this.repo.byIdForUpdate(c, t.id);
        if (locked?.status !== 'published') return null;
        await this.repo.insertResults(
          c,
          t.id,
          ranked.map((r) => ({
            playerId: r.playerId,
            position: r.position,
            score: r.score,
            kind: r.prize?.kind ?? null,
            prize: r.prize?.amount ?? 0,
            wager: r.prize?.wagering ? r.prize.amount * r.prize.wagering : 0,
          })),
        );
        await this.repo.markFinished(c, t.id);
        return ranked;
      });
      if (!done) continue;
      finished++;
      await this.deps.admin().auditSystem(
        'tournament.finish',
        { type: 'tournament', id: t.id },
        {
          slug: t.slug,
          ranked: done.length,
          prizes: done.filter((r) => r.prize).length,
          total: done.reduce((s, r) => s + (r.prize?.amount ?? 0), 0),
        },
        null,
      );
    }
    if (finished > 0) this.dropCaches();
    return { finished, paid: await this.payUnpaid() };
  }

  private async payUnpaid(): Promise<number> {
    let paid = 0;
    for (const r of await this.repo.unpaid()) {
      await this.pay(r);
      paid++;
    }
    return paid;
  }

  private async pay(r: ResultRow): Promise<void> {
    if (r.prize_kind === 'freespins') {
      const free = this.deps.freeSpins?.();
      const t = await this.repo.byId(r.tournament_id);
      const spec = t ? prizeAt(t.rule, r.position)?.freeSpins : null;
      if (!free || !t || !spec) throw new Error(`free-spin prize of tournament ${r.tournament_id} cannot be granted`);
      // the prize's key is the grant's: a retry finds the grant and makes no second one
      await free.grant({
        playerId: r.player_id,
        source: `tournament/prize:${r.tournament_id}:${r.player_id}`,
        origin: { origin: 'tournament', name: t.title },
        spec,
      });
      await this.repo.markPaid(r.tournament_id, r.player_id, null);
      return;
    }
    if (r.prize_kind === 'giftcode') {
      const giftcodes = this.deps.giftcodes?.();
      if (!giftcodes) throw new Error('gift code prizes need the giftcodes module');
      // the code's name is the prize's key: a retry finds the same code and its redemption
      const { journalId } = await giftcodes.grantPrize({
        code: `DT${r.tournament_id}X${r.player_id}`,
        note: `tournament:${r.tournament_id}:${r.player_id}`,
        playerId: r.player_id,
        amount: r.prize,
        turnover: Math.max(1, Math.round(r.wager_required / r.prize)),
      });
      await this.repo.markPaid(r.tournament_id, r.player_id, journalId);
      return;
    }
    const result = await this.deps.wallet().credit({
      scope: 'tournament',
      externalId: `prize:${r.tournament_id}:${r.player_id}`,
      kind: 'tournament_prize',
      playerId: r.player_id,
      amount: r.prize,
      from: systemAccount('promotions_expense', 'tournaments'),
      meta: { tournamentId: r.tournament_id, position: r.position, prizeKind: r.prize_kind },
    });
    await this.repo.markPaid(r.tournament_id, r.player_id, result.journalId);
  }

  /** Freezes and pays every `intervalMs` on one instance per period (db/jobs.ts). */
  startJobs(every: (name: string, ms: number, job: () => Promise<unknown>) => () => void, intervalMs = 60_000) {
    return every('tournaments.finish', intervalMs, async () => {
      try {
        await this.runFinish();
      } catch (err) {
        this.log.error({ err }, 'tournament finish failed');
        throw err;
      }
    });
  }
}
