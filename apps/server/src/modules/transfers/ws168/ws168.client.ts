import { gameLanguage } from '@app/provider-kit/i18n';
import type { z } from 'zod';
import {
  fromUnits,
  jsonAnswer,
  type LaunchOptions,
  type ProviderBet,
  ProviderRefused,
  stepOf,
  type TransferClient,
  type TransferOutcome,
  type TransferStatus,
  TransferUnknown,
  type Transport,
  toUnits,
  type Units,
} from '../transfers.client';
import {
  type TWsBet,
  WS168_CODES,
  WS168_PATHS,
  wsParseTime,
  wsTime,
  ZWsAnswer,
  ZWsBalanceAnswer,
  ZWsBetsAnswer,
  ZWsCheckAnswer,
  ZWsLoginAnswer,
} from './ws168.wire';

export interface Ws168Config {
  baseUrl: string;
  token: string;
  units: Units;
  transport: Transport;
}

const SIDE: Record<string, string> = {
  meron: 'Gà đỏ (Meron)',
  wala: 'Gà xanh (Wala)',
  draw: 'Hòa',
  cancel: 'Hủy trận (hoàn tiền)',
};
/** How a fight ended, after the player's own outcome in a ticket's result: "Thắng (gà đỏ thắng)". */
const ENDED: Record<string, string> = {
  meron: 'gà đỏ thắng',
  wala: 'gà xanh thắng',
  draw: 'hòa',
  cancel: 'hủy trận',
};

/** The ticket's result as the player reads it: their outcome, then how the fight ended. */
function resultText(status: ProviderBet['status'], net: number | null, result: string | null | undefined): string {
  const outcome =
    status === 'cancelled'
      ? 'Hủy (hoàn tiền)'
      : status === 'settled' && net !== null
        ? net > 0
          ? 'Thắng'
          : net < 0
            ? 'Thua'
            : 'Hoàn tiền'
        : '';
  const ended = result ? (ENDED[result.toLowerCase()] ?? result) : '';
  return outcome && ended ? `${outcome} (${ended})` : outcome || ended;
}

/** The WS168 merchant API client (cockfights). */
export class Ws168Client implements TransferClient {
  constructor(private readonly c: Ws168Config) {}

