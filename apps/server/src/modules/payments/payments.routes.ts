import {
  PaymentMessage,
  ZApiErrorSchema,
  ZBankWithdrawRequestSchema,
  ZCardDepositRequestSchema,
  ZCardWithdrawRequestSchema,
  ZCryptoDepositRequestSchema,
  ZCryptoDepositResponseSchema,
  ZCryptoWithdrawRequestSchema,
  ZCurrentVoucherResponseSchema,
  ZDepositResponseSchema,
  ZDepositSchema,
  ZHistoryQuerySchema,
  ZIdempotencyHeadersSchema,
  ZIdParamsSchema,
  ZMomoDepositRequestSchema,
  ZMomoDepositResponseSchema,
  ZPaymentMethodsResponseSchema,
  ZRecentQuerySchema,
  ZRecentTransactionsResponseSchema,
  ZSuccessSchema,
  ZTransactionHistoryResponseSchema,
  ZVoucherRequestSchema,
  ZVoucherResponseSchema,
  ZWithdrawalResponseSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedAnswer } from '../../http/pagination';
import { playerOf, requirePlayer } from '../auth/auth.guard';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema, 503: ZApiErrorSchema };
const tags = ['payments'];

/** The player's cashier: deposits, withdrawals, history. */
export const paymentsPlayerRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = () => app.services.payments;

  app.get(
    '/api/payment/methods',
    {
      schema: {
        tags,
        summary: 'Deposit and withdrawal methods with limits, rates, card fees and confirmation times',
        response: { 200: ZPaymentMethodsResponseSchema, 503: ZApiErrorSchema },
      },
    },
    async () => ({ success: true as const, data: await payments().methods() }),
  );

  for (const method of ['codepay', 'bank'] as const) {
    app.post(
      `/api/payment/deposit/${method}`,
      {
        onRequest: requirePlayer,
        schema: {
          tags,
          summary:
            method === 'codepay'
              ? 'Create a Codepay voucher: VietQR code with a single-use transfer code'
              : 'Create a bank-transfer voucher: account details and a single-use transfer code',
          description:
            'Minimum 50,000 VND. 409 VOUCHER_EXISTS when a voucher is open: after the confirm prompt resend with replaceCurrent: true, which cancels the current one. 502 VOUCHER_CREATE_FAILED.',
          body: ZVoucherRequestSchema,
          response: { 200: ZVoucherResponseSchema, 409: ZApiErrorSchema, 502: ZApiErrorSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await payments().createVoucher(playerOf(request).id, method, request.body),
      }),
    );
  }

  app.get(
    '/api/payment/deposit/voucher',
    {
      onRequest: requirePlayer,
      schema: {
        tags,
        summary: 'The open Codepay / bank-transfer voucher, or null',
        response: { 200: ZCurrentVoucherResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await payments().currentVoucher(playerOf(request).id) }),
  );

  app.delete(
    '/api/payment/deposit/voucher',
    {
      onRequest: requirePlayer,
      schema: {
        tags,
        summary: 'Cancel the open voucher',
        response: { 200: ZSuccessSchema(ZDepositSchema.nullable()), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await payments().cancelVoucher(playerOf(request).id) }),
  );

  app.post(
    '/api/payment/deposit/momo',
    {
      onRequest: requirePlayer,
      schema: {
        tags,
        summary: 'Start a MoMo payment (MoMo API v2); open payUrl, the IPN credits the deposit',
        description:
          'First-deposit promotions are refused (400 PROMOTION_NOT_AVAILABLE). 502 VOUCHER_CREATE_FAILED when MoMo refuses.',
        body: ZMomoDepositRequestSchema,
        response: { 200: ZMomoDepositResponseSchema, 502: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().createMomo(playerOf(request).id, request.body),
    }),
  );

  app.post(
    '/api/payment/deposit/card',
    {
      onRequest: requirePlayer,
      schema: {
        tags,
        summary: 'Submit a phone card; credited at its real value minus the carrier fee when the exchange confirms',
        description:
          'Fees: Viettel 13%, Vinaphone 11%, Mobifone 13%. A bad card credits nothing. 409 CARD_ALREADY_SUBMITTED.',
        body: ZCardDepositRequestSchema,
        response: { 200: ZDepositResponseSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().createCard(playerOf(request).id, request.body),
    }),
  );

  app.post(
    '/api/payment/deposit/crypto',
    {
      onRequest: requirePlayer,
      schema: {
        tags,
        summary: "Show the player's deposit address for a chain and record the chosen promotion",
        description: 'USDT on TRC20, ERC20, BEP20; KDG on TRC20. Credited in VND at the rate at confirmation time.',
        body: ZCryptoDepositRequestSchema,
        response: { 200: ZCryptoDepositResponseSchema, 502: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().createCryptoIntent(playerOf(request).id, request.body),
    }),
  );

  app.get(
    '/api/payment/deposit/:id',
    {
      onRequest: requirePlayer,
      schema: {
        tags,
        summary: 'A deposit and its status (the success step polls this)',
        params: ZIdParamsSchema,
        response: { 200: ZDepositResponseSchema, 404: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().getDeposit(playerOf(request).id, request.params.id),
    }),
  );

  app.get(
    '/api/payment/deposit/:id/qr.png',
    {
      onRequest: requirePlayer,
      schema: {
        tags,
        summary: 'Download the voucher QR code as PNG',
        description: `410 TRANSACTION_EXPIRED once the voucher is no longer payable. The site shows "${PaymentMessage.QR_DOWNLOAD_FAILED}" on any failure.`,
        params: ZIdParamsSchema,
        response: { 200: z.any().describe('image/png'), 404: ZApiErrorSchema, 410: ZApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { png, filename } = await payments().voucherQrPng(playerOf(request).id, request.params.id);
      return reply
        .type('image/png')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(png);
    },
  );

  const withdrawErrors = { 409: ZApiErrorSchema, 404: ZApiErrorSchema, ...errors };
  const idempotency =
    'Send a unique Idempotency-Key header per withdrawal: the same key again returns the same withdrawal (a double click makes one), with a different body 409 IDEMPOTENCY_KEY_REUSED.';

  app.post(
    '/api/payment/withdraw/bank',
    {
      onRequest: requirePlayer,
      schema: {
        tags,
        summary: 'Withdraw to a verified bank account of the player (money reserved at once)',
        description: `${idempotency} 400 BANK_ACCOUNT_NOT_VERIFIED, INSUFFICIENT_BALANCE, AMOUNT_TOO_LOW/HIGH; 409 WITHDRAWAL_BLOCKED.`,
        headers: ZIdempotencyHeadersSchema,
        body: ZBankWithdrawRequestSchema,
        response: { 200: ZWithdrawalResponseSchema, ...withdrawErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().createWithdrawal(playerOf(request).id, request.headers['idempotency-key'], {
        method: 'bank',
        body: request.body,
      }),
    }),
  );

  app.post(
    '/api/payment/withdraw/card',
    {
      onRequest: requirePlayer,
      schema: {
        tags,
        summary: 'Withdraw as phone cards: carrier, denomination, 1-5 cards, last 5 phone digits',
        description: `${idempotency} 400 PHONE_LAST5_MISMATCH, INSUFFICIENT_BALANCE.`,
        headers: ZIdempotencyHeadersSchema,
        body: ZCardWithdrawRequestSchema,
        response: { 200: ZWithdrawalResponseSchema, ...withdrawErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().createWithdrawal(playerOf(request).id, request.headers['idempotency-key'], {
        method: 'card',
        body: request.body,
      }),
    }),
  );

  app.post(
    '/api/payment/withdraw/crypto',
    {
      onRequest: requirePlayer,
      schema: {
        tags,
        summary: 'Withdraw in USDT or KDG: minimum 400,000 VND (USDT) or 100,000 VND (KDG)',
        description: `${idempotency} 400 CRYPTO_ADDRESS_INVALID (TRON base58check / EIP-55), CRYPTO_CHAIN_UNSUPPORTED, PHONE_LAST5_MISMATCH, AMOUNT_TOO_LOW.`,
        headers: ZIdempotencyHeadersSchema,
        body: ZCryptoWithdrawRequestSchema,
        response: { 200: ZWithdrawalResponseSchema, ...withdrawErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().createWithdrawal(playerOf(request).id, request.headers['idempotency-key'], {
        method: 'crypto',
        body: request.body,
      }),
    }),
  );

  app.get(
    '/api/payment/withdraw/:id',
    {
      onRequest: requirePlayer,
      schema: {
        tags,
        summary: 'A withdrawal and its status (reject reason shown to the player)',
        params: ZIdParamsSchema,
        response: { 200: ZWithdrawalResponseSchema, 404: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().getWithdrawal(playerOf(request).id, request.params.id),
    }),
  );

  app.get(
    '/api/user/history/transactions',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['history'],
        summary: 'Transactions tab: deposits and withdrawals of the last 7 days, 10/20/50 per page',
        querystring: ZHistoryQuerySchema,
        response: { 200: ZTransactionHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await payments().history(playerOf(request).id, {
        page: q.page,
        perPage: q.per_page,
        type: q.type,
      });
      return pagedAnswer(rows, q, total);
    },
  );

  app.get(
    '/api/user/history/transactions/recent',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['history'],
        summary: 'The 5, 10 or 20 most recent transactions (last 7 days)',
        querystring: ZRecentQuerySchema,
        response: { 200: ZRecentTransactionsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().recent(playerOf(request).id, request.query.limit),
    }),
  );
};
