import { text, ZApiErrorSchema } from '@app/contract';
import { MARKET_TYPES } from '@app/sportsbook';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireStaff } from '../admin/admin.guard';
import type { SportsDesk } from './sports.desk';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema };
const notFound = { 404: ZApiErrorSchema, 409: ZApiErrorSchema };
const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

const ZMarket = z.enum(MARKET_TYPES, { error: 'Loại kèo không tồn tại' });
const reason = text()
  .trim()
  .min(3, { error: 'Vui lòng ghi lý do (ít nhất 3 ký tự)' })
  .max(200, { error: 'Lý do tối đa 200 ký tự' });
const vnd = z
  .number({ error: 'Số tiền không hợp lệ' })
  .int({ error: 'Số tiền phải là số nguyên' })
  .min(10_000, { error: 'Hạn mức tối thiểu 10,000 VND' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'Số tiền quá lớn' })
  .nullable();
const ZFixtureParams = z.object({ id: z.uuid({ error: 'Trận đấu không tồn tại' }) });
const ZScore = z.object({ home: z.number(), away: z.number() }).nullable();

const ZDeskMatch = z.object({
  id: z.string(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  kickoff: z.string(),
  status: z.string(),
  minute: z.number(),
  score: ZScore,
  htScore: ZScore,
  outcomeSource: z.string().nullable(),
  suspended: z.array(z.string()),
  markets: z.array(z.string()),
  liability: z.number(),
  stake: z.number(),
  bets: z.number(),
  byMarket: z.array(
    z.object({ marketKey: z.string(), market: z.string(), bets: z.number(), stake: z.number(), liability: z.number() }),
  ),
});
const ZBoard = z.object({
  matches: z.array(ZDeskMatch),
  delayed: z.array(
    z.object({
      id: z.string(),
      userId: z.string(),
      username: z.string().nullable(),
      stake: z.number(),
      legs: z.array(z.object({ fixtureId: z.string(), match: z.string(), key: z.string(), odds: z.number() })),
      until: z.string(),
      createdAt: z.string(),
    }),
  ),
  leagues: z.array(z.object({ code: z.string(), name: z.string(), extraMargin: z.number() })),
  markets: z.array(
    z.object({
      market: z.string(),
      label: z.string(),
      maxStake: z.number().nullable(),
      maxPayout: z.number().nullable(),
    }),
  ),
  players: z.array(
    z.object({
      userId: z.string(),
      username: z.string().nullable(),
      maxStake: z.number().nullable(),
      maxPayout: z.number().nullable(),
      reason: z.string(),
      updatedAt: z.string(),
    }),
  ),
  limits: z.object({
    minStake: z.number(),
    maxStake: z.number(),
    maxPayout: z.number(),
    liabilityPerMarket: z.number(),
  }),
});
const ZDeskBet = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string().nullable(),
  kind: z.string(),
  stake: z.number(),
  odds: z.number(),
  potentialWin: z.number(),
  payout: z.number().nullable(),
  status: z.string(),
  cashedOut: z.boolean(),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
  legs: z.array(
    z.object({
      market: z.string(),
      line: z.number().nullable(),
      pick: z.string(),
      odds: z.number(),
      result: z.string().nullable(),
    }),
  ),
});

/**
 * The trading desk's API (decision 139): the `trader` role (and superadmin). Every change is
 * audited with its reason; what players see follows at once on every instance.
 */
