import type { PaymentSettingsStore } from '../payments.settings';
import { BankPayoutClient } from './bank/bank-payout.client';
import { CardClient } from './card/card.client';
import { ChainWatcherClient } from './crypto/chain-watcher';
import { fetchTransport, type HttpTransport } from './http';
import { MomoClient } from './momo/momo.client';

/** Base URL of the built-in sandbox gateways; the loopback transport only uses the path. */
export const SANDBOX_ORIGIN = 'http://sandbox.invalid';

/**
 * Builds each gateway's adapter from the current settings: the live adapter against the
 * provider's base URL, or the same adapter against our /sandbox routes through the loopback.
 */
export class GatewayRegistry {
  private loopback: HttpTransport | null = null;

  constructor(
    private readonly settings: PaymentSettingsStore,
    private live: HttpTransport = fetchTransport(),
  ) {}

  bindLoopback(transport: HttpTransport): void {
    this.loopback = transport;
  }

  /** Tests point live adapters at a sandbox listening on loopback. */
  setLiveTransport(transport: HttpTransport): void {
    this.live = transport;
  }

  get loopbackTransport(): HttpTransport {
    if (!this.loopback) throw new Error('payments routes are not registered: no loopback transport for the sandbox');
    return this.loopback;
  }

  private pick(
    mode: 'sandbox' | 'live',
    liveBase: string,
    sandboxPath: string,
  ): { base: string; transport: HttpTransport } {
    if (mode === 'sandbox') return { base: `${SANDBOX_ORIGIN}${sandboxPath}`, transport: this.loopbackTransport };
    if (!liveBase) throw new Error(`live gateway has no base URL (${sandboxPath})`);
    return { base: liveBase, transport: this.live };
  }

  async momo(): Promise<MomoClient> {
    const g = (await this.settings.get()).gateways.momo;
    const { base, transport } = this.pick(g.mode, g.baseUrl, '/sandbox/momo');
    return new MomoClient(
      base,
      { partnerCode: g.partnerCode, accessKey: g.accessKey, secretKey: g.secretKey },
      transport,
    );
  }

  async card(): Promise<CardClient> {
    const g = (await this.settings.get()).gateways.card;
    const { base, transport } = this.pick(g.mode, g.baseUrl, '/sandbox/card');
    return new CardClient(base, { partnerId: g.partnerId, partnerKey: g.partnerKey }, transport);
  }

  async chain(): Promise<ChainWatcherClient> {
    const g = (await this.settings.get()).gateways.crypto;
    const { base, transport } = this.pick(g.mode, g.baseUrl, '/sandbox/chain');
    return new ChainWatcherClient(base, g.apiKey, g.webhookSecret, transport);
  }

  async bankPayout(): Promise<BankPayoutClient> {
    const g = (await this.settings.get()).gateways.bank;
    const { base, transport } = this.pick(g.mode, g.payoutBaseUrl, '/sandbox/bank');
    return new BankPayoutClient(base, g.payoutApiKey, g.payoutSecret, transport);
  }
}
