import {
  AmlBlockMessage,
  AmlMessage,
  type TAmlFlag,
  type TAmlRule,
  type TAmlRules,
  type TPlayerLinks,
  type TWithdrawalHoldReason,
  type WithdrawalReviewFacts,
} from '@app/contract';
import type { PoolClient } from 'pg';
import type { Db, Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import { type Log, silentLog } from '../../log';
import type { StaffActor, StaffAuditPort } from '../admin/admin.service';
import { AmlRepository, type NewFlag, type StoredFlag } from './aml.repository';
import { AmlSettings, DEFAULT_AML_RULES } from './aml.settings';

/** The thresholds of the rules: stored settings compliance edits (decision 105). */
export type AmlRules = TAmlRules;
export { DEFAULT_AML_RULES };

export interface AmlDeps {
  admin: () => StaffAuditPort;
  auth: () => {
    playersByIds(ids: number[]): Promise<Map<number, { username: string; status: string }>>;
    linksOfPlayer(
      playerId: number,
    ): Promise<{ kind: 'device' | 'address'; value: string; playerIds: number[]; lastSeenAt: Date }[]>;
    linkedGroups(
      kind: 'device' | 'address',
      since: Date,
      minAccounts: number,
    ): Promise<{ kind: 'device' | 'address'; value: string; playerIds: number[] }[]>;
    setStatusByStaff(
      playerId: number,
      status: 'active' | 'disabled',
      audit: (q: PoolClient) => Promise<void>,
    ): Promise<void>;
  };
  payments: () => {
    creditedDepositsSince(playerId: number, since: Date): Promise<{ total: number; firstAt: Date | null }>;
  };
  wallet: () => { playSince(playerId: number, since: Date): Promise<{ bets: number; wins: number }> };
  giftcodes: () => { redemptionCounts(playerIds: number[], since: Date): Promise<Map<number, number>> };
  /** the identity check (module kyc) for auto-approval */
  kycVerified: (playerId: number) => Promise<boolean>;
  log?: Log;
}

/**
 * Anti-money-laundering flags (decision 097): rules raise flags on domain events (a large
 * deposit), at a withdrawal request (rapid deposit-withdraw without play) and in a scheduled
 * sweep (many accounts on one device or address, gift codes redeemed by linked accounts).
 * Each flag is unique per rule, player and fact, so redelivered events and several instances
 * raise it once. Compliance reviews the queue with notes: cleared, or confirmed, which disables
 * the player. A player with an open flag gets no auto-approved withdrawal: finance sees the
 * flag as the reason it waits.
 */
export class AmlService {
  private readonly repo: AmlRepository;
  private readonly log: Log;
  /** the thresholds, stored and cached (decision 105) */
  readonly settings: AmlSettings;

  constructor(
    db: Db,
    private readonly deps: AmlDeps,
  ) {
    this.repo = new AmlRepository(db);
    this.log = deps.log ?? silentLog;
    this.settings = new AmlSettings(db, () => deps.admin());
  }

  // ─── rules ─────────────────────────────────────────────────────────────────────────────

  /** Reaction to deposit.credited (at least once; idempotent on the deposit). */
  /** Members whose bonus abuse compliance has not cleared: their agent's commission stops (docs/agents.md). */
  bonusAbuseHolds(playerIds: number[]): Promise<Set<number>> {
    return playerIds.length ? this.repo.bonusAbuseHolds(playerIds) : Promise.resolve(new Set());
  }

  async onDepositCredited(e: { depositId: number; playerId: number; amount: number; method: string }): Promise<void> {
    const { largeDepositVnd } = await this.settings.rules();
    if (e.amount < largeDepositVnd) return;
    await this.repo.raise([
      {
        playerId: e.playerId,
        rule: 'large_deposit',
        dedupeKey: `deposit:${e.depositId}`,
        details: { depositId: e.depositId, amount: e.amount, method: e.method, threshold: largeDepositVnd },
      },
    ]);
  }

  /**
   * Asked by the cashier before auto-approving a withdrawal: raises `rapid_withdrawal` when the
   * player withdraws soon after depositing with little play, and answers what holds it.
   */
  async autoApprovalHolds(input: {
    playerId: number;
    withdrawalId: number;
    amount: number;
    requireVerifiedKyc: boolean;
  }): Promise<TWithdrawalHoldReason[]> {
    await this.screenWithdrawal(input);
    const holds: TWithdrawalHoldReason[] = [];
    if (input.requireVerifiedKyc && !(await this.deps.kycVerified(input.playerId))) holds.push('kyc_not_verified');
    if (await this.repo.hasOpen(input.playerId)) holds.push('aml_flag');
    return holds;
  }

  async screenWithdrawal(input: { playerId: number; withdrawalId: number; amount: number }): Promise<boolean> {
    const rules = await this.settings.rules();
    const since = new Date(Date.now() - rules.rapidWindowHours * 3_600_000);
    const deposits = await this.deps.payments().creditedDepositsSince(input.playerId, since);
    if (deposits.total === 0 || !deposits.firstAt) return false;
    const { bets } = await this.deps.wallet().playSince(input.playerId, deposits.firstAt);
    const turnoverPct = Math.floor((Number(bets) * 100) / deposits.total);
    if (turnoverPct >= rules.rapidMinTurnoverPct) return false;
    const raised = await this.repo.raise([
      {
        playerId: input.playerId,
        rule: 'rapid_withdrawal',
        dedupeKey: `withdrawal:${input.withdrawalId}`,
        details: {
          withdrawalId: input.withdrawalId,
          amount: input.amount,
          deposits: deposits.total,
          stakes: Number(bets),
          turnoverPct,
          minTurnoverPct: rules.rapidMinTurnoverPct,
          windowHours: rules.rapidWindowHours,
        },
      },
    ]);
    return raised > 0;
  }

  /**
   * What holds a player's withdrawals now, for the player's explanation and the staff queue
   * (decision 125): identity verified or not, the rules of open flags, and the stakes still
   * needed before the rapid deposit-withdraw rule lets a withdrawal through without review.
   */
  async reviewFacts(playerIds: number[]): Promise<Map<number, WithdrawalReviewFacts>> {
    const ids = [...new Set(playerIds)];
    const rules = await this.settings.rules();
    const open = await this.repo.openRulesOf(ids);
    const out = new Map<number, WithdrawalReviewFacts>();
    for (const playerId of ids) {
      out.set(playerId, {
        kycVerified: await this.deps.kycVerified(playerId),
        openFlags: (open.get(playerId) ?? []) as TAmlRule[],
        turnover: await this.turnoverShortfall(playerId, rules),
      });
    }
    return out;
  }

  /** Stakes still needed, since the first deposit of the rapid rule's window, to reach its share. */
  private async turnoverShortfall(playerId: number, rules: AmlRules): Promise<WithdrawalReviewFacts['turnover']> {
    if (rules.rapidMinTurnoverPct <= 0) return null;
    const since = new Date(Date.now() - rules.rapidWindowHours * 3_600_000);
    const deposits = await this.deps.payments().creditedDepositsSince(playerId, since);
    if (deposits.total === 0 || !deposits.firstAt) return null;
    const stakes = Number((await this.deps.wallet().playSince(playerId, deposits.firstAt)).bets);
    // the rule holds while floor(stakes * 100 / deposits) < pct: the smallest stake total that passes
    const target = Math.ceil((deposits.total * rules.rapidMinTurnoverPct) / 100);
    const needed = Math.max(0, target - stakes);
    return needed > 0 ? { needed, deposits: deposits.total, stakes, minPct: rules.rapidMinTurnoverPct } : null;
  }

  hasOpenFlag(playerId: number): Promise<boolean> {
    return this.repo.hasOpen(playerId);
  }

  /**
   * Asked by the cashier, in its transaction, before staff approve or mark paid a withdrawal:
   * while the player has an open flag, finance waits for compliance's outcome (decision 105),
   * whatever the staff member's role.
   */
  async payoutRefusal(playerId: number, q: Queryable): Promise<{ code: string; message: string } | null> {
    return (await this.repo.hasOpen(playerId, q))
      ? { code: 'AML_FLAG_OPEN', message: AmlBlockMessage.AML_FLAG_OPEN }
      : null;
  }

  /** The players among `playerIds` with an open flag (the withdrawal queue shows them blocked). */
  playersWithOpenFlags(playerIds: number[]): Promise<Set<number>> {
    return this.repo.openAmong(playerIds);
  }

  /** The scheduled sweep: linked accounts and gift-code abuse. Returns how many flags are new. */
  async sweep(): Promise<number> {
    const r = await this.settings.rules();
    const since = new Date(Date.now() - r.linkWindowDays * 86_400_000);
    const auth = this.deps.auth();
    const flags: NewFlag[] = [];
    const devices = await auth.linkedGroups('device', since, 2);
    const addresses = await auth.linkedGroups('address', since, 2);
    for (const g of [...devices, ...addresses]) {
      const min = g.kind === 'device' ? r.accountsPerDevice : r.accountsPerAddress;
      if (g.playerIds.length < min) continue;
      for (const playerId of g.playerIds) {
        flags.push({
          playerId,
          rule: g.kind === 'device' ? 'shared_device' : 'shared_address',
          dedupeKey: `${g.kind}:${g.value}`,
          details: { [g.kind]: g.value, accounts: g.playerIds, threshold: min, windowDays: r.linkWindowDays },
        });
      }
    }
    const linked = [...devices, ...addresses];
    const counts = await this.deps
      .giftcodes()
      .redemptionCounts([...new Set(linked.flatMap((g) => g.playerIds))], since);
    for (const g of linked) {
      const redeemers = g.playerIds.filter((id) => (counts.get(id) ?? 0) > 0);
      const total = redeemers.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
      if (redeemers.length < 2 || total < r.giftcodesPerLinkedGroup) continue;
      for (const playerId of redeemers) {
        flags.push({
          playerId,
          rule: 'giftcode_abuse',
          dedupeKey: `giftcodes:${g.kind}:${g.value}`,
          details: {
            [g.kind]: g.value,
            accounts: redeemers,
            redemptions: Object.fromEntries(redeemers.map((id) => [id, counts.get(id) ?? 0])),
            threshold: r.giftcodesPerLinkedGroup,
          },
        });
      }
    }
    const raised = await this.repo.raise(flags);
    if (raised) this.log.info({ raised }, 'aml sweep raised flags');
    return raised;
  }

  /** The player's devices and addresses with the accounts linked through them, and open flags. */
  async links(playerId: number): Promise<TPlayerLinks> {
    const links = await this.deps.auth().linksOfPlayer(playerId);
    const players = await this.deps.auth().playersByIds([...new Set(links.flatMap((l) => l.playerIds))]);
    return {
      links: links.map((l) => ({
        kind: l.kind,
        value: l.value,
        lastSeenAt: l.lastSeenAt.toISOString(),
        accounts: l.playerIds.map((id) => ({
          id,
          username: players.get(id)?.username ?? `#${id}`,
          status: players.get(id)?.status ?? 'unknown',
        })),
      })),
      openFlags: (await this.repo.list('open', playerId)).length,
    };
  }

  // ─── compliance ────────────────────────────────────────────────────────────────────────

  async list(status: string, playerId: number | undefined) {
    const [items, counts] = await Promise.all([this.repo.list(status, playerId), this.repo.counts()]);
    return { items: await this.views(items), counts };
  }

  async get(id: number): Promise<TAmlFlag> {
    const flag = await this.repo.get(id);
    if (!flag) throw new AppError(404, 'NOT_FOUND', 'Không tìm thấy cảnh báo');
    return (await this.views([flag]))[0]!;
  }

  /** Players' and staff's names from their own modules (auth, admin), never their tables. */
  private async views(flags: StoredFlag[]): Promise<TAmlFlag[]> {
    const [players, staff] = await Promise.all([
      this.deps.auth().playersByIds([...new Set(flags.map((f) => f.playerId))]),
      this.deps
        .admin()
        .staffNames([
          ...new Set(flags.flatMap((f) => [f.reviewedById ?? 0, ...f.notes.map((n) => n.staffId)]).values()),
        ]),
    ]);
    return flags.map(({ reviewedById, notes, ...f }) => ({
      ...f,
      username: players.get(f.playerId)?.username ?? `#${f.playerId}`,
      playerStatus: players.get(f.playerId)?.status ?? 'unknown',
      reviewedBy: reviewedById === null ? null : (staff.get(reviewedById) ?? `#${reviewedById}`),
      notes: notes.map(({ staffId, ...n }) => ({ ...n, staff: staff.get(staffId) ?? `#${staffId}` })),
    }));
  }

  async addNote(id: number, text: string, actor: StaffActor): Promise<TAmlFlag> {
    await this.repo.tx(async (c) => {
      const flag = await this.repo.get(id, c, true);
      if (!flag) throw new AppError(404, 'NOT_FOUND', 'Không tìm thấy cảnh báo');
      await this.repo.addNote(c, id, actor.staffId, text);
      await this.deps.admin().audit(actor, 'aml.note', { type: 'aml_flag', id }, { after: { text } }, c);
    });
    return this.get(id);
  }

  /**
   * Compliance's outcome. Confirmed disables the player (in the same transaction as the flag's
   * outcome and its audit line); a self-excluded player stays excluded.
   */
  async review(id: number, outcome: 'cleared' | 'confirmed', note: string, actor: StaffActor): Promise<TAmlFlag> {
    const current = await this.get(id);
    if (current.status !== 'open') throw new AppError(409, 'AML_NOT_OPEN', AmlMessage.AML_NOT_OPEN);
    const disables = outcome === 'confirmed' && current.playerStatus === 'active';
    const close = async (c: PoolClient) => {
      const flag = await this.repo.get(id, c, true);
      if (flag?.status !== 'open') throw new AppError(409, 'AML_NOT_OPEN', AmlMessage.AML_NOT_OPEN);
      await this.repo.close(c, id, outcome, actor.staffId, note);
      await this.deps
        .admin()
        .audit(
          actor,
          `aml.${outcome === 'cleared' ? 'clear' : 'confirm'}`,
          { type: 'aml_flag', id },
          { playerId: flag.playerId, rule: flag.rule, before: { status: 'open' }, after: { status: outcome }, note },
          c,
        );
      // the player's row is already updated in this transaction: what counts is the status before
      if (disables) {
        await this.deps
          .admin()
          .audit(
            actor,
            'player.disable',
            { type: 'player', id: flag.playerId },
            { reason: `AML: ${note}`, amlFlagId: id },
            c,
          );
      }
    };
    if (disables) {
      await this.deps.auth().setStatusByStaff(current.playerId, 'disabled', close);
    } else {
      await this.repo.tx(close);
    }
    return this.get(id);
  }
}
