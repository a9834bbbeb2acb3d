import { BlockList, isIP } from 'node:net';
import type { TProviderAccount, TProviderAccountUpdateRequest, TProviderResponse } from '@app/contract';
import { type Db, inTransaction } from '../../../db/client';
import { AppError } from '../../../http/errors';
import type { Log } from '../../../log';
import { Sealer } from '../../../secrets/sealing';
import type { AdminService, StaffActor } from '../../admin/admin.service';
import type { AuthService } from '../../auth/auth.service';
import type { FreeSpinsService } from '../../freespins/freespins.service';
import type { WalletService } from '../../wallet/wallet.service';
import type { ProviderAction, ProvidersService } from '../providers.service';
import type { LaunchRequest } from './adapters.launch';
import { type ReconcileAlert, reconcileAccount } from './adapters.reconcile';
import { type AccountRow, AdaptersRepository } from './adapters.repository';
import { AWC_ACCOUNT, AwcAdapter } from './awc/awc.adapter';
import { launchAwc } from './awc/awc.launch';
import { BtiAdapter } from './bti/bti.adapter';
import { launchBti } from './bti/bti.launch';
import { PpAdapter } from './pp/pp.adapter';
import { launchPp } from './pp/pp.launch';
import { SabaAdapter } from './saba/saba.adapter';
import { launchSaba } from './saba/saba.launch';

const ACCOUNT_CACHE_MS = 5000;
const TOKEN_CACHE_MS = 30_000;

/** What one callback is judged by: the account's settings, its key and switch. */
export interface AdapterContext {
  account: AccountRow;
  /** the provider's key opened (PP secret key, AWC cert); null when none can be opened */
  secret: string | null;
  enabled: boolean;
  allowed: BlockList;
  /** addresses already judged against `allowed` (BlockList.check costs more than the rest of a callback's checks) */
  judged: Map<string, boolean>;
}

/** The accounts a fresh platform has: the sandboxes on loopback, switched off until staff connect them. */
export const SEED_ACCOUNTS: Omit<AccountRow, 'updatedAt'>[] = [
  {
    code: 'pp',
    protocol: 'pp',
    agentId: 'sandbox',
    providerId: 'pragmaticplay',
    apiBaseUrl: '',
    amountScale: 1,
    decimals: 2,
    ipAllowList: ['127.0.0.1', '::1'],
    platforms: {},
    betLimits: { minBet: 1000, maxBet: 50_000_000 },
  },
  {
    code: 'sexy',
    protocol: 'awc',
    agentId: 'sandbox',
    providerId: '',
    apiBaseUrl: '',
    amountScale: 1,
    decimals: 2,
    ipAllowList: ['127.0.0.1', '::1'],
    platforms: { SEXYBCRT: 'sexy', SV388: 'sv388' },
    betLimits: {},
  },
  {
    // SABA's key is the vendor id (the `saba` provider's sealed secret); VND travels in thousands
    code: 'saba',
    protocol: 'saba',
    agentId: 'sandbox',
    providerId: '',
    apiBaseUrl: '',
    amountScale: 1000,
    decimals: 2,
    ipAllowList: ['127.0.0.1', '::1'],
    platforms: {},
    betLimits: {},
  },
  {
    // BTI's calls carry no key: the address allow-list and the player's session are the checks
    code: 'bti',
    protocol: 'bti',
    agentId: 'sandbox',
    providerId: '',
    apiBaseUrl: '',
    amountScale: 1,
    decimals: 2,
    ipAllowList: ['127.0.0.1', '::1'],
    platforms: {},
    betLimits: {},
  },
];

