import { randomBytes, randomInt } from 'node:crypto';
import {
  CARD_DENOMINATIONS,
  CARD_FEE_PERCENT,
  PaymentErrorMessage,
  type TCryptoChain,
  type TPaymentSettings,
  ZApiErrorSchema,
} from '@app/contract';
import { formatVnd } from '@app/contract/format';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/errors';
import type { PaymentSettingsStore } from '../payments.settings';
import { PAYOUT_SIGNATURE_HEADER, ZPayoutRequestSchema } from './bank/bank-payout.client';
import { formatVietnamTime, signBankWebhook } from './bank/bank-webhook';
import {
  CARD_STATUS,
  chargeSign,
  type TCardChargeRequest,
  verifyBuyRequest,
  verifyChargeRequest,
  ZCardBuyRequestSchema,
  ZCardChargeRequestSchema,
} from './card/card.protocol';
import { addressFromAccountId, isValidAddress } from './crypto/address';
import { CHAIN_SIGNATURE_HEADER } from './crypto/chain-watcher';
import type { HttpTransport } from './http';
import {
  mapResultCode,
  signIpn,
  type TMomoCreateRequest,
  verifyCreateRequest,
  ZMomoCreateRequestSchema,
} from './momo/momo.protocol';
import { keepRawBody } from './raw-body';
import { SANDBOX_ORIGIN } from './registry';
import { safeEqual, signTimestamped, verifyTimestamped } from './signing';

/*
 * Built-in sandbox gateways that behave like the real providers: they check our signed
 * requests with the same protocol code, answer like the provider, and after a delay call our
 * own /webhooks/<method> endpoints with properly signed notifications. State is in memory:
 * a sandbox is for one instance and a demo, not for money that matters.
 */

/** Sandbox card rule (documented in docs/payments.md): PIN starting with 9 = bad card, 8 = worth a lower denomination. */
export function sandboxCardValue(pin: string, declared: number): { status: number; value: number } {
  if (pin.startsWith('9')) return { status: CARD_STATUS.badCard, value: 0 };
  if (pin.startsWith('8')) {
    const lower = [...CARD_DENOMINATIONS].filter((d) => d < declared).pop() ?? declared / 2;
    return { status: CARD_STATUS.wrongValue, value: lower };
  }
  return { status: CARD_STATUS.success, value: declared };
}

interface MomoOrder {
  request: TMomoCreateRequest;
  status: 'created' | 'paid' | 'failed';
  transId: number;
  resultCode: number | null;
}

export class SandboxState {
  readonly momoOrders = new Map<string, MomoOrder>();
  readonly cardRequests = new Set<string>();
  readonly usedCards = new Set<string>();
  readonly addresses = new Map<string, TCryptoChain>();
  readonly payouts = new Map<string, Record<string, unknown>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private seq = 0;

  nextId(): number {
    this.seq += 1;
    return Date.now() * 1000 + (this.seq % 1000);
  }

  schedule(delayMs: number, fn: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void fn();
    }, delayMs);
    this.timers.add(timer);
  }

  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}

/** POSTs a notification to our own webhook through the loopback; one retry on failure, like providers. */
async function deliver(
  transport: HttpTransport,
  log: FastifyBaseLogger,
  path: string,
  body: string,
  headers: Record<string, string>,
  contentType = 'application/json',
): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const res = await transport({
        method: 'POST',
        url: `${SANDBOX_ORIGIN}${path}`,
        headers: { 'content-type': contentType, ...headers },
        body,
      });
      if (res.status < 500) return;
      log.warn({ path, status: res.status, attempt }, 'sandbox callback answered 5xx');
    } catch (err) {
      log.warn({ err, path, attempt }, 'sandbox callback failed');
    }
  }
}

const anyJson = z.record(z.string(), z.unknown());
/** Provider-shaped answers: each sandbox route answers what the real provider would, on any status. */
const providerResponses = { 200: anyJson, 400: anyJson, 401: anyJson, 404: anyJson, 504: anyJson };

