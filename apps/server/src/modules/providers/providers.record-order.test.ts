import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { register } from '../auth/auth.test-support';
import { RECORD_BATCH_SQL } from './providers.repository';

// Records are written in batches that can land out of order (a settlement's batch before its
// bet's); the round the bet history shows must keep the settlement's description.
describe('provider round records written out of order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("should keep a closed round's settlement description when its bet's record lands after it", async () => {
    const { id } = await register(t.app);
    const round = `order-${Date.now()}`;
    const base = {
      provider_code: 'house',
      player_id: id,
      round,
      game_code: 'taixiu',
      reference_uuid: null,
      journal_id: null,
      balance_after: 0,
      jackpot_amount: 0,
      request_hash: 'h',
      returned: 0,
      at: new Date().toISOString(),
    };
    const write = (row: Record<string, unknown>) =>
      t.db.pool.query(RECORD_BATCH_SQL, [JSON.stringify([{ ...base, ...row }])]);
    await write({
      transaction_uuid: `${round}-win`,
      kind: 'win',
      amount: 3000,
      stake: 0,
      win: 3000,
      closes: true,
      details: [{ label: 'Kết quả', value: 'Tài · thắng' }],
    });
    await write({
      transaction_uuid: `${round}-bet`,
      kind: 'bet',
      amount: 2000,
      stake: 2000,
      win: 0,
      closes: false,
      details: [{ label: 'Cược', value: 'Tài' }],
    });
    const { rows } = await t.db.pool.query(
      'SELECT bet_amount, win_amount, status, details FROM provider_rounds WHERE player_id = $1 AND round = $2',
      [id, round],
    );
    expect(rows[0]).toMatchObject({
      bet_amount: 2000,
      win_amount: 3000,
      status: 'closed',
      details: [{ label: 'Kết quả', value: 'Tài · thắng' }],
    });
  });
});
