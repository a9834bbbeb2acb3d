import { GatewayError, type HttpTransport, joinUrl, postJson } from '../http';
import {
  buildBuyRequest,
  buildChargeRequest,
  CARD_STATUS,
  type CardCredentials,
  type TCardCarrier,
  ZCardBuyResponseSchema,
  ZCardChargeResponseSchema,
} from './card.protocol';

export interface PurchasedCard {
  code: string;
  serial: string;
  value: number;
  expired?: string;
}

/** The card exchange adapter: charge a player's card (deposit) and buy cards (withdrawal). */
export class CardClient {
  constructor(
    private readonly baseUrl: string,
    private readonly creds: CardCredentials,
    private readonly transport: HttpTransport,
  ) {}

  /** Submits a card; the outcome usually comes later through the callback (status 99). */
  async charge(card: { telco: TCardCarrier; code: string; serial: string; declaredValue: number; requestId: string }) {
    const raw = await postJson(
      this.transport,
      joinUrl(this.baseUrl, '/chargingws/v2'),
      buildChargeRequest(this.creds, card),
    );
    const parsed = ZCardChargeResponseSchema.safeParse(raw);
    if (!parsed.success) throw new GatewayError('unknown', 'card exchange answered an unexpected body');
    return {
      status: parsed.data.status,
      transId: parsed.data.trans_id ?? null,
      value: parsed.data.value ?? null,
      message: parsed.data.message ?? '',
    };
  }

  /** Buys `qty` cards; `unknown` GatewayError when we cannot tell whether cards were issued. */
  async buyCards(order: { carrier: TCardCarrier; value: number; qty: number; requestId: string }) {
    const raw = await postJson(
      this.transport,
      joinUrl(this.baseUrl, '/api/cardws'),
      buildBuyRequest(this.creds, order),
    );
    const parsed = ZCardBuyResponseSchema.safeParse(raw);
    if (!parsed.success) throw new GatewayError('unknown', 'card store answered an unexpected body');
    const res = parsed.data;
    if (res.status === CARD_STATUS.success) {
      const cards = res.cards ?? [];
      if (cards.length !== order.qty)
        throw new GatewayError('unknown', 'card store returned the wrong number of cards');
      return { status: 'paid' as const, transId: res.trans_id ?? null, cards: cards as PurchasedCard[] };
    }
    if (res.status === CARD_STATUS.pending)
      return { status: 'pending' as const, transId: res.trans_id ?? null, cards: [] };
    throw new GatewayError('refused', res.message || 'card store refused the order', res.status);
  }
}
