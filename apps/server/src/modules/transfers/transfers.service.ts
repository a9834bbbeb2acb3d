import { BET_HISTORY_DAYS, type TTransferPosition, type TTransferTicket } from '@app/contract';
import type { Db, Queryable } from '../../db/client';
import { AppError, worded } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import type { Log } from '../../log';
import type { NewAlert } from '../ops/ops.alerts';
import type { AccountRow } from '../providers/adapters/adapters.repository';
import type { HistoryRound } from '../providers/providers.history';
import type { WalletService } from '../wallet/wallet.service';
import { ImClient } from './im/im.client';
import { BetLogImport, type ImportReport } from './transfers.betlog';
import { fetchTransport, ProviderRefused, stepOf, TransferUnknown, type Transport } from './transfers.client';
import { NAMES, type ProviderLink, providerDown, TransferEngine } from './transfers.engine';
import { type OrderRow, TICKET_GAME, type TicketRow, TransfersRepository } from './transfers.repository';
import { Ws168Client } from './ws168/ws168.client';

export const TRANSFER_ACCOUNTS = ['im', 'ws168'] as const;
/** How long the player's panel waits for a provider's balance before showing the last figure. */
const BALANCE_WAIT_MS = 3000;
/**
 * On leaving, the provider's tickets of this far back are imported, and the leave waits at most
 * this long for them (the scheduled import reads them anyway): the history then shows the round
 * the player has just played.
 */
export const LEAVE_IMPORT = { windowMs: 15 * 60_000, waitMs: 2000 };
export type TransferAccount = (typeof TRANSFER_ACCOUNTS)[number];

/** The accounts a fresh platform has: the loopback sandboxes (an empty base URL). */
export const TRANSFER_SEED_ACCOUNTS: Omit<AccountRow, 'updatedAt'>[] = [
  {
    code: 'im',
    protocol: 'im',
    agentId: 'VND',
    providerId: '',
    apiBaseUrl: '',
    amountScale: 1,
    decimals: 2,
    ipAllowList: [],
    platforms: {},
    betLimits: {},
  },
  {
    code: 'ws168',
    protocol: 'ws168',
    agentId: '',
    providerId: '',
    apiBaseUrl: '',
    amountScale: 1,
    decimals: 2,
    ipAllowList: [],
    platforms: {},
    betLimits: {},
  },
];

export interface TransfersDeps {
  wallet: () => WalletService;
  account: (code: string) => Promise<AccountRow | null>;
  provider: (code: string) => Promise<{ secret: string | null; enabled: boolean } | null>;
  playerStatus: (playerId: number) => Promise<string | null>;
  /** what the player's loss and wager limits still allow now; null: no such limit */
  playRoom: (playerId: number) => Promise<number | null>;
  alerts: () => { raise(alerts: NewAlert[]): Promise<unknown> };
  log: Log;
  /** this server over loopback, where the sandboxes answer */
  selfUrl: () => string;
  transport?: Transport;
  timeoutMs?: number;
}

/** A ticket's line as the player and staff read it: the match, then `market: pick @ odds · result`. */
function ticketLine(t: TicketRow): { label: string; value: string } {
  const d = t.detail;
  const pick = [d.market && d.pick ? `${d.market}: ${d.pick}` : (d.pick ?? d.market), d.odds && `@ ${d.odds}`]
    .filter(Boolean)
    .join(' ');
  return { label: d.match || NAMES[t.account] || t.account, value: [pick, d.result].filter(Boolean).join(' · ') };
}

/** What a ticket paid back: stake + net once settled, the stake when cancelled, nothing yet while open. */
const paidOf = (t: TicketRow): number | null =>
  t.status === 'settled' ? t.stake + (t.net ?? 0) : t.status === 'cancelled' ? t.stake : null;

/**
 * The transfer-wallet providers (IM Sports, WS168; decision 134): the player's money goes to the
 * provider when the game opens and comes back when they leave, after the idle time and before a
 * withdrawal. TransferEngine moves it; this facade decides when, checks the player, and keeps
 * the bet logs and the reconciliation.
 */
export class TransfersService {
  readonly repo: TransfersRepository;
  readonly engine: TransferEngine;
  private readonly betLog: BetLogImport;
  private readonly transport: Transport;

  constructor(
    db: Db,
    private readonly deps: TransfersDeps,
  ) {
    this.repo = new TransfersRepository(db.pool);
    this.engine = new TransferEngine(this.repo, deps.wallet, deps.log);
    this.betLog = new BetLogImport(this.repo, deps.wallet, deps.log);
    this.transport = deps.transport ?? fetchTransport(deps.timeoutMs ?? 10_000);
  }

