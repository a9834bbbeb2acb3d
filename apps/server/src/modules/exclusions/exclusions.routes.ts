import {
  ZApiErrorSchema,
  ZExclusionMatchListResponseSchema,
  ZExclusionMatchQuerySchema,
  ZExclusionRegistryResponseSchema,
  ZExclusionReviewSchema,
  ZPeerExclusionSchema,
  ZStaffExclusionResponseSchema,
  ZStaffExclusionSchema,
  ZSuccessSchema,
} from '@app/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSecurityHeaders } from '../../plugins/security-headers';
import { actorOf, requireStaff } from '../admin/admin.guard';
import { PEER_ENTRIES_PATH, peerAllowList, verifyPeerRequest } from './exclusions.peers';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema };
const tags = ['admin', 'exclusions'];
const ZIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Compliance's view of the registry and its findings, and the staff-imposed exclusion (decision 158). */
export const exclusionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const compliance = requireStaff('compliance');
  const exclusions = () => app.services.exclusions;

  app.get(
    '/admin-api/exclusions',
    {
      onRequest: compliance,
      schema: {
        tags,
        summary: 'The registry entries, newest first: origin, brand, kind, end, what they match on (hashes only)',
        response: { 200: ZExclusionRegistryResponseSchema, ...errors },
      },
    },
    async () => ({
      success: true as const,
      data: {
        deployment: exclusions().config.deployment,
        peers: exclusions().config.peers.length,
        entries: await exclusions().entries(200),
      },
    }),
  );

  app.get(
    '/admin-api/exclusions/matches',
    {
      onRequest: compliance,
      schema: {
        tags,
        summary: 'What the registry stopped on this brand: refused registrations, players it excluded',
        querystring: ZExclusionMatchQuerySchema,
        response: { 200: ZExclusionMatchListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await exclusions().matches(request.query.open, request.query.limit) },
    }),
  );

  app.post(
    '/admin-api/exclusions/matches/:id/review',
    {
      onRequest: compliance,
      schema: {
        tags,
        summary: 'Close a finding with a note (audited); 409 MATCH_ALREADY_REVIEWED when done before',
        params: ZIdParamsSchema,
        body: ZExclusionReviewSchema,
        response: { 200: ZSuccessSchema(z.object({})), 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      await exclusions().review(request.params.id, request.body.note, actorOf(request));
      return { success: true as const, data: {} };
    },
  );

  app.post(
    '/admin-api/players/:id/exclusion',
    {
      onRequest: compliance,
      schema: {
        tags,
        summary: 'Exclude a player (days, or null for without end) on every brand of the operator; audited',
        params: ZIdParamsSchema,
        body: ZStaffExclusionSchema,
        response: { 200: ZStaffExclusionResponseSchema, 404: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await exclusions().excludeByStaff(request.params.id, request.body, actorOf(request)),
    }),
  );
};

const PEER_ANSWER = z.object({ ok: z.boolean(), code: z.string().optional(), created: z.boolean().optional() });

/**
 * The registry's peer API (docs/exclusion-registry.md): another deployment of the operator
 * posts an entry, signed with the shared secret, from an allowed address. Beside the provider
 * callbacks, outside the site's hooks: the body is read raw, because the signature is over the
 * exact bytes sent.
 */
export const exclusionPeerRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.env.EXCLUSION_PEER_SECRET;
  if (!secret) return;
  const allowed = peerAllowList(app.env.EXCLUSION_PEER_ADDRESSES);
  const secured = apiSecurityHeaders();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    secured(request, reply);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(400).send({ ok: false, code: 'BAD_REQUEST' });
    request.log.error({ err: error }, 'exclusion registry: a peer entry failed');
    return reply.status(500).send({ ok: false, code: 'INTERNAL_ERROR' });
  });

  app.post(
    PEER_ENTRIES_PATH,
    {
      schema: {
        tags: ['registry'],
        summary: 'A peer deployment sends an exclusion entry (HMAC-signed; idempotent on its uid)',
        response: { 200: PEER_ANSWER, 400: PEER_ANSWER, 401: PEER_ANSWER, 403: PEER_ANSWER },
      },
    },
    async (request, reply) => {
      secured(request, reply);
      const body = typeof request.body === 'string' ? request.body : '';
      const verdict = verifyPeerRequest(
        { secret, allowed, now: Date.now() },
        {
          ip: request.ip,
          timestamp: request.headers['x-registry-timestamp'] as string | undefined,
          signature: request.headers['x-registry-signature'] as string | undefined,
          body,
        },
      );
      if (verdict !== 'ok') {
        request.log.warn({ ip: request.ip, verdict }, 'exclusion registry: a peer request was refused');
        const status = verdict === 'address' ? 403 : 401;
        return reply
          .status(status)
          .send({ ok: false, code: verdict === 'address' ? 'ADDRESS_NOT_ALLOWED' : 'BAD_SIGNATURE' });
      }
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return reply.status(400).send({ ok: false, code: 'INVALID_JSON' });
      }
      const parsed = ZPeerExclusionSchema.safeParse(json);
      if (!parsed.success) return reply.status(400).send({ ok: false, code: 'VALIDATION_ERROR' });
      const e = parsed.data;
      const from = String(request.headers['x-registry-origin'] ?? e.origin).slice(0, 100);
      const { created } = await app.services.exclusions.receive(
        {
          uid: e.uid,
          origin: e.origin,
          brand: e.brand,
          kind: e.kind,
          until: e.until ? new Date(e.until) : null,
          createdAt: new Date(e.createdAt),
        },
        e.identifiers,
        from,
      );
      return { ok: true, created };
    },
  );
};
