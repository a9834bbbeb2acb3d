import { describe, expect, it } from 'vitest';
import { PartnerSandbox } from './sandbox';
import type { SandboxBet, SandboxStore } from './store';
import { PP_TABLES } from './tables';

/**
 * A spin's settlement that the operator's wallet did not accept is sent again with the spin's own
 * win: the settlement loop keeps the spin's stored result when it marks the bet open again. It
 * once replaced it with the text alone, so a spin refused twice was settled at 0 the third time.
 */
class FlakySandbox extends PartnerSandbox {
  readonly sent: number[] = [];
  failures = 2;
  protected async walletBet() {
    return { kind: 'unknown' as const };
  }
  protected async walletCancel() {
    return true;
  }
  protected async walletSettle(bets: { payout: number }[]) {
    return bets.map((b) => {
      this.sent.push(b.payout);
      return this.failures-- <= 0;
    });
  }
  protected roundIdOf(): string {
    return 'r';
  }
}

/** The two calls of the store the loop makes, on one row in memory. */
function storeOf(bet: SandboxBet) {
  return {
    claimDue: async () => (bet.status === 'open' ? [structuredClone(bet)] : []),
    mark: async (_id: number, status: string, fields: { payout?: number; outcome?: unknown } = {}) => {
      bet.status = status;
      if (fields.payout !== undefined) bet.payout = fields.payout;
      if (fields.outcome !== undefined) bet.outcome = fields.outcome;
    },
  } as unknown as SandboxStore;
}

describe('partner sandbox settlement', () => {
  it("should send a spin's win again after refused settlements, never 0", async () => {
    const bet: SandboxBet = {
      id: 1,
      provider: 'pp',
      game: 'vs20olympus',
      userId: '7',
      roundId: 'r',
      reference: 'ref',
      platform: 'WEB',
      stake: 2_000,
      payout: null,
      status: 'open',
      bet: { lineBet: 100 },
      outcome: { text: 'win', payout: 12_500 },
      createdAt: new Date(),
      settledAt: null,
    };
    const log = { warn() {}, error() {} };
    const sandbox = new FlakySandbox(
      'pp',
      PP_TABLES,
      { betMs: 1000, dealMs: 1000 } as never,
      storeOf(bet),
      async () => 's',
      log,
    );
    for (let i = 0; i < 3; i++) await sandbox.tick();
    expect(sandbox.sent).toEqual([12_500, 12_500, 12_500]);
    expect(bet).toMatchObject({ status: 'settled', payout: 12_500 });
  });
});
