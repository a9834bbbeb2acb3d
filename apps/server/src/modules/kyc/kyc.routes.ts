import {
  KYC_DOCUMENT_KINDS,
  ZApiErrorSchema,
  ZIdParamsSchema,
  ZKycRejectRequestSchema,
  ZKycStatusResponseSchema,
  ZKycSubmitRequestSchema,
  ZKycVerifyRequestSchema,
  ZStaffKycListResponseSchema,
  ZStaffKycResponseSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireStaff } from '../admin/admin.guard';
import { playerOf, requirePlayer } from '../auth/auth.guard';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema };

/** Identity checks: the player's upload and status, compliance's queue and review (audited). */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const kyc = () => app.services.kyc;
  const compliance = requireStaff('compliance');

  app.get(
    '/api/user/kyc',
    {
      onRequest: requirePlayer,
      schema: { tags: ['kyc'], summary: 'My identity check', response: { 200: ZKycStatusResponseSchema, ...errors } },
    },
    async (request) => ({ success: true as const, data: await kyc().status(playerOf(request).id) }),
  );

  app.post(
    '/api/user/kyc',
    {
      onRequest: requirePlayer,
      // three pictures of up to 2 MB each, as base64 data: URLs
      bodyLimit: 9 * 1024 * 1024,
      schema: {
        tags: ['kyc'],
        summary: 'Send the ID card (both sides) and a selfie for review',
        description: 'Errors: 400 KYC_IMAGE_INVALID, 409 KYC_ALREADY_PENDING / KYC_ALREADY_VERIFIED.',
        body: ZKycSubmitRequestSchema,
        response: { 200: ZKycStatusResponseSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await kyc().submit(playerOf(request).id, request.body) }),
  );

  app.get(
    '/admin-api/kyc',
    {
      onRequest: compliance,
      schema: {
        tags: ['admin', 'kyc'],
        summary: 'Identity checks (filter status=pending for the queue, oldest first)',
        querystring: z.object({ status: z.enum(['pending', 'verified', 'rejected']).optional() }),
        response: { 200: ZStaffKycListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await kyc().list(request.query.status) }),
  );

  app.get(
    '/admin-api/kyc/:id/documents/:kind',
    {
      onRequest: compliance,
      schema: {
        tags: ['admin', 'kyc'],
        summary: 'One picture of an identity check (audited)',
        params: z.object({ id: z.coerce.number().int().positive(), kind: z.enum(KYC_DOCUMENT_KINDS) }),
        response: { 200: z.any(), 404: ZApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const doc = await kyc().document(request.params.id, request.params.kind, actorOf(request));
      return reply
        .type(doc.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; frame-ancestors 'none'")
        .send(doc.data);
    },
  );

  app.post(
    '/admin-api/kyc/:id/verify',
    {
      onRequest: compliance,
      schema: {
        tags: ['admin', 'kyc'],
        summary:
          'Verify an identity check with the name, date of birth and ID number read from the card (audited). Errors: 404, 409 KYC_NOT_PENDING, 409 KYC_ID_NUMBER_IN_USE (another account carries the number; send sharedIdConfirmed after checking)',
        params: ZIdParamsSchema,
        body: ZKycVerifyRequestSchema,
        response: { 200: ZStaffKycResponseSchema, 404: ZApiErrorSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await kyc().review(
        request.params.id,
        {
          verified: true,
          fullName: request.body?.fullName,
          dateOfBirth: request.body?.dateOfBirth,
          idNumber: request.body?.idNumber,
          sharedIdConfirmed: request.body?.sharedIdConfirmed,
        },
        actorOf(request),
      ),
    }),
  );

  app.post(
    '/admin-api/kyc/:id/reject',
    {
      onRequest: compliance,
      schema: {
        tags: ['admin', 'kyc'],
        summary: 'Reject an identity check with a reason the player sees (audited). Errors: 404, 409 KYC_NOT_PENDING',
        params: ZIdParamsSchema,
        body: ZKycRejectRequestSchema,
        response: { 200: ZStaffKycResponseSchema, 404: ZApiErrorSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await kyc().review(request.params.id, { verified: false, reason: request.body.reason }, actorOf(request)),
    }),
  );
};
