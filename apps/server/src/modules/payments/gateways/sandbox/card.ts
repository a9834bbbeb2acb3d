import { randomInt } from 'node:crypto';
import { CARD_DENOMINATIONS, CARD_FEE_PERCENT } from '@app/contract';
import { z } from 'zod';
import {
  CARD_STATUS,
  chargeSign,
  type TCardChargeRequest,
  verifyBuyRequest,
  verifyChargeRequest,
  ZCardBuyRequestSchema,
  ZCardChargeRequestSchema,
} from '../card/card.protocol';
import { providerResponses, type SandboxApp, type SandboxContext } from './state';

/** Sandbox card rule (documented in docs/payments.md): PIN starting with 9 = bad card, 8 = worth a lower denomination. */
export function sandboxCardValue(pin: string, declared: number): { status: number; value: number } {
  if (pin.startsWith('9')) return { status: CARD_STATUS.badCard, value: 0 };
  if (pin.startsWith('8')) {
    const lower = [...CARD_DENOMINATIONS].filter((d) => d < declared).pop() ?? declared / 2;
    return { status: CARD_STATUS.wrongValue, value: lower };
  }
  return { status: CARD_STATUS.success, value: declared };
}

/** Card exchange: charge a card (answers pending, calls back later) and buy cards for withdrawals. */
export function cardSandbox(r: SandboxApp, { state, gateway, tagged }: SandboxContext): void {
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
      if (!(await state.add('card_request', req.request_id)))
        return { status: CARD_STATUS.refused, message: 'Trùng request_id', request_id: req.request_id };
      const transId = String(await state.nextId());
      // A card is worth something once: the first charge of a good card marks it used (on any instance).
      const valued = sandboxCardValue(req.code, req.amount);
      const outcome =
        valued.status === CARD_STATUS.badCard || !(await state.add('used_card', `${req.telco}:${req.code}`))
          ? { status: CARD_STATUS.badCard, value: 0 }
          : valued;
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
      await state.schedule(s.sandbox.callbackDelayMs, { path: '/webhooks/card', body: JSON.stringify(callback) });
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
      const key = `card:${req.request_id}`;
      const previous = await state.get<Record<string, unknown>>('payout', key);
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
        trans_id: String(await state.nextId()),
        request_id: req.request_id,
        cards,
      };
      return state.remember('payout', key, answer);
    },
  );
}