export interface SandboxDeps {
  settings: PaymentSettingsStore;
  state: SandboxState;
  loopback: () => HttpTransport;
}

export function sandboxRoutes(deps: SandboxDeps): FastifyPluginAsyncZod {
  return async (app) => {
    keepRawBody(app);
    const { state } = deps;
    const tagged = { tags: ['sandbox'] };

    async function gateway<K extends keyof TPaymentSettings['gateways']>(name: K): Promise<TPaymentSettings> {
      const s = await deps.settings.get();
      if (s.gateways[name].mode !== 'sandbox')
        throw new AppError(404, 'SANDBOX_DISABLED', PaymentErrorMessage.SANDBOX_DISABLED);
      return s;
    }

    // ─── MoMo ─────────────────────────────────────────────────────────────────────────
    const r = app;

    r.post(
      '/sandbox/momo/v2/gateway/api/create',
      {
        schema: {
          ...tagged,
          summary: 'MoMo sandbox: create payment (MoMo API v2)',
          body: z.unknown(),
          response: providerResponses,
        },
      },
      async (request, reply) => {
        const s = await gateway('momo');
        const g = s.gateways.momo;
        const now = Date.now();
        const parsed = ZMomoCreateRequestSchema.safeParse(request.body);
        const base = { partnerCode: g.partnerCode, responseTime: now };
        if (!parsed.success)
          return reply.status(400).send({
            ...base,
            requestId: '',
            orderId: '',
            amount: 0,
            resultCode: 20,
            message: mapResultCode(20).reason,
          });
        const req = parsed.data;
        const echo = { ...base, requestId: req.requestId, orderId: req.orderId, amount: req.amount };
        if (!verifyCreateRequest(g, req)) return { ...echo, resultCode: 13, message: mapResultCode(13).reason };
        if (s.sandbox.momoCreateFails) return { ...echo, resultCode: 98, message: mapResultCode(98).reason };
        if (state.momoOrders.has(req.orderId)) return { ...echo, resultCode: 41, message: mapResultCode(41).reason };
        state.momoOrders.set(req.orderId, {
          request: req,
          status: 'created',
          transId: state.nextId(),
          resultCode: null,
        });
        const payUrl = `/sandbox/momo/pay/${encodeURIComponent(req.orderId)}`;
        return {
          ...echo,
          resultCode: 0,
          message: 'Thành công.',
          payUrl,
          deeplink: `momo://sandbox${payUrl}`,
          qrCodeUrl: payUrl,
        };
      },
    );

    r.post(
      '/sandbox/momo/v2/gateway/api/query',
      {
        schema: {
          ...tagged,
          summary: 'MoMo sandbox: query payment status',
          body: z.unknown(),
          response: providerResponses,
        },
      },
      async (request) => {
        const s = await gateway('momo');
        const body = z.object({ orderId: z.string(), requestId: z.string() }).safeParse(request.body);
        const order = body.success ? state.momoOrders.get(body.data.orderId) : undefined;
        if (!order)
          return { partnerCode: s.gateways.momo.partnerCode, resultCode: 42, message: mapResultCode(42).reason };
        return {
          partnerCode: s.gateways.momo.partnerCode,
          orderId: order.request.orderId,
          requestId: order.request.requestId,
          amount: order.request.amount,
          transId: order.status === 'paid' ? order.transId : 0,
          resultCode: order.resultCode ?? 1000,
          message: mapResultCode(order.resultCode ?? 1000).reason,
          responseTime: Date.now(),
        };
      },
    );

    r.get(
      '/sandbox/momo/pay/:orderId',
      {
        schema: {
          ...tagged,
          summary: 'MoMo sandbox: the payment page a player is sent to',
          params: z.object({ orderId: z.string().max(200) }),
        },
      },
      async (request, reply) => {
        await gateway('momo');
        const order = state.momoOrders.get(request.params.orderId);
        if (!order) return reply.status(404).type('text/html; charset=utf-8').send('<p>Không tìm thấy giao dịch</p>');
        const amount = formatVnd(order.request.amount);
        return reply
          .type('text/html; charset=utf-8')
          .send(`<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>MoMo Sandbox</title>
<style>body{font-family:system-ui,sans-serif;background:#a50064;color:#fff;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#fff;color:#222;border-radius:16px;padding:24px;max-width:360px;width:90%;text-align:center}button{display:block;width:100%;margin:8px 0;padding:12px;border:0;border-radius:8px;font-size:16px;cursor:pointer}.pay{background:#a50064;color:#fff}.alt{background:#eee}</style></head>
<body><main><h1>Ví MoMo (sandbox)</h1><p>Thanh toán <strong>${amount}</strong></p><p data-testid="momo-order">Mã đơn: ${order.request.orderId}</p>
<button class="pay" data-result="0">Xác nhận thanh toán</button><button class="alt" data-result="1006">Từ chối</button><button class="alt" data-result="1001">Không đủ số dư</button>
<script nonce="${request.cspNonce}">for(const b of document.querySelectorAll('button'))b.onclick=async()=>{const r=await fetch(location.pathname,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({resultCode:Number(b.dataset.result)})});const j=await r.json();location.href=j.redirectUrl||'/';};</script></main></body></html>`);
      },
    );

    r.post(
      '/sandbox/momo/pay/:orderId',
      {
        schema: {
          ...tagged,
          summary: 'MoMo sandbox: the player confirms or refuses; MoMo then sends the IPN',
          params: z.object({ orderId: z.string().max(200) }),
          body: z.object({ resultCode: z.number().int() }),
          response: { 200: z.object({ redirectUrl: z.string() }), 404: ZApiErrorSchema, 409: ZApiErrorSchema },
        },
      },
      async (request) => {
        const s = await gateway('momo');
        const order = state.momoOrders.get(request.params.orderId);
        if (!order) throw new AppError(404, 'NOT_FOUND');
        if (order.status !== 'created') throw new AppError(409, 'CONFLICT', 'Giao dịch đã được xử lý');
        const resultCode = request.body.resultCode;
        order.status = resultCode === 0 ? 'paid' : 'failed';
        order.resultCode = resultCode;
        const ipn = signIpn(s.gateways.momo, {
          partnerCode: s.gateways.momo.partnerCode,
          orderId: order.request.orderId,
          requestId: order.request.requestId,
          amount: order.request.amount,
          orderInfo: order.request.orderInfo,
          orderType: 'momo_wallet',
          transId: order.transId,
          resultCode,
          message: mapResultCode(resultCode).reason,
          payType: 'qr',
          responseTime: Date.now(),
          extraData: order.request.extraData,
        });
        const ipnPath = new URL(order.request.ipnUrl).pathname;
        state.schedule(s.sandbox.callbackDelayMs, () =>
          deliver(deps.loopback(), request.log, ipnPath, JSON.stringify(ipn), {}),
        );
        const redirect = new URL(order.request.redirectUrl);
        for (const [k, v] of Object.entries(ipn)) redirect.searchParams.set(k, String(v));
        return { redirectUrl: `${redirect.pathname}${redirect.search}` };
      },
    );

    // ─── card exchange ────────────────────────────────────────────────────────────────
    r.post(
      '/sandbox/card/chargingws/v2',
      {
        schema: {
          ...tagged,
          summary: 'Card exchange sandbox: charge a card (answers 99, calls back later)',
          body: z.unknown(),
          response: providerResponses,
        },
      },
      async (request) => {
        const s = await gateway('card');
        const g = s.gateways.card;
        const parsed = ZCardChargeRequestSchema.safeParse(request.body);
        if (!parsed.success) return { status: CARD_STATUS.refused, message: 'Sai dữ liệu' };
        const req: TCardChargeRequest = parsed.data;
        if (!verifyChargeRequest(g, req))
          return { status: CARD_STATUS.refused, message: 'Sai chữ ký', request_id: req.request_id };
        if (state.cardRequests.has(req.request_id))
          return { status: CARD_STATUS.refused, message: 'Trùng request_id', request_id: req.request_id };
        state.cardRequests.add(req.request_id);
        const transId = String(state.nextId());
        const cardKey = `${req.telco}:${req.code}`;
        const outcome = state.usedCards.has(cardKey)
          ? { status: CARD_STATUS.badCard, value: 0 }
          : sandboxCardValue(req.code, req.amount);
        if (outcome.status !== CARD_STATUS.badCard) state.usedCards.add(cardKey);
        const fee = Math.ceil((outcome.value * CARD_FEE_PERCENT[req.telco]) / 100);
        const callback = {
          status: outcome.status,
          message:
            outcome.status === CARD_STATUS.success
              ? 'Thẻ thành công'
              : outcome.status === CARD_STATUS.wrongValue
                ? 'Sai mệnh giá'
                : 'Thẻ lỗi',
          request_id: req.request_id,
          trans_id: transId,
          declared_value: req.amount,
          value: outcome.value,
          amount: outcome.value - fee,
          code: req.code,
          serial: req.serial,
          telco: req.telco,
          callback_sign: chargeSign(g.partnerKey, req.code, req.serial),
        };
        state.schedule(s.sandbox.callbackDelayMs, () =>
          deliver(deps.loopback(), request.log, '/webhooks/card', JSON.stringify(callback), {}),
        );
        return {
          status: CARD_STATUS.pending,
          message: 'PENDING',
          request_id: req.request_id,
          trans_id: transId,
          declared_value: req.amount,
          value: null,
          amount: null,
        };
      },
    );

    r.post(
      '/sandbox/card/api/cardws',
      {
        schema: {
          ...tagged,
          summary: 'Card store sandbox: buy cards (withdrawal)',
          body: z.unknown(),
          response: providerResponses,
        },
      },
      async (request, reply) => {
        const s = await gateway('card');
        const parsed = ZCardBuyRequestSchema.safeParse(request.body);
        if (!parsed.success) return { status: CARD_STATUS.refused, message: 'Sai dữ liệu' };
        const req = parsed.data;
        if (!verifyBuyRequest(s.gateways.card, req)) return { status: CARD_STATUS.refused, message: 'Sai chữ ký' };
        const previous = state.payouts.get(`card:${req.request_id}`);
        if (previous) return previous;
        if (s.sandbox.payoutOutcome === 'timeout') return reply.status(504).send({ message: 'Gateway Timeout' });
        if (s.sandbox.payoutOutcome === 'failed')
          return { status: CARD_STATUS.refused, message: 'Kho thẻ tạm hết, vui lòng thử lại sau' };
        const cards = Array.from({ length: req.qty }, () => ({
          code: String(randomInt(10 ** 11, 10 ** 12 - 1)) + String(randomInt(100, 999)),
          serial: String(randomInt(10 ** 9, 10 ** 10 - 1)) + String(randomInt(10_000, 99_999)),
          value: req.value,
          expired: '2030-12-31',
        }));
        const answer = {
          status: CARD_STATUS.success,
          message: 'Thành công',
          trans_id: String(state.nextId()),
          request_id: req.request_id,
          cards,
        };
        state.payouts.set(`card:${req.request_id}`, answer);
        return answer;
      },
    );

    // ─── bank statement watcher and bank payouts ──────────────────────────────────────
    r.post(
      '/sandbox/bank/transfers',
      {
        schema: {
          ...tagged,
          summary:
            "Bank sandbox: a player's transfer into our account; the statement watcher then calls /webhooks/bank",
          body: z.object({
            content: z.string().max(500),
            amount: z.number().int().positive(),
            accountNumber: z.string().max(40).optional(),
            /** Simulate a delivery for an old transfer (e.g. to test late transfers). */
            transactionDate: z.string().optional(),
            /** The sender's account, as statement watchers that report it (Casso) send it. */
            sender: z
              .object({
                bankBin: z.string().regex(/^\d{6}$/),
                accountNumber: z.string().max(40),
                holderName: z.string().max(100),
              })
              .optional(),
          }),
          response: { 200: z.object({ success: z.literal(true), id: z.number() }), 404: ZApiErrorSchema },
        },
      },
      async (request) => {
        const s = await gateway('bank');
        const g = s.gateways.bank;
        const id = state.nextId();
        const body = JSON.stringify({
          id,
          gateway: 'Vietcombank',
          transactionDate: request.body.transactionDate ?? formatVietnamTime(new Date()),
          accountNumber: request.body.accountNumber ?? s.receivingAccount.accountNumber,
          code: null,
          content: request.body.content,
          transferType: 'in',
          transferAmount: request.body.amount,
          accumulated: 0,
          subAccount: null,
          referenceCode: `FT${id}`,
          description: `BankAPINotify ${request.body.content}`,
          ...(request.body.sender
            ? {
                counterAccountBankId: request.body.sender.bankBin,
                counterAccountNumber: request.body.sender.accountNumber,
                counterAccountName: request.body.sender.holderName,
              }
            : {}),
        });
        state.schedule(s.sandbox.callbackDelayMs, () =>
          deliver(deps.loopback(), request.log, '/webhooks/bank', body, {
            authorization: `Apikey ${g.webhookApiKey}`,
            'x-webhook-signature': signBankWebhook(body, g.webhookHmacSecret, Math.floor(Date.now() / 1000)),
          }),
        );
        return { success: true as const, id };
      },
    );

    r.post(
      '/sandbox/bank/v1/payouts',
      { schema: { ...tagged, summary: 'Bank payout sandbox', body: z.unknown(), response: providerResponses } },
      async (request, reply) => {
        const s = await gateway('bank');
        const g = s.gateways.bank;
        const sig = verifyTimestamped(
          request.headers[PAYOUT_SIGNATURE_HEADER] as string | undefined,
          request.rawBody ?? '',
          g.payoutSecret,
          Date.now(),
          300,
        );
        if (!safeEqual(String(request.headers['x-api-key'] ?? ''), g.payoutApiKey) || !sig.ok)
          return reply.status(401).send({ message: 'unauthorized' });
        const parsed = ZPayoutRequestSchema.safeParse(request.body);
        if (!parsed.success) return reply.status(400).send({ message: 'bad request' });
        const previous = state.payouts.get(`bank:${parsed.data.reference}`);
        if (previous) return previous;
        if (s.sandbox.payoutOutcome === 'timeout') return reply.status(504).send({ message: 'Gateway Timeout' });
        const answer =
          s.sandbox.payoutOutcome === 'failed'
            ? {
                reference: parsed.data.reference,
                status: 'failed',
                providerRef: null,
                reason: 'Tài khoản nhận không hợp lệ',
              }
            : { reference: parsed.data.reference, status: 'paid', providerRef: `NAPAS${state.nextId()}`, reason: null };
        state.payouts.set(`bank:${parsed.data.reference}`, answer);
        return answer;
      },
    );

    // ─── chain watcher ────────────────────────────────────────────────────────────────
    const chainAuth = async (request: { headers: Record<string, unknown>; rawBody?: string }) => {
      const s = await gateway('crypto');
      const g = s.gateways.crypto;
      const sig = verifyTimestamped(
        request.headers[CHAIN_SIGNATURE_HEADER] as string | undefined,
        request.rawBody ?? '',
        g.webhookSecret,
        Date.now(),
        300,
      );
      if (!safeEqual(String(request.headers['x-api-key'] ?? ''), g.apiKey) || !sig.ok)
        throw new AppError(401, 'UNAUTHORIZED');
      return s;
    };

    r.post(
      '/sandbox/chain/v1/addresses',
      {
        schema: {
          ...tagged,
          summary: 'Chain watcher sandbox: allocate a deposit address',
          body: z.object({ chain: z.enum(['TRC20', 'ERC20', 'BEP20']), label: z.string().max(100) }),
          response: { 200: z.object({ address: z.string() }), 401: ZApiErrorSchema, 404: ZApiErrorSchema },
        },
      },
      async (request) => {
        await chainAuth(request);
        const address = addressFromAccountId(request.body.chain, randomBytes(20));
        state.addresses.set(address, request.body.chain);
        return { address };
      },
    );

    r.post(
      '/sandbox/chain/v1/transfers',
      {
        schema: {
          ...tagged,
          summary: 'Chain watcher sandbox: send a payout',
          body: z.object({
            chain: z.enum(['TRC20', 'ERC20', 'BEP20']),
            token: z.string(),
            to: z.string(),
            amount: z.string(),
            reference: z.string(),
          }),
          response: providerResponses,
        },
      },
      async (request, reply) => {
        const s = await chainAuth(request);
        const previous = state.payouts.get(`chain:${request.body.reference}`);
        if (previous) return previous;
        if (!isValidAddress(request.body.chain, request.body.to))
          return { status: 'failed', txHash: null, reason: 'Địa chỉ nhận không hợp lệ' };
        if (s.sandbox.payoutOutcome === 'timeout') return reply.status(504).send({ message: 'Gateway Timeout' });
        const answer =
          s.sandbox.payoutOutcome === 'failed'
            ? { status: 'failed', txHash: null, reason: 'Ví nóng không đủ số dư' }
            : { status: 'confirmed', txHash: randomBytes(32).toString('hex'), reason: null };
        state.payouts.set(`chain:${request.body.reference}`, answer);
        return answer;
      },
    );

    r.post(
      '/sandbox/chain/simulate-deposit',
      {
        schema: {
          ...tagged,
          summary:
            'Chain sandbox: someone sends tokens to a deposit address; the watcher notifies at 1 confirmation and again when confirmed',
          body: z.object({
            chain: z.enum(['TRC20', 'ERC20', 'BEP20']),
            token: z.string().min(1).max(20),
            address: z.string().max(100),
            amount: z.string().regex(/^\d{1,20}(\.\d{1,18})?$/),
          }),
          response: { 200: z.object({ success: z.literal(true), txHash: z.string() }), 404: ZApiErrorSchema },
        },
      },
      async (request) => {
        const s = await gateway('crypto');
        const g = s.gateways.crypto;
        const txHash =
          request.body.chain === 'TRC20' ? randomBytes(32).toString('hex') : `0x${randomBytes(32).toString('hex')}`;
        const required = s.crypto.confirmations[request.body.chain];
        for (const [step, confirmations] of [
          [1, 1],
          [2, required],
        ] as const) {
          const event = JSON.stringify({
            id: `${txHash}:${confirmations}`,
            ...request.body,
            txHash,
            logIndex: 0,
            from: addressFromAccountId(request.body.chain, randomBytes(20)),
            confirmations,
            timestamp: Math.floor(Date.now() / 1000),
          });
          state.schedule(s.sandbox.callbackDelayMs * step, () =>
            deliver(deps.loopback(), request.log, '/webhooks/crypto', event, {
              'x-api-key': g.apiKey,
              [CHAIN_SIGNATURE_HEADER]: signTimestamped(event, g.webhookSecret, Math.floor(Date.now() / 1000)),
            }),
          );
        }
        return { success: true as const, txHash };
      },
    );
  };
}
