import { randomUUID } from 'node:crypto';
import { EXCLUDED_ON_REGISTRY_MESSAGE, type TExclusionEntry, type TExclusionMatch } from '@app/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { StaffActor, StaffAuditPort } from '../admin/admin.service';
import { type Identifier, identifiersOf, type PersonFacts } from './exclusions.identifiers';
import { type EntryRow, type ExclusionKind, ExclusionsRepository } from './exclusions.repository';

/** What the registry needs to know and do about this brand's players. */
export interface ExclusionPlayersPort {
  facts(playerId: number): Promise<
    | (Required<Pick<PersonFacts, 'devices'>> & {
        username: string;
        phone: string;
        phoneVerified: boolean;
        email: string | null;
        emailVerified: boolean;
        bankAccounts: { accountNumber: string; holderName: string; status: string }[];
      })
    | null
  >;
  /**
   * Puts the account in self-exclusion until `until` (null: without end) unless it already is
   * for at least as long, ending its sessions; true when it changed.
   */
  exclude(playerId: number, until: Date | null): Promise<boolean>;
  /** Players with an open session now: the ones who could still stake. */
  online(): Promise<number[]>;
}

export interface ExclusionsConfig {
  brand: string;
  /** this deployment's name on the registry (`EXCLUSION_DEPLOYMENT_ID`) */
  deployment: string;
  /** the operator's key the identifiers are hashed with (`EXCLUSION_REGISTRY_KEY`) */
  key: Buffer;
  /** peer deployments' base URLs the entries made here are sent to */
  peers: string[];
}

interface Deps extends StaffAuditPort {
  players: ExclusionPlayersPort;
  log: { warn(obj: object, msg?: string): void };
}

export type MatchAction = 'register' | 'login' | 'deposit' | 'bank_account';

const refused = () => new AppError(403, 'EXCLUDED_ON_REGISTRY', EXCLUDED_ON_REGISTRY_MESSAGE);

/**
 * Phone, e-mail and bank account name one person; a device fingerprint does not (identical
 * phones, browsers and shared family devices give identical fingerprints: decision 158), so a
 * device alone is a finding for compliance, not a refusal.
 */
const isStrong = (matchedOn: string[]) => matchedOn.some((t) => t !== 'device');

/**
 * One self-exclusion across every brand (decision 158). A self-exclusion, cool-off or staff
 * exclusion made on any brand becomes a registry entry of keyed hashes of the person's verified
 * phone and e-mail, bank accounts and devices; an entry refuses a registration with its phone,
 * and a player of any brand matching its phone, e-mail or bank account is excluded at login,
 * deposit, a new bank account, or at once if online when the entry arrives. A device alone is
 * flagged for compliance. Peer deployments of the operator exchange entries
 * through a signed API (exclusions.peers.ts).
 */
export class ExclusionsService {
  readonly repo: ExclusionsRepository;
  private sweeping: Promise<number> | null = null;
  private sweepAgain = false;

  constructor(
    own: Db,
    registry: Db,
    readonly config: ExclusionsConfig,
    private readonly deps: () => Deps,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repo = new ExclusionsRepository(registry.pool, own.pool);
  }

  /**
   * Records the player's exclusion in the registry (after it is in force on this brand) and
   * excludes at once the online accounts it matches on every brand. `uid` names a retried call.
   */
  async recordForPlayer(
    playerId: number,
    kind: ExclusionKind,
    until: Date | null,
    uid = randomUUID(),
  ): Promise<EntryRow> {
    const facts = await this.deps().players.facts(playerId);
    if (!facts) throw new AppError(404, 'NOT_FOUND');
    const identifiers = identifiersOf(
      {
        // only what the player proved is theirs: an unverified phone may be someone else's
        phone: facts.phoneVerified ? facts.phone : null,
        email: facts.emailVerified ? facts.email : null,
        bankAccounts: facts.bankAccounts.filter((a) => a.status !== 'rejected'),
        devices: facts.devices,
      },
      this.config.key,
    );
    const { entry } = await this.repo.insertEntry(
      {
        uid,
        origin: this.config.deployment,
        brand: this.config.brand,
        kind,
        until,
        createdAt: this.now(),
        receivedFrom: null,
        identifiers,
      },
      this.config.peers,
    );
    await this.sweepOnline();
    return entry;
  }

  /** An entry from a peer deployment (already authenticated): stored once, applied to online players. */
  async receive(
    entry: { uid: string; origin: string; brand: string; kind: ExclusionKind; until: Date | null; createdAt: Date },
    identifiers: Identifier[],
    from: string,
  ): Promise<{ created: boolean }> {
    // a peer's entries are not sent on: every deployment sends its own to all of its peers
    const { created } = await this.repo.insertEntry({ ...entry, receivedFrom: from, identifiers }, []);
    if (created) await this.sweepOnline();
    return { created };
  }

  /**
   * A registration whose phone matches an entry in force is refused (403 EXCLUDED_ON_REGISTRY)
   * and logged for compliance; nothing is created. A device alone is flagged, not refused.
   */
  async assertRegistrable(input: { username: string; phone: string; device: string | null; ip: string | null }) {
    const ids = identifiersOf({ phone: input.phone, devices: [input.device] }, this.config.key);
    const match = await this.repo.activeMatch(ids, this.now());
    if (!match) return;
    const strong = isStrong(match.matchedOn);
    await this.repo.insertMatch({
      entryUid: match.entry.uid,
      playerId: null,
      action: 'register',
      outcome: strong ? 'refused' : 'flagged',
      matchedOn: match.matchedOn,
      username: input.username,
      ip: input.ip,
    });
    if (strong) throw refused();
  }

