import { randomUUID } from 'node:crypto';
import type { TTournamentRule } from '@app/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/admin.test-support';
import { buildAdapterTestApp, ppCall } from '../providers/adapters/adapters.test-support';
import { cashOf, type GamesTestApp, house, newPlayer, type TestPlayer } from '../providers/providers.test-support';
import { FREEZE_GRACE_MS } from '../tournaments/tournaments.service';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { FreeSpinsService } from './freespins.service';

const HOUR = 3600_000;
const DAY = 86_400_000;
const GAME = 'vs20olympus';

describe(FreeSpinsService.name, () => {
  let t: GamesTestApp;
  let content: string;
  beforeAll(async () => {
    t = await buildAdapterTestApp();
    // 1 PP unit = 1 VND and no table limits: a free round's 0 stake is judged by its grant alone
    await t.db.pool.query(`UPDATE provider_accounts SET amount_scale = 1, bet_limits = '{}' WHERE code = 'pp'`);
    t.app.services.providerAdapters.dropCaches();
    content = await staffTokenFor(t.app, 'content');
  });
  afterAll(() => t.close());

  const free = () => t.app.services.freeSpins;
  const staff = (method: 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { 'x-staff-token': content } });

  /** A free round as PP plays it: bet of 0 naming the grant, result with the win, endRound. */
  const bet = (p: TestPlayer, bonusCode: string, ref: string, round: string) =>
    ppCall(t.app, 'bet', { userId: p.user, gameId: GAME, roundId: round, amount: '0', reference: ref, bonusCode });
  const result = (p: TestPlayer, bonusCode: string, ref: string, round: string, win: number) =>
    ppCall(t.app, 'result', {
      userId: p.user,
      gameId: GAME,
      roundId: round,
      amount: String(win),
      reference: `${ref}r`,
      bonusCode,
    });
  const grantOf = async (p: TestPlayer, spins: number, days = 7) =>
    free().grant({
      playerId: p.id,
      source: `test/${randomUUID()}`,
      origin: { origin: 'tournament', name: 'Thử' },
      spec: { spins, lineBet: 1000, games: [GAME], days },
    });
  const journals = async (grantId: number) =>
    Number(
      (
        await t.db.pool.query(`SELECT count(*) AS n FROM journal WHERE scope = 'freespins' AND external_id LIKE $1`, [
          `win:${grantId}:%`,
        ])
      ).rows[0].n,
    );

  it('should grant a tournament free-spin prize once when the payout runs twice, with texts from the rule', async () => {
    const rule: TTournamentRule = {
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + HOUR).toISOString(),
      sections: [],
      games: [{ provider: 'house', gameCode: 'taixiu' }],
      entry: 'everyone',
      scoring: 'turnover',
      minStake: 10_000,
      prizes: [
        {
          from: 1,
          to: 1,
          kind: 'freespins',
          amount: 0,
          wagering: null,
          freeSpins: { spins: 10, lineBet: 1000, games: [GAME], days: 7 },
        },
        { from: 2, to: 2, kind: 'cash', amount: 50_000, wagering: null },
      ],
      tie: 'first_to_reach',
      minDeposit: null,
      minVipLevel: null,
    };
    // a title we cannot play and a tie that would split rounds are refused, nothing created
    const unknown = structuredClone(rule);
    unknown.prizes[0]!.freeSpins!.games = ['vs1nothing'];
    const refused = await staff('POST', '/admin-api/tournaments', {
      slug: 'khong-co-game',
      title: 'Giải sai',
      rule: unknown,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('FREE_SPINS_UNKNOWN_GAME');
    expect(
      (await staff('POST', '/admin-api/tournaments/preview', { rule: { ...rule, tie: 'split' } })).statusCode,
    ).toBe(400);

    const preview = (await staff('POST', '/admin-api/tournaments/preview', { rule })).json().data;
    // 10 spins × 1,000 VND a line × 20 lines: the value, and the stake a round is played at
    expect(preview.prizeLines[0]).toMatch(
      /^Hạng 1: 10 vòng quay miễn phí .+ \(cược 20,000 VND mỗi lượt, dùng trong 7 ngày\)$/,
    );
    expect(preview.terms.join(' ')).toContain('không trừ tiền cược');
    const changed = structuredClone(rule);
    changed.prizes[0]!.freeSpins!.spins = 5;
    expect(
      (await staff('POST', '/admin-api/tournaments/preview', { rule: changed })).json().data.prizeLines[0],
    ).toMatch(/^Hạng 1: 5 vòng quay miễn phí /);

    const slug = `fs-${randomUUID().slice(0, 8)}`;
    const created = await staff('POST', '/admin-api/tournaments', { slug, title: 'Đua top quay miễn phí', rule });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect(created.json().data.rule.prizes[0].amount).toBe(200_000);
    expect((await staff('POST', `/admin-api/tournaments/${id}/publish`)).statusCode).toBe(200);

    const winner = await newPlayer(t, 1_000_000);
    const second = await newPlayer(t, 1_000_000);
    const h = house(t, winner);
    const b1 = randomUUID();
    expect((await h.bet(b1, 50_000)).status).toBe('RS_OK');
    expect((await h.win(randomUUID(), b1, 0)).status).toBe('RS_OK');
    const h2 = house(t, second);
    const b2 = randomUUID();
    expect((await h2.bet(b2, 20_000)).status).toBe('RS_OK');
    expect((await h2.win(randomUUID(), b2, 0)).status).toBe('RS_OK');
    await t.app.services.providers.repo.drain();
    await t.app.services.domainEvents.deliver();

    const cashBefore = await cashOf(t, winner.id);
    const after = new Date(Date.parse(rule.endsAt) + FREEZE_GRACE_MS + 1000);
    await t.db.pool.query("UPDATE tournaments SET ends_at = starts_at + interval '1 minute' WHERE id = $1", [id]);
    // two freezes at once, then a payout run again: one grant, audited once
    await Promise.all([t.app.services.tournaments.runFinish(after), t.app.services.tournaments.runFinish(after)]);
    await t.db.pool.query('UPDATE tournament_results SET paid_at = NULL WHERE tournament_id = $1', [id]);
    await t.app.services.tournaments.runFinish(after);
    const grants = await t.db.pool.query('SELECT * FROM free_round_grants WHERE player_id = $1', [winner.id]);
    expect(grants.rows).toHaveLength(1);
    expect(grants.rows[0]).toMatchObject({ source: `tournament/prize:${id}:${winner.id}`, rounds: 10, line_bet: 1000 });
    const audits = await t.db.pool.query(
      `SELECT count(*) AS n FROM audit_log WHERE action = 'freespins.grant' AND target_id = $1`,
      [String(winner.id)],
    );
    expect(Number(audits.rows[0].n)).toBe(1);
    // the grant moves no money; the second place's cash prize is paid as before
    expect(await cashOf(t, winner.id)).toBe(cashBefore);
    const prizes = await t.app.inject({
      method: 'GET',
      url: '/api/user/tournaments/prizes',
      headers: { authorization: `Bearer ${winner.token}` },
    });
    expect(prizes.json().data[0]).toMatchObject({ kind: 'freespins', amount: 200_000 });
    expect(prizes.json().data[0].paidAt).not.toBeNull();

    // the player's account lists it with what is left
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/user/free-spins',
      headers: { authorization: `Bearer ${winner.token}` },
    });
    expect(mine.json().data[0]).toMatchObject({
      origin: 'tournament',
      originName: 'Đua top quay miễn phí',
      rounds: 10,
      left: 10,
      stake: 20_000,
      status: 'active',
    });
  });

  it('should play each free round with no stake debited and pay each win once under retries and concurrency', async () => {
    const spinArb = fc.record({
      win: fc.integer({ min: 0, max: 500_000 }),
      repeats: fc.integer({ min: 1, max: 3 }),
      concurrent: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(spinArb, { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
        async (rounds, spins, order) => {
          const start = 50_000;
          const p = await newPlayer(t, start);
          const g = await grantOf(p, rounds);
          const code = String(g.id);
          const ids = spins.map(() => ({ ref: randomUUID().slice(0, 30), round: randomUUID().slice(0, 30) }));
          const taken = new Set<number>();
          // bets arrive in a shuffled order, each repeated (at once or one after the other)
          const arrival = spins.map((_, i) => i).sort((a, b) => order[a]! - order[b]! || a - b);
          for (const i of arrival) {
            const s = spins[i]!;
            const send = () => bet(p, code, ids[i]!.ref, ids[i]!.round);
            const answers = s.concurrent
              ? await Promise.all(Array.from({ length: s.repeats }, send))
              : await (async () => {
                  const out = [];
                  for (let k = 0; k < s.repeats; k++) out.push(await send());
                  return out;
                })();
            // every answer of one reference says the same
            expect(new Set(answers.map((a) => a.error)).size).toBe(1);
            if (answers[0].error === 0) taken.add(i);
            // nothing is debited: the cash is the start plus the wins paid so far
          }
          expect(taken.size).toBe(Math.min(rounds, spins.length));
          // results, repeated and some at the same moment
          for (const i of arrival) {
            const s = spins[i]!;
            const send = () => result(p, code, ids[i]!.ref, ids[i]!.round, s.win);
            const answers = s.concurrent
              ? await Promise.all(Array.from({ length: s.repeats + 1 }, send))
              : [await send(), await send()];
            for (const a of answers) expect(a.error).toBe(taken.has(i) ? 0 : 120);
          }
          const won = [...taken].reduce((sum, i) => sum + spins[i]!.win, 0);
          expect(await cashOf(t, p.id)).toBe(start + won);
          expect(await journals(g.id)).toBe([...taken].filter((i) => spins[i]!.win > 0).length);
          const view = (await free().ofPlayer(p.id))[0]!;
          expect(view).toMatchObject({ left: rounds - taken.size, won });
          expect(view.status).toBe(taken.size === rounds ? 'used' : 'active');
        },
      ),
      { numRuns: 8 },
    );
    expect((await runLedgerCheck(t.db.pool)).ok).toBe(true);
  });

  it('should give a refunded round back and refuse a refund after its win was paid', async () => {
    const p = await newPlayer(t, 0);
    const g = await grantOf(p, 1);
    const code = String(g.id);
    expect((await bet(p, code, 'fs-ref-a', 'fs-round-a')).error).toBe(0);
    expect((await ppCall(t.app, 'refund', { userId: p.user, reference: 'fs-ref-a' })).error).toBe(0);
    expect((await free().ofPlayer(p.id))[0]).toMatchObject({ left: 1, status: 'active' });
    expect((await result(p, code, 'fs-ref-a', 'fs-round-a', 5_000)).error).toBe(120);
    expect((await bet(p, code, 'fs-ref-b', 'fs-round-b')).error).toBe(0);
    expect((await result(p, code, 'fs-ref-b', 'fs-round-b', 7_000)).error).toBe(0);
    expect((await ppCall(t.app, 'refund', { userId: p.user, reference: 'fs-ref-b' })).error).toBe(120);
    expect(await cashOf(t, p.id)).toBe(7_000);
    // a stake of money with a grant's code, or another player's grant, takes nothing
    const other = await newPlayer(t, 0);
    const g2 = await grantOf(p, 2);
    expect(
      (
        await ppCall(t.app, 'bet', {
          userId: p.user,
          gameId: GAME,
          roundId: 'r-x',
          amount: '1000',
          reference: 'fs-ref-c',
          bonusCode: String(g2.id),
        })
      ).error,
    ).not.toBe(0);
    expect((await bet(other, String(g2.id), 'fs-ref-d', 'fs-round-d')).error).not.toBe(0);
    expect((await free().ofPlayer(p.id))[0]).toMatchObject({ left: 2 });
  });

  it('should end an expired grant with a history line and refuse its rounds', async () => {
    const p = await newPlayer(t, 0);
    const g = await grantOf(p, 5, 1);
    expect((await bet(p, String(g.id), 'fs-exp-1', 'fs-exp-r1')).error).toBe(0);
    // the game offers it before the expiry, and not after
    expect(await free().available(p.id, GAME)).toEqual([expect.objectContaining({ roundsLeft: 4 })]);
    const later = new Date(Date.now() + 2 * DAY);
    expect(await free().available(p.id, GAME, later)).toEqual([]);
    expect(await free().runExpiry(later)).toBeGreaterThanOrEqual(1);
    expect(await free().runExpiry(later)).toBe(0);
    expect((await bet(p, String(g.id), 'fs-exp-2', 'fs-exp-r2')).error).not.toBe(0);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/user/free-spins',
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(mine.json().data[0]).toMatchObject({ status: 'expired', left: 0, rounds: 5 });
    expect(mine.json().data[0].endedAt).not.toBeNull();
    const audits = await t.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'freespins.expire' AND target_id = $1`,
      [String(p.id)],
    );
    expect(audits.rows[0].details).toMatchObject({ grant: g.id, unplayed: 4 });
  });
});