  private async call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string | number>,
    schema: S,
  ): Promise<z.infer<S>> {
    const query =
      method === 'GET'
        ? `?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`
        : '';
    const res = await this.c.transport({
      method,
      url: `${this.c.baseUrl}${path}${query}`,
      headers: { authorization: `Bearer ${this.c.token}`, 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify(params) } : {}),
    });
    if (res.status === 401 || res.status === 403) throw new ProviderRefused('401', 'WS168: token refused');
    const parsed = schema.safeParse(jsonAnswer(res, `WS168 ${path}`));
    if (!parsed.success) throw new TransferUnknown(`WS168 ${path}: unexpected answer`);
    return parsed.data as z.infer<S>;
  }

  async register(player: string): Promise<void> {
    const a = await this.call('POST', WS168_PATHS.players, { account: player, nickname: player }, ZWsAnswer);
    if (a.code !== WS168_CODES.ok && a.code !== WS168_CODES.playerExists) throw refusal(a);
  }

  async balance(player: string): Promise<number> {
    const a = await this.call('GET', WS168_PATHS.balance, { account: player }, ZWsBalanceAnswer);
    if (a.code !== WS168_CODES.ok) throw refusal(a);
    const vnd = a.data ? fromUnits(a.data.balance, this.c.units) : null;
    if (vnd === null || vnd < 0) throw new TransferUnknown('WS168 balance: unreadable balance');
    return vnd - (vnd % stepOf(this.c.units));
  }

  deposit(player: string, orderId: string, amount: number): Promise<TransferOutcome> {
    return this.move(WS168_PATHS.deposit, player, orderId, amount);
  }

  withdraw(player: string, orderId: string, amount: number): Promise<TransferOutcome> {
    return this.move(WS168_PATHS.withdraw, player, orderId, amount);
  }

  private async move(path: string, player: string, orderId: string, amount: number): Promise<TransferOutcome> {
    const a = await this.call(
      'POST',
      path,
      { account: player, merchant_order_num: orderId, amount: toUnits(amount, this.c.units) },
      ZWsAnswer,
    );
    if (a.code === WS168_CODES.ok) return { status: 'done' };
    if (a.code === WS168_CODES.duplicateOrder) throw new TransferUnknown('WS168: duplicate order number');
    if (
      a.code === WS168_CODES.insufficientBalance ||
      a.code === WS168_CODES.invalidAmount ||
      a.code === WS168_CODES.playerNotFound ||
      a.code === WS168_CODES.badRequest
    )
      return { status: 'refused', code: String(a.code), message: a.message ?? '' };
    throw new TransferUnknown(`WS168 ${path}: code ${a.code}`);
  }

  async status(_player: string, orderId: string): Promise<TransferStatus> {
    const a = await this.call('GET', WS168_PATHS.check, { merchant_order_num: orderId }, ZWsCheckAnswer);
    if (a.code === WS168_CODES.orderNotFound) return 'not_found';
    if (a.code !== WS168_CODES.ok || !a.data) throw new TransferUnknown(`WS168 check: code ${a.code}`);
    if (a.data.status === 'pending') throw new TransferUnknown('WS168 check: still pending');
    return a.data.status === 'success' ? 'done' : 'failed';
  }

  async launch(player: string, opts: LaunchOptions): Promise<string> {
    const lang = gameLanguage(opts.lang, 'iso');
    const a = await this.call('POST', WS168_PATHS.login, { account: player, lang }, ZWsLoginAnswer);
    if (a.code !== WS168_CODES.ok || !a.data) throw refusal(a);
    return a.data.url;
  }

  async bets(from: Date, to: Date, page: number): Promise<{ bets: ProviderBet[]; pages: number }> {
    const pageSize = 500;
    const a = await this.call(
      'GET',
      WS168_PATHS.bets,
      { time_type: 'updated_at', start_time: wsTime(from), end_time: wsTime(to), page, page_size: pageSize },
      ZWsBetsAnswer,
    );
    if (a.code !== WS168_CODES.ok || !a.data) throw refusal(a);
    const bets: ProviderBet[] = [];
    for (const b of a.data.list) {
      const bet = wsBet(b, this.c.units);
      if (bet) bets.push(bet);
    }
    return { bets, pages: Math.max(1, Math.ceil(a.data.total / pageSize)) };
  }
}

function refusal(a: { code: number; message?: string | undefined }): ProviderRefused {
  return new ProviderRefused(String(a.code), a.message ?? `WS168 code ${a.code}`);
}

/** One WS168 bet record in our terms; null when its amounts or times cannot be read. */
export function wsBet(raw: TWsBet, units: Units): ProviderBet | null {
  const stake = fromUnits(raw.bet_amount, units);
  const betAt = wsParseTime(raw.bet_at);
  if (stake === null || betAt === null) return null;
  const cancelled = raw.status === 'cancel' || raw.status === 'fail';
  const settled = !cancelled && (raw.status === 'settled' || Boolean(raw.is_settled));
  const net =
    settled && raw.net_income !== null && raw.net_income !== undefined ? fromUnits(raw.net_income, units) : null;
  if (settled && net === null) return null;
  const status = cancelled ? 'cancelled' : settled ? 'settled' : 'open';
  return {
    betId: raw.slug,
    providerPlayer: raw.account,
    stake,
    net,
    status,
    betAt,
    settledAt: wsParseTime(raw.settled_at ?? null),
    detail: {
      match: `Trận ${raw.fight_no ?? raw.arena_fight_no ?? ''}${raw.arena_no ? ` - sàn ${raw.arena_no}` : ''}`,
      market: 'Thắng trận',
      pick: SIDE[raw.side.toLowerCase()] ?? raw.side,
      odds: String(raw.odd),
      result: resultText(status, net, raw.result),
    },
  };
}