  /**
   * A player of this brand whose phone, e-mail or bank account matches an entry in force is
   * excluded here until the entry ends, logged for compliance, and refused (403
   * EXCLUDED_ON_REGISTRY). Every identifier the account holds counts, verified or not; a device
   * alone (the account's or the request's) is flagged for review, not refused.
   */
  async assertPlayerAllowed(
    playerId: number,
    action: MatchAction,
    request: {
      device?: string | null;
      ip?: string | null;
      bankAccount?: { accountNumber: string; holderName: string };
    } = {},
  ): Promise<void> {
    if ((await this.applyIfMatched(playerId, action, request)) === 'excluded') throw refused();
  }

  private async applyIfMatched(
    playerId: number,
    action: MatchAction | 'online',
    request: {
      device?: string | null;
      ip?: string | null;
      bankAccount?: { accountNumber: string; holderName: string };
    },
  ): Promise<'excluded' | 'flagged' | null> {
    const facts = await this.deps().players.facts(playerId);
    if (!facts) return null;
    const ids = identifiersOf(
      {
        phone: facts.phone,
        email: facts.email,
        bankAccounts: request.bankAccount ? [...facts.bankAccounts, request.bankAccount] : facts.bankAccounts,
        devices: [...facts.devices, request.device ?? null],
      },
      this.config.key,
    );
    const match = await this.repo.activeMatch(ids, this.now());
    if (!match) return null;
    const record = (outcome: 'excluded' | 'flagged') =>
      this.repo.insertMatch({
        entryUid: match.entry.uid,
        playerId,
        action,
        outcome,
        matchedOn: match.matchedOn,
        ip: request.ip ?? null,
      });
    if (!isStrong(match.matchedOn)) {
      await record('flagged');
      return 'flagged';
    }
    const changed = await this.deps().players.exclude(playerId, match.entry.until);
    // the account that made the entry, already excluded as long, is not a finding
    if (changed || action !== 'online') await record('excluded');
    return 'excluded';
  }

  /**
   * Checks every online player against the registry and excludes the ones who match, so a
   * player whose sister-brand self-exclusion arrives mid-session stops staking now, not at the
   * next login. Overlapping calls run one sweep after the current one.
   */
  sweepOnline(): Promise<number> {
    if (this.sweeping) {
      this.sweepAgain = true;
      return this.sweeping;
    }
    this.sweeping = (async () => {
      let excluded = 0;
      do {
        this.sweepAgain = false;
        for (const id of await this.deps().players.online()) {
          try {
            if ((await this.applyIfMatched(id, 'online', {})) === 'excluded') excluded++;
          } catch (err) {
            this.deps().log.warn({ err, playerId: id }, 'exclusion registry: checking an online player failed');
          }
        }
      } while (this.sweepAgain);
      return excluded;
    })().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  /** Compliance excludes a player (a staff-imposed exclusion): in force here, then on every brand. */
  async excludeByStaff(
    playerId: number,
    req: { days: number | null; reason: string },
    actor: StaffActor,
  ): Promise<{ until: string | null; uid: string }> {
    const until = req.days === null ? null : new Date(this.now().getTime() + req.days * 86_400_000);
    if (!(await this.deps().players.facts(playerId))) throw new AppError(404, 'NOT_FOUND');
    await this.deps().players.exclude(playerId, until);
    const entry = await this.recordForPlayer(playerId, 'staff', until);
    await this.deps().audit(
      actor,
      'exclusions.staff_exclusion',
      { type: 'player', id: playerId },
      {
        until: until?.toISOString() ?? null,
        reason: req.reason,
        entry: entry.uid,
      },
    );
    return { until: until?.toISOString() ?? null, uid: entry.uid };
  }

  async entries(limit: number): Promise<TExclusionEntry[]> {
    return (await this.repo.listEntries(limit)).map((e) => ({
      uid: e.uid,
      origin: e.origin,
      brand: e.brand,
      kind: e.kind,
      until: e.until?.toISOString() ?? null,
      createdAt: e.createdAt.toISOString(),
      receivedFrom: e.receivedFrom,
      matchedOn: e.types as TExclusionEntry['matchedOn'],
      undelivered: e.pending,
    }));
  }

  async matches(open: boolean, limit: number): Promise<TExclusionMatch[]> {
    const rows = await this.repo.listMatches(open, limit);
    const staff = await this.deps().staffNames(rows.flatMap((r) => (r.reviewedBy === null ? [] : [r.reviewedBy])));
    return rows.map((r) => ({
      id: r.id,
      entryUid: r.entryUid,
      playerId: r.playerId,
      action: r.action as TExclusionMatch['action'],
      outcome: r.outcome as TExclusionMatch['outcome'],
      matchedOn: r.matchedOn as TExclusionMatch['matchedOn'],
      username: r.username,
      ip: r.ip,
      createdAt: r.createdAt.toISOString(),
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
      reviewedBy: r.reviewedBy === null ? null : (staff.get(r.reviewedBy) ?? null),
      reviewNote: r.reviewNote,
    }));
  }

  /** Compliance closes a finding with a note (audited in the same commit); twice is 409. */
  async review(id: number, note: string, actor: StaffActor): Promise<void> {
    await this.repo.ownTx(async (c) => {
      if (!(await this.repo.review(id, actor.staffId, note, c))) {
        throw new AppError(409, 'MATCH_ALREADY_REVIEWED', 'Phát hiện này không tồn tại hoặc đã được xem xét');
      }
      await this.deps().audit(actor, 'exclusions.match_reviewed', null, { match: id, note }, c);
    });
  }
}
