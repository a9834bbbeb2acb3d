import { GatewayError, type HttpTransport, joinUrl, postJson } from '../http';
import { hmacSha256Hex } from '../signing';
import {
  buildCreateRequest,
  type MomoCreateInput,
  type MomoCredentials,
  mapResultCode,
  querySignatureRaw,
  ZMomoCreateResponseSchema,
} from './momo.protocol';

export interface MomoPaymentLinks {
  payUrl: string;
  deeplink: string | null;
  qrCodeUrl: string | null;
}

/** The MoMo adapter: create-payment and status query over MoMo's HTTP API. */
export class MomoClient {
  constructor(
    private readonly baseUrl: string,
    private readonly creds: MomoCredentials,
    private readonly transport: HttpTransport,
  ) {}

  async createPayment(input: MomoCreateInput): Promise<MomoPaymentLinks> {
    const raw = await postJson(
      this.transport,
      joinUrl(this.baseUrl, '/v2/gateway/api/create'),
      buildCreateRequest(this.creds, input),
    );
    const parsed = ZMomoCreateResponseSchema.safeParse(raw);
    if (!parsed.success) throw new GatewayError('refused', 'MoMo answered an unexpected body');
    const res = parsed.data;
    if (res.resultCode !== 0 || !res.payUrl)
      throw new GatewayError('refused', mapResultCode(res.resultCode).reason, res.resultCode);
    if (res.orderId !== input.orderId || res.amount !== input.amount)
      throw new GatewayError('refused', 'MoMo answered for another order');
    return { payUrl: res.payUrl, deeplink: res.deeplink ?? null, qrCodeUrl: res.qrCodeUrl ?? null };
  }

  /** Transaction status (`/v2/gateway/api/query`), for reconciling payments whose IPN never came. */
  async queryPayment(
    orderId: string,
    requestId: string,
  ): Promise<{ resultCode: number; transId: number | null; amount: number | null }> {
    const body = {
      partnerCode: this.creds.partnerCode,
      requestId,
      orderId,
      lang: 'vi',
      signature: hmacSha256Hex(
        this.creds.secretKey,
        querySignatureRaw(this.creds.accessKey, { orderId, partnerCode: this.creds.partnerCode, requestId }),
      ),
    };
    const raw = (await postJson(this.transport, joinUrl(this.baseUrl, '/v2/gateway/api/query'), body)) as Record<
      string,
      unknown
    >;
    if (typeof raw.resultCode !== 'number')
      throw new GatewayError('unknown', 'MoMo query answered without a resultCode');
    return {
      resultCode: raw.resultCode,
      transId: typeof raw.transId === 'number' ? raw.transId : null,
      amount: typeof raw.amount === 'number' ? raw.amount : null,
    };
  }
}