  /** The provider's client and settings; null when the account or its key is missing. */
  /** What the player played at the transfer providers in the current periods, for the loss and wager limits (decision 146). */
  settledPlay(playerId: number, on?: Queryable) {
    return this.repo.settledPlay(playerId, on);
  }

  async link(code: string): Promise<(ProviderLink & { enabled: boolean }) | null> {
    const [account, provider] = await Promise.all([this.deps.account(code), this.deps.provider(code)]);
    if (!account || !provider?.secret) return null;
    const units = { amountScale: account.amountScale, decimals: account.decimals };
    const self = this.deps.selfUrl();
    if (account.protocol === 'im') {
      const client = new ImClient({
        baseUrl: account.apiBaseUrl || `${self}/sandbox/im/api`,
        reportUrl: account.providerId || undefined,
        merchantCode: provider.secret,
        currency: account.agentId || 'VND',
        units,
        transport: this.transport,
      });
      return { code, client, units, enabled: provider.enabled };
    }
    if (account.protocol === 'ws168') {
      const client = new Ws168Client({
        baseUrl: account.apiBaseUrl || `${self}/sandbox/ws168`,
        token: provider.secret,
        units,
        transport: this.transport,
      });
      return { code, client, units, enabled: provider.enabled };
    }
    return null;
  }

  private async enabledLink(code: string) {
    const link = await this.link(code);
    if (!link?.enabled) throw new AppError(409, 'PROVIDER_DISABLED', `Sảnh ${NAMES[code] ?? code} đang tạm ngưng`);
    return link;
  }

  /**
   * The player opens the game: `amount` (default: all the cash, within the player's limits)
   * goes to the provider, then the provider's launch call gives the game's address.
   */
  async open(playerId: number, code: string, input: { amount?: number; ip: string; mobile: boolean }) {
    const link = await this.enabledLink(code);
    const step = stepOf(link.units);
    const status = await this.deps.playerStatus(playerId);
    if (status !== 'active')
      throw new AppError(
        403,
        status === 'self_excluded' ? 'SELF_EXCLUDED' : 'ACCOUNT_DISABLED',
        status === 'self_excluded'
          ? 'Bạn đang trong thời gian tự loại trừ nên không thể chuyển tiền vào sảnh'
          : 'Tài khoản không thể chuyển tiền vào sảnh',
      );
    const room = await this.deps.playRoom(playerId);
    if (input.amount !== undefined && room !== null && input.amount > room)
      throw worded(403, 'LIMIT_REACHED', 'errors.playRoom', { room });
    let amount = input.amount;
    if (amount === undefined) {
      const available = (await this.deps.wallet().getPlayerBalance(playerId)).available;
      amount = Math.min(available, room ?? available);
      amount -= amount % step;
    }
    let order: OrderRow | null = null;
    if (amount > 0) {
      if (room === 0) throw new AppError(403, 'LIMIT_REACHED', 'Bạn đã dùng hết hạn mức chơi của kỳ này');
      order = await this.engine.toProvider(link, playerId, amount, 'open');
      if (order.status === 'failed')
        throw new AppError(
          502,
          'TRANSFER_FAILED',
          `${NAMES[code]} từ chối nhận tiền, số tiền đã được hoàn về ví của bạn`,
          {
            answer: order.lastAnswer,
          },
        );
    } else {
      await this.engine.registered(link, playerId);
    }
    await this.repo.setOpen(code, playerId, true);
    const pos = (await this.repo.position(code, playerId))!;
    let url: string;
    try {
      // the game opens in the page's language (the request's, as the site asked for it)
      url = await link.client.launch(pos.providerPlayer, { mobile: input.mobile, ip: input.ip, lang: requestLocale() });
    } catch (err) {
      if (err instanceof TransferUnknown || err instanceof ProviderRefused) throw providerDown(code, err);
      throw err;
    }
    return { url, order, position: await this.position(playerId, code) };
  }

  /** The player leaves the game: everything at the provider comes back. */
  async leave(playerId: number, code: string): Promise<{ order: OrderRow | null; position: TTransferPosition }> {
    const link = await this.link(code);
    if (!link) throw new AppError(404, 'NOT_FOUND', 'Sảnh không tồn tại');
    await this.repo.setOpen(code, playerId, false);
    const order = await this.bringBack(link, playerId, 'leave');
    await Promise.race([
      this.betLog.recent(link, LEAVE_IMPORT.windowMs),
      new Promise((resolve) => setTimeout(resolve, LEAVE_IMPORT.waitMs).unref()),
    ]);
    return { order, position: await this.position(playerId, code) };
  }

