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
  IM_CODES,
  IM_PATHS,
  IM_SPORTSBOOK_GAME,
  IM_SPORTSBOOK_WALLET,
  imReportTime,
  imTime,
  type TImBet,
  ZImAnswer,
  ZImBalanceAnswer,
  ZImBetLogAnswer,
  ZImLaunchAnswer,
  ZImStatusAnswer,
} from './im.wire';

export interface ImConfig {
  baseUrl: string;
  /** IM serves GetBetLog from a separate report domain; default: baseUrl */
  reportUrl?: string;
  merchantCode: string;
  currency: string;
  units: Units;
  transport: Transport;
}

/** The IMOne API client for IM Sports (ProductWallet 301). */
export class ImClient implements TransferClient {
  constructor(private readonly c: ImConfig) {}

  private async call<S extends z.ZodType>(
    path: string,
    body: Record<string, unknown>,
    schema: S,
    base = this.c.baseUrl,
  ) {
    const res = await this.c.transport({
      method: 'POST',
      url: `${base}${path}`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ MerchantCode: this.c.merchantCode, ...body }),
    });
    const parsed = schema.safeParse(jsonAnswer(res, `IM ${path}`));
    if (!parsed.success) throw new TransferUnknown(`IM ${path}: unexpected answer`);
    return parsed.data as z.infer<S>;
  }

  async register(player: string): Promise<void> {
    const a = await this.call(
      IM_PATHS.register,
      // IM keeps a password per player; we never log in at IM with it, so it is derived and unused.
      { PlayerId: player, Currency: this.c.currency, Password: `p${player.slice(-12)}` },
      ZImAnswer,
    );
    if (a.Code !== IM_CODES.ok && a.Code !== IM_CODES.playerExists) throw refusal(a);
  }

  async balance(player: string): Promise<number> {
    const a = await this.call(
      IM_PATHS.balance,
      { PlayerId: player, ProductWallet: IM_SPORTSBOOK_WALLET },
      ZImBalanceAnswer,
    );
    if (a.Code !== IM_CODES.ok) throw refusal(a);
    const vnd = a.Balance === undefined ? null : fromUnits(a.Balance, this.c.units);
    if (vnd === null || vnd < 0) throw new TransferUnknown('IM GetBalance: unreadable balance');
    const step = stepOf(this.c.units);
    return vnd - (vnd % step);
  }

  deposit(player: string, orderId: string, amount: number): Promise<TransferOutcome> {
    return this.transfer(player, orderId, amount);
  }

  withdraw(player: string, orderId: string, amount: number): Promise<TransferOutcome> {
    return this.transfer(player, orderId, -amount);
  }

  private async transfer(player: string, orderId: string, signed: number): Promise<TransferOutcome> {
    const a = await this.call(
      IM_PATHS.transfer,
      {
        PlayerId: player,
        ProductWallet: IM_SPORTSBOOK_WALLET,
        TransactionId: orderId,
        Amount: Number(toUnits(signed, this.c.units)),
      },
      ZImAnswer,
    );
    if (a.Code === IM_CODES.ok) return { status: 'done' };
    // A duplicate says the order id is known, not what became of it: only the status call can.
    if (a.Code === IM_CODES.duplicateTransfer) throw new TransferUnknown('IM PerformTransfer: duplicate order id');
    if (DEFINITE_REFUSALS.has(a.Code)) return { status: 'refused', code: String(a.Code), message: a.Message ?? '' };
    throw new TransferUnknown(`IM PerformTransfer: code ${a.Code} ${a.Message ?? ''}`);
  }

  async status(player: string, orderId: string): Promise<TransferStatus> {
    const a = await this.call(
      IM_PATHS.status,
      { PlayerId: player, ProductWallet: IM_SPORTSBOOK_WALLET, TransactionId: orderId },
      ZImStatusAnswer,
    );
    if (a.Code === IM_CODES.transactionNotFound || a.Code === IM_CODES.invalidTransaction) return 'not_found';
    if (a.Code !== IM_CODES.ok) throw new TransferUnknown(`IM CheckTransferStatus: code ${a.Code}`);
    if (a.Status === 'Declined') return 'failed';
    if (a.Status === 'Processing') throw new TransferUnknown('IM CheckTransferStatus: still processing');
    return 'done';
  }

  async launch(player: string, opts: LaunchOptions): Promise<string> {
    const a = await this.call(
      opts.mobile ? IM_PATHS.launchMobile : IM_PATHS.launch,
      {
        PlayerId: player,
        GameCode: IM_SPORTSBOOK_GAME,
        Language: gameLanguage(opts.lang, 'upper'),
        IpAddress: opts.ip,
        ProductWallet: IM_SPORTSBOOK_WALLET,
      },
      ZImLaunchAnswer,
    );
    if (a.Code !== IM_CODES.ok || !a.GameUrl) throw refusal(a);
    return a.GameUrl;
  }

  async bets(from: Date, to: Date, page: number): Promise<{ bets: ProviderBet[]; pages: number }> {
    const a = await this.call(
      IM_PATHS.betLog,
      {
        StartDate: imReportTime(from),
        EndDate: imReportTime(to),
        Page: page,
        ProductWallet: IM_SPORTSBOOK_WALLET,
        Currency: this.c.currency,
        DateFilterType: 4,
        Language: 'VI',
      },
      ZImBetLogAnswer,
      this.c.reportUrl || this.c.baseUrl,
    );
    if (a.Code !== IM_CODES.ok) throw refusal(a);
    const bets: ProviderBet[] = [];
    for (const b of a.Result ?? []) {
      const bet = imBet(b, this.c.units);
      if (bet) bets.push(bet);
    }
    return { bets, pages: a.Pagination?.TotalPage ?? 1 };
  }
}

