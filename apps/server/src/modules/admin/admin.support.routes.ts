import {
  type TPlayerLogins,
  ZApiErrorSchema,
  ZForceLogoutResponseSchema,
  ZPhoneRevealResponseSchema,
  ZPlayerLoginsResponseSchema,
  ZStaffLimitRequestSchema,
  ZStaffLimitResponseSchema,
  ZStaffReasonRequestSchema,
  ZStaffResetSentResponseSchema,
  ZStaffUnlockResponseSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { actorOf, requireStaff } from './admin.guard';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema, 404: ZApiErrorSchema };
const tags = ['admin'];
const ZPlayerParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The player's last 50 sign-in attempts and 20 sessions, newest first. */
async function playerLogins(db: Db, playerId: number): Promise<TPlayerLogins> {
  const [logins, sessions] = await Promise.all([
    db.pool.query(
      `SELECT created_at, kind, success, reason, ip, user_agent, device_fingerprint FROM login_events
        WHERE player_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50`,
      [playerId],
    ),
    db.pool.query(
      `SELECT id::text, created_at, last_seen_at, ended_at, end_reason, ip, user_agent,
              (ended_at IS NULL AND idle_expires_at > now() AND absolute_expires_at > now()) AS open
         FROM sessions WHERE player_id = $1 ORDER BY created_at DESC LIMIT 20`,
      [playerId],
    ),
  ]);
  return {
    logins: logins.rows.map((r) => ({
      at: r.created_at.toISOString(),
      kind: r.kind,
      success: r.success,
      reason: r.reason,
      ip: r.ip,
      userAgent: r.user_agent,
      device: r.device_fingerprint ? String(r.device_fingerprint).slice(0, 12) : null,
    })),
    sessions: sessions.rows.map((r) => ({
      ref: String(r.id).slice(0, 8),
      createdAt: r.created_at.toISOString(),
      lastSeenAt: r.last_seen_at.toISOString(),
      endedAt: r.ended_at ? r.ended_at.toISOString() : null,
      endReason: r.end_reason,
      open: r.open,
      ip: r.ip,
      userAgent: r.user_agent,
    })),
  };
}

/**
 * Support acting on a player's request (decision 143). Each action is one call to the module
 * that owns it (auth, protection) and one audit entry with the reason staff gave.
 */
export const staffSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  const support = requireStaff('support');
  const target = (id: number) => ({ type: 'player', id });
  const audit = app.services.admin.audit.bind(app.services.admin);

  app.get(
    '/admin-api/players/:id/logins',
    {
      onRequest: requireStaff('support', 'finance', 'compliance'),
      schema: {
        tags,
        summary: "The player's sign-in attempts (address, device, outcome) and sessions, open ones marked",
        params: ZPlayerParamsSchema,
        response: { 200: ZPlayerLoginsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await app.services.auth.phoneOf(request.params.id); // 404 for a player that does not exist
      return { success: true as const, data: await playerLogins(app.db, request.params.id) };
    },
  );

  app.post(
    '/admin-api/players/:id/sessions/end',
    {
      onRequest: support,
      schema: {
        tags,
        summary: 'End every open session of the player at once (force logout), with a reason (audited)',
        params: ZPlayerParamsSchema,
        body: ZStaffReasonRequestSchema,
        response: { 200: ZForceLogoutResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const ended = await app.services.auth.endSessionsByStaff(id);
      await audit(actorOf(request), 'player.force_logout', target(id), { reason: request.body.reason, ended });
      return { success: true as const, data: { ended } };
    },
  );

  app.post(
    '/admin-api/players/:id/password-reset',
    {
      onRequest: support,
      schema: {
        tags,
        summary:
          "Send the forgot-password code to the player's own phone; the player sets the new password on the site, staff never see a code (audited). Errors: 429 OTP_RESEND_TOO_SOON, OTP_SEND_LIMIT",
        params: ZPlayerParamsSchema,
        body: ZStaffReasonRequestSchema,
        response: { 200: ZStaffResetSentResponseSchema, 429: ZApiErrorSchema, 502: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const sent = await app.services.auth.sendResetCodeByStaff(id);
      await audit(actorOf(request), 'player.password_reset_sent', target(id), {
        reason: request.body.reason,
        destination: sent.destination,
      });
      return {
        success: true as const,
        data: { destination: sent.destination, expiresInSeconds: sent.expiresInSeconds },
      };
    },
  );

  app.post(
    '/admin-api/players/:id/unlock',
    {
      onRequest: support,
      schema: {
        tags,
        summary:
          'Lift the locks that wrong passwords and repeated code requests put on the player (sign-in, OTP to the phone), with a reason (audited with what was locked)',
        params: ZPlayerParamsSchema,
        body: ZStaffReasonRequestSchema,
        response: { 200: ZStaffUnlockResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await app.services.auth.unlockByStaff(id);
      await audit(actorOf(request), 'player.unlock', target(id), { reason: request.body.reason, before });
      return { success: true as const, data: before };
    },
  );

  app.post(
    '/admin-api/players/:id/phone-reveal',
    {
      onRequest: requireStaff('support', 'compliance'),
      schema: {
        tags,
        summary: "The player's phone number in full, shown masked everywhere else; the reason is audited",
        params: ZPlayerParamsSchema,
        body: ZStaffReasonRequestSchema,
        response: { 200: ZPhoneRevealResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const phone = await app.services.auth.phoneOf(id);
      await audit(actorOf(request), 'player.phone_reveal', target(id), { reason: request.body.reason });
      return { success: true as const, data: { phone } };
    },
  );

  app.put(
    '/admin-api/players/:id/limits',
    {
      onRequest: support,
      schema: {
        tags,
        summary:
          "Set a deposit, loss or wager limit at the player's request, under the player's own rules: a tighter limit applies at once, a looser one or a removal only after the cooling-off (audited with before and after)",
        params: ZPlayerParamsSchema,
        body: ZStaffLimitRequestSchema,
        response: { 200: ZStaffLimitResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason, ...req } = request.body;
      await app.services.auth.phoneOf(id); // 404 before a protection row is made for nobody
      const find = (p: Awaited<ReturnType<typeof app.services.protection.get>>) =>
        p.limits.find((l) => l.kind === req.kind && l.period === req.period) ?? null;
      const before = find(await app.services.protection.get(id));
      const protection = await app.services.protection.setLimit(id, req);
      const after = find(protection);
      if (!after) throw new AppError(500, 'INTERNAL_ERROR');
      const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
      const outcome: 'applied' | 'scheduled' | 'unchanged' =
        after.pending && !same(after.pending, before?.pending)
          ? 'scheduled'
          : after.amount !== (before?.amount ?? null) || !same(after.pending, before?.pending)
            ? 'applied'
            : 'unchanged';
      const effectiveAt = outcome === 'scheduled' ? after.pending!.effectiveAt : null;
      if (outcome !== 'unchanged')
        await audit(actorOf(request), 'player.limit', target(id), {
          reason,
          kind: req.kind,
          period: req.period,
          before: { amount: before?.amount ?? null, pending: before?.pending ?? null },
          requested: req.amount,
          after: { amount: after.amount, pending: after.pending },
          outcome,
        });
      return { success: true as const, data: { outcome, effectiveAt, protection } };
    },
  );
};