  private async bringBack(link: ProviderLink, playerId: number, reason: string): Promise<OrderRow | null> {
    for (const o of await this.repo.sending(new Date(), link.code, playerId)) await this.engine.resolve(link, o);
    try {
      return await this.engine.fromProvider(link, playerId, 'all', reason);
    } catch (err) {
      if (err instanceof TransferUnknown || err instanceof ProviderRefused) throw providerDown(link.code, err);
      throw err;
    }
  }

  /**
   * Before a withdrawal: whatever the player has at every provider comes back first. A provider
   * that cannot be reached keeps its money (shown as held there); the withdrawal goes on with
   * what is in the wallet.
   */
  async bringHome(playerId: number): Promise<void> {
    for (const pos of await this.repo.positions(playerId)) {
      if (!pos.registered) continue;
      const link = await this.link(pos.account);
      if (!link) continue;
      try {
        await this.bringBack(link, playerId, 'withdrawal');
      } catch (err) {
        this.deps.log.warn({ err, playerId, provider: pos.account }, 'money at a transfer provider not brought back');
      }
    }
  }

  /** The player's positions at every transfer provider. */
  async positions(playerId: number, opts: { seen?: boolean } = {}): Promise<TTransferPosition[]> {
    // the player looking at their money keeps an open game from counting as idle
    if (opts.seen) {
      await this.repo.touch(playerId);
      await this.refreshBalances(playerId);
    }
    const [rows, transit] = await Promise.all([this.repo.positions(playerId), this.repo.inTransit(playerId)]);
    return TRANSFER_ACCOUNTS.map((code) => {
      const p = rows.find((r) => r.account === code);
      return {
        code,
        name: NAMES[code] ?? code,
        held: p?.held ?? 0,
        providerBalance: p?.providerBalance ?? null,
        balanceAt: p?.balanceAt?.toISOString() ?? null,
        inTransit: transit.get(code) ?? 0,
        open: Boolean(p?.openSince),
      };
    });
  }

