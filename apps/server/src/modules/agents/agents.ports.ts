import type { Queryable } from '../../db/client';
import type { StaffAuditPort } from '../admin/admin.service';
import type { LinkedGroup } from '../auth/auth.links';
import type { AgentFigure, AgentFigureRow, AgentGameFigure } from '../wallet/wallet.reports';
import type { CreditInput, WalletResult } from '../wallet/wallet.types';

/** What the agent programme needs of other modules, looked up on use (they are wired after it). */
export interface AgentsPorts {
  auth: () => {
    getPlayer(playerId: number): Promise<{ id: number; username: string; createdAt?: Date } | null>;
    playersByIds(ids: number[]): Promise<Map<number, { username: string; status: string }>>;
    linksOfPlayer(playerId: number): Promise<LinkedGroup[]>;
  };
  wallet: () => {
    agentFigures(playerIds: number[], from: Date, to: Date): Promise<Map<number, Record<AgentFigure, number>>>;
    agentFigureRows(playerId: number, from: Date, to: Date): Promise<AgentFigureRow[]>;
    agentGames(playerIds: number[], from: Date, to: Date): Promise<AgentGameFigure[]>;
    credit(input: CreditInput, on?: Queryable): Promise<WalletResult>;
  };
  admin: () => Pick<StaffAuditPort, 'audit'> & {
    auditSystem(
      action: string,
      target: { type: string; id: string | number } | null,
      details: Record<string, unknown>,
      ip: string | null,
    ): Promise<void>;
    /** when each player was first closed by staff (`player.disable`) */
    firstAudit(action: string, targetType: string, ids: number[]): Promise<Map<number, Date>>;
  };
  banks: () => {
    sharedWith(playerId: number, playerIds: number[]): Promise<{ playerId: number; detail: string }[]>;
  };
  aml: () => { bonusAbuseHolds(playerIds: number[]): Promise<Set<number>> };
  protection: () => { selfExclusionStarts(playerIds: number[]): Promise<Map<number, Date>> };
  /** a provider game's catalogue categories with their sections (games): the report per product */
  games: () => {
    sectionsOf(providerCode: string, gameCode: string): Promise<{ title: string; sections: string[] } | null>;
  };
  /** the running brand (`APP_NAME`) and its site address: plans and links are per brand */
  brand: () => { appName: string; siteUrl: string };
  now: () => Date;
  /**
   * Test servers only (`AGENTS_TEST_EARLY_CLOSE`, decision 166): finance may close the running
   * month before it ends; its statements cover the month up to that moment.
   */
  earlyClose?: () => boolean;
}
