import { LEAGUES, MARKET_LABELS, MARKET_TYPES, type MarketType } from '@app/sportsbook';
import {
  type BetsService,
  betsOnMatch,
  delayedBets,
  deskMatches,
  playerLimits,
  type SandboxFeed,
  type SportsSettings,
  type SuspendTarget,
  setPlayerLimit,
  setSuspended,
  voidBet,
  voidMarket,
} from '@app/sportsbook/server';
import type pg from 'pg';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';

type Parts = { settings: SportsSettings; feed: SandboxFeed; bets: BetsService };

/**
 * The sportsbook's trading desk (decision 139; `trader` role, superadmin too): suspend and reopen
 * markets and matches, void a market or a bet with a reason, extra margin per league, stake and
 * payout limits per market type and per player, the live liability and the slips waiting out the
 * in-play delay. Every change is audited. What players see follows at once on every instance: the
 * fixtures and limits are read from the database on each bet and listing, and the settings row's
 * change notification drops each instance's cached settings (decision 102).
 */
export class SportsDesk {
  constructor(
    private readonly parts: () => Parts,
    private readonly admin: () => AdminService,
    private readonly pool: pg.Pool,
  ) {}

  async board() {
    const { settings } = this.parts();
    const [matches, delayed, leagueMargins, marketLimits, players, limits] = await Promise.all([
      deskMatches(this.pool),
      delayedBets(this.pool),
      settings.leagueMargins(),
      settings.marketLimits(),
      playerLimits(this.pool),
      settings.limits(),
    ]);
    const names = await this.usernames([...delayed.map((d) => d.userId), ...players.map((p) => p.userId)]);
    return {
      matches,
      delayed: delayed.map((d) => ({ ...d, username: names.get(d.userId) ?? null })),
      leagues: LEAGUES.filter((l) => !l.virtual).map((l) => ({
        code: l.code,
        name: l.name,
        extraMargin: leagueMargins[l.code] ?? 0,
      })),
      markets: MARKET_TYPES.map((m) => ({
        market: m,
        label: MARKET_LABELS[m],
        maxStake: marketLimits[m]?.maxStake ?? null,
        maxPayout: marketLimits[m]?.maxPayout ?? null,
      })),
      players: players.map((p) => ({ ...p, username: names.get(p.userId) ?? null })),
      limits,
    };
  }

  async bets(fixtureId: string) {
    const bets = await betsOnMatch(this.pool, fixtureId);
    const names = await this.usernames(bets.map((b) => b.userId));
    return bets.map((b) => ({ ...b, username: names.get(b.userId) ?? null }));
  }

  /** Players' usernames by the id the sportsbook knows them by. */
  private async usernames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.pool.query<{ id: string; username: string }>(
      'SELECT id::text, username FROM players WHERE id::text = ANY($1::text[])',
      [[...new Set(ids)]],
    );
    return new Map(rows.map((r) => [r.id, r.username]));
  }

  async suspend(fixtureId: string, target: SuspendTarget, suspend: boolean, reason: string, actor: StaffActor) {
    const done = await setSuspended(this.pool, fixtureId, target, suspend);
    if (!done) throw new AppError(404, 'MATCH_NOT_FOUND', 'Trận đấu không tồn tại');
    await this.admin().audit(
      actor,
      suspend ? 'sports.suspend' : 'sports.reopen',
      { type: 'sports_fixture', id: fixtureId },
      { target, reason, before: done.before, after: done.after },
    );
    return { suspended: done.after };
  }

  async voidMarket(fixtureId: string, market: MarketType, reason: string, actor: StaffActor) {
    const legs = await voidMarket(this.pool, fixtureId, market, reason);
    if (legs === null) throw new AppError(404, 'MATCH_NOT_FOUND', 'Trận đấu không tồn tại');
    await this.admin().audit(
      actor,
      'sports.void_market',
      { type: 'sports_fixture', id: fixtureId },
      { market, reason, legs },
    );
    // void legs settle (or are refunded the difference) now rather than at the next pass
    await this.parts().bets.recover();
    return { legs };
  }

  async voidBet(betId: string, reason: string, actor: StaffActor) {
    const outcome = await voidBet(this.pool, betId, reason);
    if (outcome === 'not_found') throw new AppError(404, 'BET_NOT_FOUND', 'Không tìm thấy phiếu cược');
    if (outcome === 'cashed_out') {
      throw new AppError(409, 'BET_CASHED_OUT', 'Phiếu cược đã được người chơi rút tiền sớm, không thể hủy');
    }
    if (outcome === 'not_open')
      throw new AppError(409, 'BET_NOT_OPEN', 'Phiếu cược chưa được chấp nhận, không thể hủy');
    await this.admin().audit(actor, 'sports.void_bet', { type: 'sports_bet', id: betId }, { reason });
    await this.parts().bets.recover();
    return { voided: true };
  }

  async setLeagueMargin(league: string, extra: number | null, actor: StaffActor) {
    if (!LEAGUES.some((l) => l.code === league && !l.virtual)) {
      throw new AppError(400, 'LEAGUE_NOT_FOUND', 'Giải đấu không tồn tại');
    }
    const { settings, feed } = this.parts();
    const before = (await settings.leagueMargins())[league] ?? 0;
    await settings.set('leagueMargins', { [league]: extra === 0 ? null : extra });
    const repriced = await feed.reprice(await settings.marginBook());
    await this.admin().audit(
      actor,
      'sports.league_margin',
      { type: 'sports_settings', id: 'leagueMargins' },
      { league, before, after: extra ?? 0, repriced },
    );
    return { repriced };
  }

  async setMarketLimit(
    market: MarketType,
    limit: { maxStake: number | null; maxPayout: number | null },
    actor: StaffActor,
  ) {
    const { settings } = this.parts();
    const before = (await settings.marketLimits())[market] ?? null;
    const value =
      limit.maxStake === null && limit.maxPayout === null
        ? null
        : {
            ...(limit.maxStake === null ? {} : { maxStake: limit.maxStake }),
            ...(limit.maxPayout === null ? {} : { maxPayout: limit.maxPayout }),
          };
    await settings.set('marketLimits', { [market]: value });
    await this.admin().audit(
      actor,
      'sports.market_limit',
      { type: 'sports_settings', id: 'marketLimits' },
      { market, before, after: value },
    );
    return { ok: true };
  }

  async setPlayerLimit(
    player: string,
    limit: { maxStake: number | null; maxPayout: number | null; reason: string },
    actor: StaffActor,
  ) {
    // the trader types the player's id or username; the sportsbook knows the id
    const { rows } = await this.pool.query<{ id: string }>(
      'SELECT id::text FROM players WHERE id::text = $1 OR lower(username) = lower($1) ORDER BY id LIMIT 1',
      [player],
    );
    const userId = rows[0]?.id;
    if (!userId) throw new AppError(404, 'PLAYER_NOT_FOUND', 'Không tìm thấy người chơi');
    const before = await setPlayerLimit(this.pool, userId, limit);
    await this.admin().audit(
      actor,
      'sports.player_limit',
      { type: 'user', id: userId },
      { before, after: { maxStake: limit.maxStake, maxPayout: limit.maxPayout }, reason: limit.reason },
    );
    return { ok: true };
  }
}