export function sportsDeskRoutes(desk: () => SportsDesk): FastifyPluginAsyncZod {
  return async (app) => {
    const trader = requireStaff('trader');

    app.get(
      '/admin-api/sports/desk',
      {
        onRequest: trader,
        schema: {
          tags: ['admin', 'sports'],
          summary: 'The trading desk: matches with live liability per market, slips in the in-play delay, limits',
          response: { 200: ok(ZBoard), ...errors },
        },
      },
      async () => ({ success: true as const, data: await desk().board() }),
    );

    app.get(
      '/admin-api/sports/fixtures/:id/bets',
      {
        onRequest: trader,
        schema: {
          tags: ['admin', 'sports'],
          summary: 'The bets with a selection on a match, newest first',
          params: ZFixtureParams,
          response: { 200: ok(z.array(ZDeskBet)), ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await desk().bets(request.params.id) }),
    );

    app.post(
      '/admin-api/sports/fixtures/:id/suspension',
      {
        onRequest: trader,
        schema: {
          tags: ['admin', 'sports'],
          summary: 'Suspend or reopen a market type or the whole match (audited)',
          description:
            '`market` a market type, or `*` for the whole match; reopening the match lifts every suspension.',
          params: ZFixtureParams,
          body: z.object({
            market: z.union([ZMarket, z.literal('*')], { error: 'Loại kèo không tồn tại' }),
            suspend: z.boolean({ error: 'Chọn tạm ngưng hoặc mở lại' }),
            reason,
          }),
          response: { 200: ok(z.object({ suspended: z.array(z.string()) })), ...errors, ...notFound },
        },
      },
      async (request) => {
        const { market, suspend, reason: why } = request.body;
        return {
          success: true as const,
          data: await desk().suspend(request.params.id, market, suspend, why, actorOf(request)),
        };
      },
    );

    app.post(
      '/admin-api/sports/fixtures/:id/void-market',
      {
        onRequest: trader,
        schema: {
          tags: ['admin', 'sports'],
          summary: 'Void every selection of a market type on a match and suspend it (audited)',
          params: ZFixtureParams,
          body: z.object({ market: ZMarket, reason }),
          response: { 200: ok(z.object({ legs: z.number().int() })), ...errors, ...notFound },
        },
      },
      async (request) => ({
        success: true as const,
        data: await desk().voidMarket(request.params.id, request.body.market, request.body.reason, actorOf(request)),
      }),
    );

    app.post(
      '/admin-api/sports/bets/:id/void',
      {
        onRequest: trader,
        schema: {
          tags: ['admin', 'sports'],
          summary: 'Void a bet (audited): the stake goes back; a bet already paid is corrected by the difference',
          params: z.object({ id: z.uuid({ error: 'Không tìm thấy phiếu cược' }) }),
          body: z.object({ reason }),
          response: { 200: ok(z.object({ voided: z.boolean() })), ...errors, ...notFound },
        },
      },
      async (request) => ({
        success: true as const,
        data: await desk().voidBet(request.params.id, request.body.reason, actorOf(request)),
      }),
    );

    app.put(
      '/admin-api/sports/league-margins',
      {
        onRequest: trader,
        schema: {
          tags: ['admin', 'sports'],
          summary: "Extra margin for a league's prices, added to every market type's (audited)",
          description: "−0.05 to +0.15 in steps of 0.001; 0 or null goes back to the market types' margins.",
          body: z.object({
            league: text().max(40),
            extra: z
              .number({ error: 'Biên cộng thêm phải là một số' })
              .min(-0.05, { error: 'Biên cộng thêm tối thiểu −5%' })
              .max(0.15, { error: 'Biên cộng thêm tối đa 15%' })
              .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-9, {
                error: 'Biên cộng thêm chỉ lấy đến 0,1%',
              })
              .nullable(),
          }),
          response: { 200: ok(z.object({ repriced: z.number().int() })), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await desk().setLeagueMargin(request.body.league, request.body.extra, actorOf(request)),
      }),
    );

    app.put(
      '/admin-api/sports/market-limits/:market',
      {
        onRequest: trader,
        schema: {
          tags: ['admin', 'sports'],
          summary: 'Largest stake and payout of a slip with a selection of this market type (audited)',
          params: z.object({ market: ZMarket }),
          body: z.object({ maxStake: vnd, maxPayout: vnd }),
          response: { 200: ok(z.object({ ok: z.boolean() })), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await desk().setMarketLimit(request.params.market, request.body, actorOf(request)),
      }),
    );

    app.put(
      '/admin-api/sports/player-limits',
      {
        onRequest: trader,
        schema: {
          tags: ['admin', 'sports'],
          summary: "A player's largest stake and payout per slip (audited); both null removes them",
          body: z.object({
            player: text().trim().min(1, { error: 'Nhập mã hoặc tên đăng nhập người chơi' }).max(60),
            maxStake: vnd,
            maxPayout: vnd,
            reason,
          }),
          response: { 200: ok(z.object({ ok: z.boolean() })), ...errors, ...notFound },
        },
      },
      async (request) => {
        const { player, ...limit } = request.body;
        return { success: true as const, data: await desk().setPlayerLimit(player, limit, actorOf(request)) };
      },
    );
  };
}
