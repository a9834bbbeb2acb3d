import { ZApiErrorSchema } from '@app/contract';
import { formatVnd } from '@app/contract/format';
import { z } from 'zod';
import { AppError } from '../../../../http/errors';
import { mapResultCode, signIpn, verifyCreateRequest, ZMomoCreateRequestSchema } from '../momo/momo.protocol';
import { type MomoOrder, providerResponses, type SandboxApp, type SandboxContext } from './state';

/** MoMo: create and query payments, the payment page, and the IPN after the player decides. */
export function momoSandbox(r: SandboxApp, { state, gateway, tagged }: SandboxContext): void {
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
      const order: MomoOrder = { request: req, status: 'created', transId: await state.nextId(), resultCode: null };
      if (!(await state.add('momo_order', req.orderId, order)))
        return { ...echo, resultCode: 41, message: mapResultCode(41).reason };
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
      const order = body.success ? await state.get<MomoOrder>('momo_order', body.data.orderId) : null;
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
      const order = await state.get<MomoOrder>('momo_order', request.params.orderId);
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
        // MoMo's result codes are 0-9999; the range keeps a fuzzed number out of the stored int
        body: z.object({ resultCode: z.number().int().min(0).max(99_999) }),
        response: { 200: z.object({ redirectUrl: z.string() }), 404: ZApiErrorSchema, 409: ZApiErrorSchema },
      },
    },
    async (request) => {
      const s = await gateway('momo');
      const resultCode = request.body.resultCode;
      const order = await state.decideMomo(request.params.orderId, resultCode);
      if (!order) throw new AppError(404, 'NOT_FOUND');
      if (order === 'decided') throw new AppError(409, 'CONFLICT', 'Giao dịch đã được xử lý');
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
      await state.schedule(s.sandbox.callbackDelayMs, { path: ipnPath, body: JSON.stringify(ipn) });
      const redirect = new URL(order.request.redirectUrl);
      for (const [k, v] of Object.entries(ipn)) redirect.searchParams.set(k, String(v));
      return { redirectUrl: `${redirect.pathname}${redirect.search}` };
    },
  );
}
