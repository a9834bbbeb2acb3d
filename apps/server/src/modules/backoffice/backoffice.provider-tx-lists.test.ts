import { describe, expect, it } from 'vitest';
import { MONEY_LISTS } from './backoffice.lists';
import { RISK_LISTS } from './backoffice.lists-risk';

/**
 * The bet list and the large wins share their provider-transaction columns (`providerTx`): each
 * must still read its own row and export its own CSV columns, in the order staff's sheets expect.
 */
const row = {
  id: '41',
  player_id: '7',
  username: 'lan',
  provider_code: 'pp',
  game_code: 'vs20olympus',
  round: 'r-1',
  kind: 'win',
  amount: '2500000',
  stake: '50000',
  created_at: new Date('2026-12-01T10:00:00Z'),
};
const csvOf = <R>(spec: { map(r: unknown): R; csv: [string, (r: R) => unknown][] }) => {
  const r = spec.map(row);
  return spec.csv.map(([h, f]) => [h, f(r)]);
};

describe('provider transaction lists', () => {
  it('should map and export a bet row with its kind', () => {
    expect(MONEY_LISTS.bets.map(row)).toEqual({
      id: 41,
      playerId: 7,
      username: 'lan',
      provider: 'pp',
      game: 'vs20olympus',
      round: 'r-1',
      kind: 'win',
      amount: 2_500_000,
      createdAt: '2026-12-01T10:00:00.000Z',
    });
    expect(csvOf(MONEY_LISTS.bets)).toEqual([
      ['Mã', 41],
      ['Mã người chơi', 7],
      ['Tên đăng nhập', 'lan'],
      ['Nhà cung cấp', 'pp'],
      ['Trò chơi', 'vs20olympus'],
      ['Ván', 'r-1'],
      ['Loại', 'win'],
      ['Số tiền', 2_500_000],
      ['Lúc', '2026-12-01T10:00:00.000Z'],
    ]);
    expect(MONEY_LISTS.bets.select).toContain('t.kind');
  });

  it("should map and export a large win with its round's stake", () => {
    expect(RISK_LISTS.largeWins.map(row)).toEqual({
      id: 41,
      playerId: 7,
      username: 'lan',
      provider: 'pp',
      game: 'vs20olympus',
      round: 'r-1',
      amount: 2_500_000,
      stake: 50_000,
      createdAt: '2026-12-01T10:00:00.000Z',
    });
    expect(csvOf(RISK_LISTS.largeWins)).toEqual([
      ['Mã', 41],
      ['Mã người chơi', 7],
      ['Tên đăng nhập', 'lan'],
      ['Nhà cung cấp', 'pp'],
      ['Trò chơi', 'vs20olympus'],
      ['Ván', 'r-1'],
      ['Tiền thắng', 2_500_000],
      ['Tiền cược của ván', 50_000],
      ['Lúc', '2026-12-01T10:00:00.000Z'],
    ]);
    expect(RISK_LISTS.largeWins.select).toContain('st.stake');
  });
});