  /**
   * What each provider holds for the player now, asked of the provider, so the panel shows the
   * money after the tickets played there rather than at the last transfer. Skipped while a
   * transfer of that provider is in flight (its amount is shown as "đang chuyển" and the
   * provider may or may not count it yet); a provider that does not answer in time keeps its
   * last figure.
   */
  private async refreshBalances(playerId: number): Promise<void> {
    const [rows, transit] = await Promise.all([this.repo.positions(playerId), this.repo.inTransit(playerId)]);
    const live = rows.filter(
      (p) => p.registered && !transit.get(p.account) && (p.openSince || p.held !== 0 || (p.providerBalance ?? 0) > 0),
    );
    await Promise.all(
      live.map(async (p) => {
        const link = await this.link(p.account);
        if (!link?.enabled) return;
        let timer: NodeJS.Timeout | undefined;
        try {
          const balance = await Promise.race([
            link.client.balance(p.providerPlayer),
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new Error('balance: no answer in time')), BALANCE_WAIT_MS);
            }),
          ]);
          await this.repo.setBalance(p.account, playerId, balance);
        } catch (err) {
          this.deps.log.warn({ err, playerId, provider: p.account }, 'provider balance not refreshed');
        } finally {
          clearTimeout(timer);
        }
      }),
    );
  }

  async position(playerId: number, code: string): Promise<TTransferPosition> {
    return (await this.positions(playerId)).find((p) => p.code === code)!;
  }

  /**
   * The player's tickets from the providers' bet logs as rounds of the bet history (its
   * TicketSource): under the provider's catalogue game (`lobby`), the ticket's match, market,
   * pick, odds and result as its line. A settled ticket paid stake + net; a cancelled one gave
   * the stake back.
   */
  async historyTickets(
    playerId: number,
    days: number,
    limit: number,
  ): Promise<{ rows: HistoryRound[]; total: number }> {
    const { rows, total } = await this.repo.tickets(playerId, days, limit);
    return {
      total,
      rows: rows.map((t) => {
        const { label, value } = ticketLine(t);
        return {
          id: `${t.account}:${t.betId}`,
          round: t.betId,
          createdAt: t.betAt,
          providerCode: t.account,
          gameCode: TICKET_GAME,
          betAmount: t.stake,
          winAmount: paidOf(t) ?? 0,
          status: t.status === 'settled' ? 'closed' : t.status,
          details: [{ label: label.slice(0, 120), value: (value || '-').slice(0, 200) }],
        };
      }),
    };
  }

  /** The player's latest tickets at the transfer providers for staff: the provider's full bet id, the line, what it paid. */
  async staffTickets(playerId: number, limit = 20): Promise<TTransferTicket[]> {
    const { rows } = await this.repo.tickets(playerId, BET_HISTORY_DAYS, limit);
    return rows.map((t) => {
      const { label, value } = ticketLine(t);
      return {
        provider: t.account,
        providerName: NAMES[t.account] ?? t.account,
        betId: t.betId,
        stake: t.stake,
        paid: paidOf(t),
        status: t.status,
        line: [label, value].filter(Boolean).join(' · '),
        betAt: t.betAt.toISOString(),
      };
    });
  }

  /** Settled tickets as the staff reports count game play (by settlement day, Vietnam time). */
  gameFigures(from: string, to: string, by: 'game' | 'provider' | 'all') {
    return this.repo.figures(from, to, by);
  }

  orders(playerId: number, limit = 20) {
    return this.repo.recentOrders(playerId, limit);
  }

  /** Sending orders older than `minAgeMs`, each asked of its provider's status call. */
  async resolvePending(minAgeMs: number): Promise<{ resolved: number; pending: number }> {
    let resolved = 0;
    let pending = 0;
    for (const o of await this.repo.sending(new Date(Date.now() - minAgeMs))) {
      const link = await this.link(o.account);
      if (!link) continue;
      const after = await this.engine.resolve(link, o);
      if (after.status === 'sending') pending++;
      else resolved++;
    }
    return { resolved, pending };
  }

  /** Games left open without a sign of the player for `idleMs`: their money comes back. */
  async returnIdle(idleMs: number): Promise<number> {
    let n = 0;
    for (const p of await this.repo.idle(new Date(Date.now() - idleMs))) {
      const link = await this.link(p.account);
      if (!link) continue;
      await this.repo.setOpen(p.account, p.playerId, false);
      try {
        if (await this.bringBack(link, p.playerId, 'idle')) n++;
      } catch (err) {
        this.deps.log.warn({ err, playerId: p.playerId, provider: p.account }, 'idle money not brought back');
      }
    }
    return n;
  }

  /** Imports every enabled provider's bet log over [from, to). */
  async importBets(from: Date, to: Date): Promise<Record<string, ImportReport>> {
    const out: Record<string, ImportReport> = {};
    for (const code of TRANSFER_ACCOUNTS) {
      const link = await this.link(code);
      if (!link?.enabled) continue;
      out[code] = await this.betLog.run(link, from, to);
    }
    return out;
  }

  /**
   * Our figure of each player's money at the provider against the provider's balance, for every
   * player with nothing in flight; each difference is named in one operations alert.
   */
  async reconcile(
    code: string,
  ): Promise<{ checked: number; mismatches: { playerId: number; ours: number; theirs: number }[] }> {
    const link = await this.link(code);
    if (!link?.enabled) return { checked: 0, mismatches: [] };
    const rows = await this.repo.pool.query<{ playerId: number; player: string; held: number }>(
      `SELECT p.player_id::float8 AS "playerId", p.provider_player AS player, p.held::float8 AS held
         FROM transfer_positions p
        WHERE p.account = $1 AND p.registered
          AND NOT EXISTS (SELECT 1 FROM transfer_orders o WHERE o.account = p.account AND o.player_id = p.player_id AND o.status = 'sending')`,
      [code],
    );
    const mismatches: { playerId: number; ours: number; theirs: number }[] = [];
    for (const r of rows.rows) {
      const theirs = await link.client.balance(r.player);
      await this.repo.setBalance(code, r.playerId, theirs);
      if (theirs !== r.held) mismatches.push({ playerId: r.playerId, ours: r.held, theirs });
    }
    if (mismatches.length > 0) {
      await this.deps.alerts().raise([
        {
          kind: 'provider_errors',
          subject: `transfer:${code}`,
          summary: `Đối soát ${NAMES[code]}: ${mismatches.length} người chơi có số dư tại nhà cung cấp khác sổ sách (${mismatches
            .slice(0, 5)
            .map((m) => `#${m.playerId}: ${m.ours} ≠ ${m.theirs}`)
            .join('; ')})`,
          details: { mismatches: mismatches.slice(0, 50) },
        },
      ]);
    }
    return { checked: rows.rows.length, mismatches };
  }
}