const DEFINITE_REFUSALS = new Set<number>([
  IM_CODES.invalidMerchant,
  IM_CODES.playerNotFound,
  IM_CODES.invalidWallet,
  IM_CODES.insufficientBalance,
  IM_CODES.invalidAmount,
  IM_CODES.amountTooHigh,
  IM_CODES.amountTooLow,
  IM_CODES.badRequest,
]);

function refusal(a: { Code: number; Message?: string | undefined }): ProviderRefused {
  return new ProviderRefused(String(a.Code), a.Message ?? `IM code ${a.Code}`);
}

/** IM's ResultStatus as the bet history shows it, in Vietnamese, with the score when IM gives one. */
const RESULTS: Record<string, string> = {
  WIN: 'Thắng',
  LOSE: 'Thua',
  DRAW: 'Hòa (hoàn tiền)',
  VOID: 'Hủy (hoàn tiền)',
  HALFWIN: 'Thắng nửa',
  HALFLOSE: 'Thua nửa',
};
function resultText(status: string | null | undefined, score: string | null | undefined): string {
  const word = status ? (RESULTS[status.toUpperCase().replace(/[\s_]/g, '')] ?? status) : '';
  return score && word ? `${word} (${score})` : word;
}

/** One GetBetLog ticket in our terms; null when its amounts or times cannot be read. */
export function imBet(raw: TImBet, units: Units): ProviderBet | null {
  const stake = fromUnits(raw.StakeAmount, units);
  const betAt = imTime(raw.WagerCreationDateTime);
  if (stake === null || betAt === null) return null;
  const isSettled = Boolean(raw.IsSettled);
  const isCancelled = Boolean(raw.IsCancelled);
  const net =
    isSettled && !isCancelled && raw.WinLoss !== null && raw.WinLoss !== undefined
      ? fromUnits(raw.WinLoss, units)
      : null;
  if (isSettled && !isCancelled && net === null) return null;
  const d = (raw.DetailItems ?? [])[0] ?? {};
  return {
    betId: String(raw.BetId),
    providerPlayer: raw.PlayerId,
    stake,
    net,
    status: isCancelled ? 'cancelled' : isSettled ? 'settled' : 'open',
    betAt,
    settledAt: imTime(raw.SettlementDateTime ?? null),
    detail: {
      match: d.EventName ?? d.SportsName ?? '',
      market: d.BetType ?? '',
      pick: d.Selection ?? '',
      odds: String(d.Odds ?? raw.TotalOdds ?? ''),
      result: resultText(raw.ResultStatus, d.Result),
    },
  };
}
