import { timingSafeEqual } from 'node:crypto';
import { langOf } from '@app/provider-kit/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { z } from 'zod';
import { centsOf, SandboxBook, unitsOf } from '../sandbox/sandbox.book';
import { gameLink } from '../sandbox/sandbox.game';
import {
  WS168_CODES,
  WS168_PATHS,
  wsParseTime,
  ZWsBalanceQuery,
  ZWsBetsQuery,
  ZWsCheckQuery,
  ZWsLogin,
  ZWsMoney,
  ZWsPlayer,
} from './ws168.wire';

const fmt = (d: Date) => new Date(d.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The WS168 sandbox (decision 134): WS168's merchant API served by our server on loopback with a
 * wallet of its own. The Bearer token must be the `ws168` provider's key (401 otherwise).
 */
export function ws168SandboxRoutes(opts: { pool: pg.Pool; token: () => Promise<string | null> }) {
  return async function ws168Sandbox(app: FastifyInstance): Promise<void> {
    const book = new SandboxBook(opts.pool, 'ws168');
    app.addHook('onRoute', (route) => {
      route.schema = { ...(route.schema ?? {}), hide: true } as typeof route.schema;
    });
    app.setErrorHandler((_err, _req, reply) =>
      reply.status(200).send({ code: WS168_CODES.badRequest, message: 'bad request' }),
    );
    app.addHook('onRequest', async (req, reply) => {
      const expected = await opts.token();
      const given = Buffer.from((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!expected || given.length !== Buffer.byteLength(expected) || !timingSafeEqual(given, Buffer.from(expected)))
        return reply.status(401).send({ code: WS168_CODES.unauthorized, message: 'unauthorized' });
    });

    function read<S extends z.ZodType>(input: unknown, schema: S, reply: FastifyReply): z.infer<S> | null {
      const parsed = schema.safeParse(input);
      if (parsed.success) return parsed.data as z.infer<S>;
      reply.send({ code: WS168_CODES.badRequest, message: 'invalid parameters' });
      return null;
    }

    app.post(WS168_PATHS.players, async (req, reply) => {
      const b = read(req.body, ZWsPlayer, reply);
      if (!b) return reply;
      return (await book.register(b.account)) === 'created'
        ? { code: WS168_CODES.ok, message: 'success', data: { account: b.account } }
        : { code: WS168_CODES.playerExists, message: 'player exists' };
    });

    app.post(WS168_PATHS.login, async (req, reply) => {
      const b = read(req.body, ZWsLogin, reply);
      if (!b) return reply;
      if ((await book.balance(b.account)) === null)
        return { code: WS168_CODES.playerNotFound, message: 'player not found' };
      return {
        code: WS168_CODES.ok,
        message: 'success',
        data: { url: gameLink('ws168', b.account, (await opts.token())!, langOf(b.lang)) },
      };
    });

    const move = (sign: 1 | -1) => async (req: FastifyRequest, reply: FastifyReply) => {
      const b = read(req.body, ZWsMoney, reply);
      if (!b) return reply;
      const cents = centsOf(b.amount);
      if (cents === null || cents <= 0) return { code: WS168_CODES.invalidAmount, message: 'invalid amount' };
      const r = await book.transfer(b.merchant_order_num, b.account, sign * cents);
      if (r === 'done') {
        const balance = (await book.balance(b.account)) ?? 0;
        return {
          code: WS168_CODES.ok,
          message: 'success',
          data: { merchant_order_num: b.merchant_order_num, balance: unitsOf(balance) },
        };
      }
      if (r === 'duplicate') return { code: WS168_CODES.duplicateOrder, message: 'duplicate order' };
      if (r === 'no_player') return { code: WS168_CODES.playerNotFound, message: 'player not found' };
      return { code: WS168_CODES.insufficientBalance, message: 'insufficient balance' };
    };
    app.post(WS168_PATHS.deposit, move(1));
    app.post(WS168_PATHS.withdraw, move(-1));

    app.get(WS168_PATHS.balance, async (req, reply) => {
      const q = read(req.query, ZWsBalanceQuery, reply);
      if (!q) return reply;
      const cents = await book.balance(q.account);
      if (cents === null) return { code: WS168_CODES.playerNotFound, message: 'player not found' };
      return { code: WS168_CODES.ok, message: 'success', data: { account: q.account, balance: unitsOf(cents) } };
    });

    app.get(WS168_PATHS.check, async (req, reply) => {
      const q = read(req.query, ZWsCheckQuery, reply);
      if (!q) return reply;
      const o = await book.order(q.merchant_order_num);
      if (!o) return { code: WS168_CODES.orderNotFound, message: 'order not found' };
      return {
        code: WS168_CODES.ok,
        message: 'success',
        data: { status: o.status === 'done' ? 'success' : 'fail', amount: unitsOf(Math.abs(o.amount)) },
      };
    });

    app.get(WS168_PATHS.bets, async (req, reply) => {
      const q = read(req.query, ZWsBetsQuery, reply);
      if (!q) return reply;
      const from = wsParseTime(q.start_time);
      const to = wsParseTime(q.end_time);
      if (!from || !to || to <= from) return { code: WS168_CODES.badRequest, message: 'invalid time range' };
      const { list, total } = await book.bets(from, to, q.page, q.page_size);
      return {
        code: WS168_CODES.ok,
        message: 'success',
        data: {
          page: q.page,
          page_size: q.page_size,
          total,
          list: list.map((t) => ({
            slug: t.betId,
            account: t.player,
            arena_no: 'A1',
            fight_no: String(t.detail.event ?? ''),
            side: String(t.detail.side ?? ''),
            status: t.status === 'settled' ? 'settled' : t.status === 'cancelled' ? 'cancel' : 'beted',
            odd: String(t.detail.odds ?? ''),
            bet_amount: unitsOf(t.stake),
            net_income: t.payout === null ? null : unitsOf(t.payout - t.stake),
            bet_return: t.payout === null ? null : unitsOf(t.payout),
            valid_amount: unitsOf(t.stake),
            // the fight's result: meron, wala, draw or cancel
            result: t.detail.result === 'cancelled' ? 'cancel' : ((t.detail.result as string | undefined) ?? null),
            is_settled: t.status === 'settled',
            bet_at: fmt(t.betAt),
            settled_at: t.status === 'settled' ? fmt(t.updatedAt) : null,
          })),
        },
      };
    });
  };
}
