import { timingSafeEqual } from 'node:crypto';
import { langOf } from '@app/provider-kit/i18n';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type pg from 'pg';
import type { z } from 'zod';
import { recordT } from '../sandbox/i18n';
import { centsOf, SandboxBook, unitsOf } from '../sandbox/sandbox.book';
import { gameLink } from '../sandbox/sandbox.game';
import {
  IM_CODES,
  IM_PATHS,
  IM_SPORTSBOOK_WALLET,
  imTime,
  ZImBalance,
  ZImBetLogRequest,
  ZImLaunch,
  ZImRegister,
  ZImStatus,
  ZImTransfer,
} from './im.wire';

/**
 * The IM Sports sandbox (decision 134): IMOne's wire format served by our server on loopback,
 * with a wallet of its own (SandboxBook). Every answer is HTTP 200 with IM's `Code`, as IM
 * answers; the merchant code must be the `im` provider's key.
 */
export function imSandboxRoutes(opts: { pool: pg.Pool; merchantCode: () => Promise<string | null> }) {
  return async function imSandbox(app: FastifyInstance): Promise<void> {
    const book = new SandboxBook(opts.pool, 'im');
    app.addHook('onRoute', (route) => {
      route.schema = { ...(route.schema ?? {}), hide: true } as typeof route.schema;
    });
    app.setErrorHandler((_err, _req, reply) =>
      reply.status(200).send({ Code: IM_CODES.badRequest, Message: 'Bad request' }),
    );

    async function read<S extends z.ZodType>(
      body: unknown,
      schema: S,
      reply: FastifyReply,
    ): Promise<z.infer<S> | null> {
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        reply.send({ Code: IM_CODES.badRequest, Message: 'Invalid parameters' });
        return null;
      }
      const expected = await opts.merchantCode();
      const given = Buffer.from(String((parsed.data as { MerchantCode: string }).MerchantCode));
      if (!expected || given.length !== Buffer.byteLength(expected) || !timingSafeEqual(given, Buffer.from(expected))) {
        reply.send({ Code: IM_CODES.invalidMerchant, Message: 'Invalid merchant' });
        return null;
      }
      const wallet = (parsed.data as { ProductWallet?: number }).ProductWallet;
      if (wallet !== undefined && wallet !== IM_SPORTSBOOK_WALLET) {
        reply.send({ Code: IM_CODES.invalidWallet, Message: 'Invalid product wallet' });
        return null;
      }
      return parsed.data as z.infer<S>;
    }

    app.post(IM_PATHS.register, async (req, reply) => {
      const b = await read(req.body, ZImRegister, reply);
      if (!b) return reply;
      const r = await book.register(b.PlayerId);
      return r === 'created'
        ? { Code: IM_CODES.ok, Message: 'Successful' }
        : { Code: IM_CODES.playerExists, Message: 'Player already exists' };
    });

    app.post(IM_PATHS.balance, async (req, reply) => {
      const b = await read(req.body, ZImBalance, reply);
      if (!b) return reply;
      const cents = await book.balance(b.PlayerId);
      if (cents === null) return { Code: IM_CODES.playerNotFound, Message: 'Player does not exist' };
      return { Code: IM_CODES.ok, Message: 'Successful', Balance: unitsOf(cents) };
    });

    app.post(IM_PATHS.transfer, async (req, reply) => {
      const b = await read(req.body, ZImTransfer, reply);
      if (!b) return reply;
      const cents = centsOf(b.Amount);
      if (cents === null || cents === 0) return { Code: IM_CODES.invalidAmount, Message: 'Invalid amount' };
      const r = await book.transfer(b.TransactionId, b.PlayerId, cents);
      if (r === 'done') {
        const balance = await book.balance(b.PlayerId);
        return {
          Code: IM_CODES.ok,
          Message: 'Successful',
          TransactionId: b.TransactionId,
          Balance: unitsOf(balance ?? 0),
        };
      }
      if (r === 'duplicate') return { Code: IM_CODES.duplicateTransfer, Message: 'Duplicate transaction' };
      if (r === 'no_player') return { Code: IM_CODES.playerNotFound, Message: 'Player does not exist' };
      return { Code: IM_CODES.insufficientBalance, Message: 'Insufficient balance' };
    });

    app.post(IM_PATHS.status, async (req, reply) => {
      const b = await read(req.body, ZImStatus, reply);
      if (!b) return reply;
      const o = await book.order(b.TransactionId);
      if (!o || o.player !== b.PlayerId)
        return { Code: IM_CODES.transactionNotFound, Message: 'Transaction not found' };
      return {
        Code: IM_CODES.ok,
        Message: 'Successful',
        TransactionId: b.TransactionId,
        Status: o.status === 'done' ? 'Approved' : 'Declined',
        Amount: unitsOf(o.amount),
      };
    });

    for (const path of [IM_PATHS.launch, IM_PATHS.launchMobile]) {
      app.post(path, async (req, reply) => {
        const b = await read(req.body, ZImLaunch, reply);
        if (!b) return reply;
        if ((await book.balance(b.PlayerId)) === null)
          return { Code: IM_CODES.playerNotFound, Message: 'Player does not exist' };
        const key = (await opts.merchantCode())!;
        // IM's codes are upper case (`EN`, `VI`), which langOf reads; a language the screen lacks is Vietnamese
        const url = gameLink('im', b.PlayerId, key, langOf(b.Language));
        return { Code: IM_CODES.ok, Message: 'Successful', GameUrl: url };
      });
    }

    app.post(IM_PATHS.betLog, async (req, reply) => {
      const b = await read(req.body, ZImBetLogRequest, reply);
      if (!b) return reply;
      const from = imTime(b.StartDate.replace(/\./g, ':'));
      const to = imTime(b.EndDate.replace(/\./g, ':'));
      if (!from || !to || to <= from) return { Code: IM_CODES.badRequest, Message: 'Invalid date range' };
      const size = 500;
      const { list, total } = await book.bets(from, to, b.Page, size);
      return {
        Code: IM_CODES.ok,
        Message: 'Successful',
        Result: list.map((t) => ({
          BetId: t.betId,
          PlayerId: t.player,
          Provider: 'IMSB',
          Currency: b.Currency,
          WagerCreationDateTime: t.betAt.toISOString(),
          LastUpdatedDate: t.updatedAt.toISOString(),
          SettlementDateTime: t.status === 'settled' ? t.updatedAt.toISOString() : null,
          StakeAmount: unitsOf(t.stake),
          WinLoss: t.payout === null ? null : unitsOf(t.payout - t.stake),
          PayoutAmount: t.payout === null ? null : unitsOf(t.payout),
          ResultStatus:
            t.status === 'cancelled'
              ? 'VOID'
              : t.payout === null
                ? null
                : t.payout > t.stake
                  ? 'WIN'
                  : t.payout === t.stake
                    ? 'DRAW'
                    : 'LOSE',
          TotalOdds: t.detail.odds,
          IsSettled: t.status === 'settled',
          IsCancelled: t.status === 'cancelled',
          DetailItems: [
            {
              SportsName: t.detail.sport ?? recordT('im.sport'),
              CompetitionName: t.detail.league ?? '',
              EventName: t.detail.match,
              EventId: t.detail.event,
              Result: t.detail.score ?? null,
              BetType: t.detail.market,
              Selection: t.detail.pick,
              Odds: t.detail.odds,
            },
          ],
        })),
        Pagination: {
          CurrentPage: b.Page,
          TotalPage: Math.max(1, Math.ceil(total / size)),
          ItemPerPage: size,
          TotalCount: total,
        },
      };
    });
  };
}
