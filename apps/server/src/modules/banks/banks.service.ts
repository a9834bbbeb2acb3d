import {
  BankErrorMessage,
  MAX_BANK_ACCOUNTS_PER_PLAYER,
  normalizeHolderName,
  type TAddBankAccountRequest,
  type TBank,
  type TBankAccount,
  type TStaffBankAccount,
} from '@app/contract';
import { type Db, inTransaction } from '../../db/client';
import { AppError } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import type { AdminService, StaffActor } from '../admin/admin.service';
import { bankByBin, banksIn } from './banks.data';
import { type BankAccountRow, BanksRepository } from './banks.repository';

const bankError = (status: number, code: keyof typeof BankErrorMessage) =>
  new AppError(status, code, BankErrorMessage[code]);

export function bankAccountView(r: BankAccountRow): TBankAccount {
  const bank = bankByBin(r.bank_bin, requestLocale());
  return {
    id: r.id,
    bankBin: r.bank_bin,
    bankShortName: bank?.shortName ?? r.bank_bin,
    bankName: bank?.name ?? r.bank_bin,
    accountNumber: r.account_number,
    holderName: r.holder_name,
    status: r.status,
    rejectReason: r.reject_reason,
    createdAt: r.created_at.toISOString(),
    verifiedAt: r.verified_at?.toISOString() ?? null,
  };
}

/** A verified payout account, as the payments module needs it. */
export interface VerifiedBankAccount {
  id: number;
  playerId: number;
  bankBin: string;
  bankShortName: string;
  accountNumber: string;
  holderName: string;
}

/** Players' bank accounts: add, list, staff verification. */
export class BanksService {
  private readonly repo: BanksRepository;

  constructor(
    private readonly db: Db,
    private readonly admin: AdminService,
    /** Who the accounts belong to, for staff review (looked up on use: built after banks). */
    private readonly review$: {
      usernames?: (ids: number[]) => Promise<Map<number, string>>;
      verifiedNames?: (ids: number[]) => Promise<Map<number, string>>;
    } = {},
  ) {
    this.repo = new BanksRepository(db);
  }

  /** The banks named in the request's language (decision 177). */
  listBanks(): readonly TBank[] {
    return banksIn(requestLocale());
  }

  bankInfo(bin: string): TBank | undefined {
    return bankByBin(bin, requestLocale());
  }

  /** Players among `playerIds` whose bank account shares a number or a holder with `playerId`'s (agents' abuse rule). */
  sharedWith(playerId: number, playerIds: number[]): Promise<{ playerId: number; detail: string }[]> {
    return playerIds.length ? this.repo.sharedWith(playerId, playerIds) : Promise.resolve([]);
  }

  async listAccounts(playerId: number): Promise<TBankAccount[]> {
    return (await this.repo.listByPlayer(playerId)).map(bankAccountView);
  }

  async addAccount(playerId: number, input: TAddBankAccountRequest): Promise<TBankAccount> {
    if (!bankByBin(input.bankBin)) throw new AppError(400, 'VALIDATION_ERROR', 'Ngân hàng không được hỗ trợ');
    try {
      return await inTransaction(this.db.pool, async (client) => {
        await this.repo.lockPlayer(client, playerId);
        const existing = await this.repo.findActiveByNumber(client, input.bankBin, input.accountNumber);
        if (existing)
          throw bankError(409, existing.player_id === playerId ? 'BANK_ACCOUNT_EXISTS' : 'BANK_ACCOUNT_TAKEN');
        if ((await this.repo.countActive(client, playerId)) >= MAX_BANK_ACCOUNTS_PER_PLAYER)
          throw bankError(409, 'BANK_ACCOUNT_LIMIT');
        const row = await this.repo.insert(client, { playerId, ...input });
        return bankAccountView(row);
      });
    } catch (err) {
      // Another player added the same account between our check and insert.
      if ((err as { code?: string }).code === '23505') throw bankError(409, 'BANK_ACCOUNT_TAKEN');
      throw err;
    }
  }

  /** The player's own verified account, or null (withdrawals go only there). */
  async getVerifiedAccount(playerId: number, accountId: number): Promise<VerifiedBankAccount | null> {
    const row = await this.repo.find(accountId);
    if (!row || row.player_id !== playerId || row.status !== 'verified') return null;
    return {
      id: row.id,
      playerId: row.player_id,
      bankBin: row.bank_bin,
      bankShortName: bankByBin(row.bank_bin)?.shortName ?? row.bank_bin,
      accountNumber: row.account_number,
      holderName: row.holder_name,
    };
  }

  async hasVerifiedAccount(playerId: number): Promise<boolean> {
    return (await this.repo.listByPlayer(playerId)).some((r) => r.status === 'verified');
  }

  async listForStaff(filter: { status?: string; playerId?: number; page: number; perPage: number }) {
    const { rows, total } = await this.repo.listForStaff(filter);
    return { rows: await this.staffViews(rows), total };
  }

  /** Accounts with the player's name, the KYC name and how the holder name compares to it (decision 124). */
  private async staffViews(rows: BankAccountRow[]): Promise<TStaffBankAccount[]> {
    const ids = [...new Set(rows.map((r) => r.player_id))];
    const [usernames, kycNames, others] = await Promise.all([
      this.review$.usernames?.(ids) ?? new Map<number, string>(),
      this.review$.verifiedNames?.(ids) ?? new Map<number, string>(),
      Promise.all(ids.map(async (id) => [id, await this.repo.listByPlayer(id)] as const)),
    ]);
    const byPlayer = new Map(others);
    return rows.map((r) => {
      const kycName = kycNames.get(r.player_id) ?? null;
      return {
        ...bankAccountView(r),
        playerId: r.player_id,
        username: usernames.get(r.player_id) ?? null,
        kycName,
        nameMatches: kycName === null ? null : normalizeHolderName(kycName) === normalizeHolderName(r.holder_name),
        otherHolderNames: [
          ...new Set(
            (byPlayer.get(r.player_id) ?? [])
              .filter((o) => o.id !== r.id && o.status === 'verified')
              .map((o) => o.holder_name),
          ),
        ],
      };
    });
  }

  async review(
    id: number,
    decision: { status: 'verified' } | { status: 'rejected'; reason: string },
    actor: StaffActor,
  ) {
    const updated = await inTransaction(this.db.pool, async (client) => {
      const row = await this.repo.lockForReview(client, id);
      if (!row) throw bankError(404, 'BANK_ACCOUNT_NOT_FOUND');
      if (row.status !== 'verifying') throw bankError(409, 'BANK_ACCOUNT_STATUS');
      const reason = decision.status === 'rejected' ? decision.reason : null;
      const updated = await this.repo.setStatus(client, id, decision.status, actor.staffId, reason);
      await this.admin.audit(
        actor,
        decision.status === 'verified' ? 'bank_account.verify' : 'bank_account.reject',
        { type: 'bank_account', id },
        { playerId: row.player_id, bankBin: row.bank_bin, accountNumber: row.account_number, reason },
        client,
      );
      return updated;
    });
    return (await this.staffViews([updated]))[0]!;
  }
}