/** An address or CIDR range an allow-list may hold. */
export function validAllowEntry(entry: string): boolean {
  const [addr, bits, extra] = entry.split('/');
  if (extra !== undefined || !addr) return false;
  const family = isIP(addr);
  if (!family) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const e of entries) {
    if (!validAllowEntry(e)) continue;
    const [addr, bits] = e.split('/') as [string, string | undefined];
    const type = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(bits), type);
  }
  return list;
}

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) as the IPv4 address it is. */
function plainAddress(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/**
 * What the protocol adapters (pp/, awc/) share (decision 127): the accounts, the callbacks'
 * address check, the translation into the native protocol's operations, and the sessions of
 * callbacks that carry no token. An adapter never posts to the ledger itself: every stake,
 * payment and refund is a native `transaction/bet`, `win` or `rollback` through
 * ProvidersService.apply, so sessions, self-exclusion, limits, jackpots, bet history and
 * settlement events behave exactly as for the native protocol.
 */
export class AdaptersService {
  readonly repo: AdaptersRepository;
  /** Pragmatic Play's seamless wallet (pp/) */
  readonly pp: PpAdapter;
  /** AWC's seamless wallet for AE Sexy and SV388 (awc/) */
  readonly awc: AwcAdapter;
  /** SABA's (OneWorks) seamless wallet for its sportsbook (saba/) */
  readonly saba: SabaAdapter;
  /** BTI's (SBTech) seamless reserve wallet for its sportsbook (bti/) */
  readonly bti: BtiAdapter;
  private readonly cache = new Map<string, { at: number; ctx: Promise<AdapterContext | null> }>();
  private readonly tokens = new Map<string, { at: number; token: string; locale: 'vi' | 'en' }>();

  constructor(
    private readonly db: Db,
    private readonly deps: {
      providers: () => ProvidersService;
      /** free rounds of a slot granted as prizes: what a PP `bonusCode` round takes and pays (decision 164) */
      freeSpins?: () => FreeSpinsService;
      wallet: () => WalletService;
      auth: () => AuthService;
      admin: () => AdminService;
      sealer?: Sealer;
      log: Log;
      /** operations alerts (ops): where the daily reconciliation names the rounds that differ */
      alerts?: () => { raise(alerts: ReconcileAlert[]): Promise<number[]> };
    },
  ) {
    this.repo = new AdaptersRepository(db);
    this.pp = new PpAdapter(this, deps.log);
    this.awc = new AwcAdapter(this, deps.log);
    this.saba = new SabaAdapter(this, deps.log);
    this.bti = new BtiAdapter(this, deps.log);
  }

  private get sealer(): Sealer {
    return this.deps.sealer ?? Sealer.fromEnv({});
  }

  async ensureAccounts(list = SEED_ACCOUNTS): Promise<void> {
    for (const a of list) await this.repo.ensureAccount(a);
    this.cache.clear();
  }

  dropCaches(): void {
    this.cache.clear();
  }

  /** The account's settings, read once per ACCOUNT_CACHE_MS: concurrent callbacks share one read. */
  context(code: string): Promise<AdapterContext | null> {
    const hit = this.cache.get(code);
    if (hit && Date.now() - hit.at < ACCOUNT_CACHE_MS) return hit.ctx;
    const ctx = this.loadContext(code);
    this.cache.set(code, { at: Date.now(), ctx });
    // a failed read is not kept: the next callback tries again
    ctx.catch(() => this.cache.get(code)?.ctx === ctx && this.cache.delete(code));
    return ctx;
  }

  private async loadContext(code: string): Promise<AdapterContext | null> {
    const [account, provider] = await Promise.all([this.repo.account(code), this.deps.providers().provider(code)]);
    return account && provider
      ? {
          account,
          secret: provider.secret,
          enabled: provider.enabled,
          allowed: blockListOf(account.ipAllowList),
          judged: new Map(),
        }
      : null;
  }

  /** Whether a callback from `ip` may be heard; a refusal is audited (the provider's code is the adapter's). */
  async admits(ctx: AdapterContext, ip: string, call: string): Promise<boolean> {
    let allowed = ctx.judged.get(ip);
    if (allowed === undefined) {
      const addr = plainAddress(ip);
      const family = isIP(addr);
      allowed = family !== 0 && ctx.allowed.check(addr, family === 6 ? 'ipv6' : 'ipv4');
      if (ctx.judged.size < 1000) ctx.judged.set(ip, allowed);
    }
    if (allowed) return true;
    try {
      await this.deps
        .admin()
        .auditSystem('provider.callback_refused', { type: 'provider', id: ctx.account.code }, { ip, call }, ip);
    } catch (err) {
      this.deps.log.error({ err, provider: ctx.account.code }, 'refused callback not audited');
    }
    return false;
  }

  /** A native protocol operation on behalf of an adapter (already authenticated). */
  native(providerCode: string, action: ProviderAction, request: unknown): Promise<TProviderResponse> {
    return this.deps.providers().apply(providerCode, action, request);
  }

  /**
   * A provider's prize outside any game round (PP promoWin, AWC give): the provider's account
   * pays the player through the ledger, idempotent on `transactionId`, with the provider
   * record the native protocol keeps for every payment (no settlement event: no stake was
   * played). The native protocol itself pays only on a bet.
   */
  async promotionWin(i: { provider: string; transactionId: string; playerId: number; amount: number; round: string }) {
    const res = await this.deps.wallet().win({
      provider: i.provider,
      transactionId: i.transactionId,
      playerId: i.playerId,
      amount: i.amount,
      meta: { round: i.round, game: 'promotion', h: `promotion:${i.amount}` },
    });
    if (res.replayed) return res;
    await this.deps.providers().repo.record(
      {
        providerCode: i.provider,
        transactionUuid: i.transactionId,
        kind: 'win',
        playerId: i.playerId,
        round: i.round,
        gameCode: 'promotion',
        amount: i.amount,
        referenceUuid: null,
        journalId: res.journalId,
        balanceAfter: res.balance,
        jackpotAmount: null,
        requestHash: `promotion:${i.amount}`,
      },
      { mode: 'win', win: i.amount, closes: true },
      { durable: true },
    );
    return res;
  }

  /**
   * Takes back a payment the provider withdrew (AWC unsettle, voidSettle, resettle): the ledger
   * reverses the win's postings once, under `transactionId`. The native protocol rolls back
   * only stakes; a provider that re-settles needs its payments undone too.
   */
  async reverseWin(
    provider: string,
    transactionId: string,
    winUuid: string,
    playerId: number,
  ): Promise<'ok' | 'insufficient'> {
    try {
      await this.deps.wallet().rollback({
        provider,
        transactionId,
        referenceTransactionId: winUuid,
        playerId,
        meta: { round: '', h: `reverse:${winUuid}` },
      });
      return 'ok';
    } catch (err) {
      const code = err instanceof AppError ? err.code : undefined;
      if (code === 'ALREADY_REVERSED') return 'ok';
      if (code === 'INSUFFICIENT_FUNDS') return 'insufficient';
      throw err;
    }
  }

  async available(playerId: number): Promise<number> {
    return (await this.deps.wallet().getPlayerBalance(playerId)).available;
  }

  /** The player's account status, or null for an id no player has. */
  /** The free-round grants (decision 164); null where the platform runs without them. */
  freeSpins(): FreeSpinsService | null {
    return this.deps.freeSpins?.() ?? null;
  }

  playerStatus(playerId: number) {
    return this.deps.auth().playerStatus(playerId);
  }

  /** Keeps the play token a launch (or PP's authenticate) used, for the callbacks that carry none. */
  async rememberToken(
    account: string,
    playerId: number,
    token: string,
    locale: 'vi' | 'en' | null = null,
  ): Promise<void> {
    await this.repo.rememberSession(
      account,
      playerId,
      this.sealer.seal(token, `provider-session:${account}:${playerId}`),
      locale,
    );
    this.tokens.delete(`${account}:${playerId}`);
  }

  /**
   * The player's token for `account`, cached briefly: the ledger checks the session it names at
   * every stake, so a stale token can only be refused (and is then forgotten), never let through.
   */
  async tokenFor(account: string, playerId: number): Promise<string | null> {
    return (await this.sessionFor(account, playerId)).token;
  }

  /**
   * The token, and the language the player's refusals are worded in (their site language as of
   * their last login): a provider's client shows the operator's words (SABA `msg`, BTI
   * `error_message`) to the player, so they must be the player's, not the callback's.
   */
  async sessionFor(account: string, playerId: number): Promise<{ token: string | null; locale: 'vi' | 'en' }> {
    const key = `${account}:${playerId}`;
    const hit = this.tokens.get(key);
    if (hit && Date.now() - hit.at < TOKEN_CACHE_MS) return hit;
    const stored = await this.repo.session(account, playerId);
    let token: string | null = null;
    try {
      token = stored ? this.sealer.open(stored.sealed, `provider-session:${account}:${playerId}`) : null;
    } catch {
      token = null;
    }
    const locale = stored?.locale ?? 'vi';
    // none is not kept: a launch on another instance must be seen at once
    if (token === null) return { token, locale };
    if (this.tokens.size > 50_000) this.tokens.clear();
    const kept = { at: Date.now(), token, locale };
    this.tokens.set(key, kept);
    return kept;
  }

  forgetToken(account: string, playerId: number): void {
    this.tokens.delete(`${account}:${playerId}`);
  }

  // ─── launch (decision 132) ────────────────────────────────────────────────────────────────

  /** The account that serves a catalogue provider: its own, or the AWC account whose platforms name it. */
  async accountFor(providerCode: string): Promise<AdapterContext | null> {
    const own = await this.context(providerCode);
    if (own) return own;
    const awc = await this.context(AWC_ACCOUNT);
    return awc && Object.values(awc.account.platforms).includes(providerCode) ? awc : null;
  }

  /**
   * Opens a game through its provider's own launch call (PP game/url, AWC createMember and
   * doLoginAndLaunchGame, SABA CreateMember and GetSabaUrl, BTI's operatorToken address) and returns the provider's game address; null for providers the
   * adapters do not serve. AWC's callbacks carry no token: the play token is kept first.
   */
  async launch(providerCode: string, req: LaunchRequest): Promise<string | null> {
    const ctx = await this.accountFor(providerCode);
    if (!ctx) return null;
    const protocol = ctx.account.protocol;
    if (protocol === 'pp') return launchPp(ctx, req, this.deps.log);
    if (protocol !== 'awc' && protocol !== 'saba' && protocol !== 'bti') return null;
    // SABA's and AWC's callbacks carry no token; BTI's ValidateToken keeps it again. The game's
    // language is kept with it: what the operator says to the player through SABA or BTI is in it.
    await this.rememberToken(ctx.account.code, req.playerId, req.playToken, req.lang);
    if (protocol === 'bti') return launchBti(ctx, req);
    return protocol === 'saba' ? launchSaba(ctx, req, this.deps.log) : launchAwc(ctx, req, this.deps.log);
  }

  /** The key a sandbox signs with: the provider's own (it stands for the provider's side of it). */
  async sandboxKey(code: string): Promise<string> {
    const provider = await this.deps.providers().provider(code);
    if (!provider?.secret) throw new Error(`${code} provider has no key`);
    return provider.secret;
  }

  /**
   * The daily reconciliation (decisions 132, 146): each enabled account's round (SABA ticket,
   * BTI reservation) feed against our
   * records of its calls for `day`; every account with a difference raises one alert naming
   * the rounds. Returns what was compared per account (null: the feed could not be read).
   */
  async reconcile(day: { from: Date; to: Date; label: string }, selfUrl: () => string) {
    const out: Record<string, { compared: number; mismatches: number } | null> = {};
    for (const account of await this.repo.accounts()) {
      const ctx = await this.context(account.code);
      if (!ctx?.enabled) continue;
      const result = await reconcileAccount(this.db, ctx, day, selfUrl, this.deps.log);
      out[account.code] = result && { compared: result.compared, mismatches: result.mismatches.length };
      if (result?.alert) await this.deps.alerts?.().raise([result.alert]);
    }
    return out;
  }

  // ─── back office (superadmin, audited) ───────────────────────────────────────────────────

  async accounts(): Promise<TProviderAccount[]> {
    const rows = await this.repo.accounts();
    return Promise.all(rows.map((r) => this.view(r)));
  }

  private async view(r: AccountRow): Promise<TProviderAccount> {
    const provider = await this.deps.providers().provider(r.code);
    return {
      ...r,
      amountScale: r.amountScale === 1000 ? 1000 : 1,
      enabled: provider?.enabled ?? false,
      keySet: Boolean(provider?.secret),
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  /**
   * Staff change an account: settings, the provider's switch and key (sealed as every provider
   * key is, decision 107), in one transaction with its audit records; the key never enters them.
   */
  async updateAccount(
    actor: StaffActor,
    code: string,
    input: TProviderAccountUpdateRequest,
  ): Promise<TProviderAccount> {
    const bad = input.ipAllowList.find((e) => !validAllowEntry(e));
    if (bad !== undefined) throw new AppError(400, 'VALIDATION_ERROR', `Địa chỉ IP không hợp lệ: ${bad}`);
    await inTransaction(this.db.pool, async (c) => {
      const before = await this.repo.lockAccount(c, code);
      if (!before) throw new AppError(404, 'PROVIDER_NOT_FOUND', 'Nhà cung cấp không tồn tại');
      const settings = {
        agentId: input.agentId,
        providerId: input.providerId,
        apiBaseUrl: input.apiBaseUrl,
        amountScale: input.amountScale,
        decimals: input.decimals,
        ipAllowList: input.ipAllowList,
        platforms: input.platforms ?? before.platforms,
        betLimits: input.betLimits,
      };
      await this.repo.updateAccount(c, code, settings, actor.staffId);
      if (input.enabled !== undefined) await this.repo.setProviderEnabled(c, code, input.enabled);
      if (input.secret !== undefined) {
        await this.repo.setProviderSecret(c, code, this.deps.providers().sealSecret(code, input.secret), actor.staffId);
      }
      const { updatedAt: _b, ...was } = before;
      const target = { type: 'provider', id: code };
      const admin = this.deps.admin();
      await admin.audit(
        actor,
        'provider_account.update',
        target,
        { before: was, after: settings, enabled: input.enabled },
        c,
      );
      if (input.secret !== undefined) {
        await admin.audit(actor, 'provider.key_rotate', target, { keyKind: `${before.protocol}-secret` }, c);
      }
    });
    this.cache.delete(code);
    this.deps.providers().forget(code);
    return this.view((await this.repo.account(code))!);
  }
}
