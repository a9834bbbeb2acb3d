import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/db';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { runLedgerCheck } from './wallet.reconcile';
import { WalletService } from './wallet.service';
import { type Account, systemAccount, type WalletResult } from './wallet.types';

/*
 * Model-based property test: random sequences of every wallet operation run against the real
 * service (PostgreSQL) and against a small in-memory model of the ledger rules. After every
 * step the outcomes and all balances must agree and the ledger check must pass; every applied
 * operation is replayed at once and must return its first result and change nothing.
 */

type Purpose = 'cash' | 'bonus';
type Code =
  | 'INSUFFICIENT_FUNDS'
  | 'IDEMPOTENCY_CONFLICT'
  | 'TRANSACTION_ROLLED_BACK'
  | 'TRANSACTION_NOT_FOUND'
  | 'ALREADY_REVERSED'
  | 'RESERVATION_COMPLETED'
  | 'NOT_REVERSIBLE';

interface ModelJournal {
  key: string;
  sig: string;
  journalId: number;
  kind: string;
  playerId: number | null;
  postings: { account: string; delta: number }[];
  reversed: boolean;
  isReversal: boolean;
  isCompletion: boolean;
  reservation?: { playerId: number; amount: number; completed: boolean };
}

type Outcome = { ok: true; journal: ModelJournal | null; replayOf?: ModelJournal } | { ok: false; code: Code };

/** The ledger's rules, as plainly as they can be written. */
class Model {
  readonly posted = new Map<string, number>();
  readonly held = new Map<string, number>();
  readonly byKey = new Map<string, ModelJournal>();
  readonly byId = new Map<number, ModelJournal>();
  /** Keys voided by a rollback that arrived first, and the player it was for. */
  readonly voided = new Map<string, number>();

  bal(account: string) {
    return this.posted.get(account) ?? 0;
  }

  private canApply(postings: { account: string; delta: number }[]): boolean {
    return postings.every(
      (p) => !p.account.startsWith('p:') || this.bal(p.account) + p.delta - (this.held.get(p.account) ?? 0) >= 0,
    );
  }

  private apply(postings: { account: string; delta: number; held?: number }[]) {
    for (const p of postings) {
      this.posted.set(p.account, this.bal(p.account) + p.delta);
      if (p.held) this.held.set(p.account, (this.held.get(p.account) ?? 0) + p.held);
    }
  }

  /** Idempotency: the first result for the same request, a conflict for another one. */
  private replay(key: string, sig: string): Outcome | null {
    if (this.voided.has(key)) return { ok: false, code: 'TRANSACTION_ROLLED_BACK' };
    const j = this.byKey.get(key);
    if (!j) return null;
    return j.sig === sig ? { ok: true, journal: null, replayOf: j } : { ok: false, code: 'IDEMPOTENCY_CONFLICT' };
  }

  simple(
    key: string,
    sig: string,
    kind: string,
    playerId: number,
    postings: { account: string; delta: number; held?: number }[],
    reservation?: ModelJournal['reservation'],
  ): Outcome {
    const r = this.replay(key, sig);
    if (r) return r;
    if (!this.canApply(postings)) return { ok: false, code: 'INSUFFICIENT_FUNDS' };
    this.apply(postings);
    return {
      ok: true,
      journal: {
        key,
        sig,
        journalId: 0,
        kind,
        playerId,
        postings,
        reversed: false,
        isReversal: false,
        isCompletion: false,
        reservation,
      },
    };
  }

  complete(key: string, sig: string, action: 'settle' | 'release', reservationId: number, clearing: string): Outcome {
    const r = this.replay(key, sig);
    if (r) return r;
    const res = this.byId.get(reservationId);
    if (!res) return { ok: false, code: 'TRANSACTION_NOT_FOUND' };
    if (!res.reservation) return { ok: false, code: 'NOT_REVERSIBLE' };
    if (res.reservation.completed) return { ok: false, code: 'RESERVATION_COMPLETED' };
    const { playerId, amount } = res.reservation;
    const postings = [
      { account: `p:${playerId}:pending_withdrawal`, delta: -amount, held: -amount },
      { account: action === 'settle' ? clearing : `p:${playerId}:cash`, delta: amount },
    ];
    this.apply(postings);
    res.reservation.completed = true;
    return {
      ok: true,
      journal: {
        key,
        sig,
        journalId: 0,
        kind: `withdrawal_${action}`,
        playerId,
        postings,
        reversed: false,
        isReversal: false,
        isCompletion: true,
      },
    };
  }

  reverse(key: string, sig: string, kind: string, target: ModelJournal | undefined, playerId: number | null): Outcome {
    const r = this.replay(key, sig);
    if (r) return r;
    if (!target) return { ok: false, code: 'TRANSACTION_NOT_FOUND' };
    if (playerId !== null && target.playerId !== playerId) return { ok: false, code: 'NOT_REVERSIBLE' };
    if (target.isReversal || target.isCompletion || target.reservation) return { ok: false, code: 'NOT_REVERSIBLE' };
    if (target.reversed) return { ok: false, code: 'ALREADY_REVERSED' };
    const postings = target.postings.map((p) => ({ account: p.account, delta: -p.delta }));
    if (!this.canApply(postings)) return { ok: false, code: 'INSUFFICIENT_FUNDS' };
    this.apply(postings);
    target.reversed = true;
    return {
      ok: true,
      journal: {
        key,
        sig,
        journalId: 0,
        kind,
        playerId: playerId ?? target.playerId,
        postings,
        reversed: false,
        isReversal: true,
        isCompletion: false,
      },
    };
  }

  /** A provider rollback by key: undo it, or void a key that has not arrived. */
  rollback(key: string, sig: string, targetKey: string, playerId: number): Outcome {
    const r = this.replay(key, sig);
    if (r) return r;
    const voidedFor = this.voided.get(targetKey);
    if (voidedFor !== undefined) {
      return { ok: false, code: voidedFor === playerId ? 'ALREADY_REVERSED' : 'NOT_REVERSIBLE' };
    }
    const target = this.byKey.get(targetKey);
    if (!target) {
      this.voided.set(targetKey, playerId);
      return {
        ok: true,
        journal: {
          key,
          sig,
          journalId: 0,
          kind: 'rollback',
          playerId,
          postings: [],
          reversed: false,
          isReversal: true,
          isCompletion: false,
        },
      };
    }
    return this.reverse(key, sig, 'rollback', target, playerId);
  }

  record(j: ModelJournal, journalId: number) {
    j.journalId = journalId;
    this.byKey.set(j.key, j);
    this.byId.set(journalId, j);
  }
}

// Spending amounts are mostly affordable, sometimes not; credits are larger so money accumulates.
const amountArb = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 20_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 20_001, max: 2_000_000 }) },
);
const creditArb = fc.integer({ min: 10_000, max: 200_000 });
const who = fc.integer({ min: 0, max: 2 });
const pick = fc.nat();
const opArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('credit' as const),
      p: who,
      acct: fc.constantFrom<Purpose>('cash', 'bonus'),
      amount: creditArb,
      promo: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('debit' as const),
      p: who,
      acct: fc.constantFrom<Purpose>('cash', 'bonus'),
      amount: amountArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('transfer' as const),
      p: who,
      q: who,
      fromAcct: fc.constantFrom<Purpose>('cash', 'bonus'),
      toAcct: fc.constantFrom<Purpose>('cash', 'bonus'),
      amount: amountArb,
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('reserve' as const), p: who, amount: amountArb }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constantFrom('settle' as const, 'release' as const),
      pick,
      stray: fc.integer({ min: 0, max: 9 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('reverse' as const), pick, stray: fc.integer({ min: 0, max: 9 }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constantFrom('bet' as const, 'win' as const),
      p: who,
      amount: amountArb,
      late: fc.integer({ min: 0, max: 4 }),
      pick,
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('rollback' as const), p: who, pick, fresh: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('replay' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('conflict' as const), pick }) },
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

interface Call {
  run: (w: WalletService) => Promise<{ journalId: number; replayed: boolean }>;
  model: (m: Model) => Outcome;
  /** Same key, different amount: only for operations whose amount is part of the request. */
  conflicting?: Call;
}

describe(`${WalletService.name} (model-based properties)`, () => {
  let db: Db;
  let wallet: WalletService;
  let runNo = 0;

  beforeAll(async () => {
    db = await createTestDb({ max: 10 });
    wallet = new WalletService(db);
  });
  afterAll(async () => {
    await wallet.close();
    await db.close();
  });

  it('should keep the ledger equal to the model and its invariants after every step, and replays change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 22 }), async (ops) => {
        runNo++;
        const model = new Model();
        const players = [1, 2, 3].map((k) => runNo * 10 + k);
        const provider = `prov-${runNo}`;
        const clearing = `pay-${runNo}`;
        const promo = `promo-${runNo}`;
        const sys = {
          provider: systemAccount('game_provider', provider),
          clearing: systemAccount('payment_clearing', clearing),
          promo: systemAccount('promotions_expense', promo),
          fees: systemAccount('fees', `fees-${runNo}`),
        };
        const sysKey = (a: Account) =>
          a.type === 'system' ? `s:${a.purpose}:${a.code}` : `p:${a.playerId}:${a.purpose}`;
        const pa = (p: number, acct: Purpose | 'pending_withdrawal') => `p:${players[p]}:${acct}`;
        const calls: Call[] = [];
        const gameKeys: string[] = [];
        const voidCandidates: string[] = [];
        let n = 0;

        const build = (op: Op): Call | null => {
          const ext = `r${runNo}-${++n}`;
          switch (op.t) {
            case 'credit': {
              const from = op.promo ? sys.promo : sys.clearing;
              const make = (amount: number): Call => ({
                run: (w) =>
                  w.credit({
                    scope: 'deposit',
                    externalId: ext,
                    kind: 'deposit',
                    playerId: players[op.p]!,
                    amount,
                    account: op.acct,
                    from,
                  }),
                model: (m) =>
                  m.simple(
                    `deposit|${ext}`,
                    JSON.stringify(['credit', op.p, op.acct, op.promo, amount]),
                    'deposit',
                    players[op.p]!,
                    [
                      { account: pa(op.p, op.acct), delta: amount },
                      { account: sysKey(from), delta: -amount },
                    ],
                  ),
              });
              return { ...make(op.amount), conflicting: make(op.amount + 1) };
            }
            case 'debit': {
              const make = (amount: number): Call => ({
                run: (w) =>
                  w.debit({
                    scope: 'fee',
                    externalId: ext,
                    kind: 'fee',
                    playerId: players[op.p]!,
                    amount,
                    account: op.acct,
                    to: sys.fees,
                  }),
                model: (m) =>
                  m.simple(`fee|${ext}`, JSON.stringify(['debit', op.p, op.acct, amount]), 'fee', players[op.p]!, [
                    { account: pa(op.p, op.acct), delta: -amount },
                    { account: sysKey(sys.fees), delta: amount },
                  ]),
              });
              return { ...make(op.amount), conflicting: make(op.amount + 1) };
            }
            case 'transfer': {
              if (op.p === op.q && op.fromAcct === op.toAcct) return null;
              const from = { type: 'player', playerId: players[op.p]!, purpose: op.fromAcct } as const;
              const to = { type: 'player', playerId: players[op.q]!, purpose: op.toAcct } as const;
              const make = (amount: number): Call => ({
                run: (w) => w.transfer({ scope: 'p2p', externalId: ext, kind: 'p2p_transfer', from, to, amount }),
                model: (m) =>
                  m.simple(
                    `p2p|${ext}`,
                    JSON.stringify(['transfer', sysKey(from), sysKey(to), amount]),
                    'p2p_transfer',
                    from.playerId,
                    [
                      { account: sysKey(from), delta: -amount },
                      { account: sysKey(to), delta: amount },
                    ],
                  ),
              });
              return { ...make(op.amount), conflicting: make(op.amount + 1) };
            }
            case 'reserve': {
              const playerId = players[op.p]!;
              const make = (amount: number): Call => ({
                run: (w) => w.reserve({ scope: 'wd', externalId: ext, playerId, amount }),
                model: (m) =>
                  m.simple(
                    `wd|${ext}`,
                    JSON.stringify(['reserve', op.p, amount]),
                    'withdrawal_reserve',
                    playerId,
                    [
                      { account: pa(op.p, 'cash'), delta: -amount },
                      { account: pa(op.p, 'pending_withdrawal'), delta: amount, held: amount } as {
                        account: string;
                        delta: number;
                      },
                    ],
                    { playerId, amount, completed: false },
                  ),
              });
              return { ...make(op.amount), conflicting: make(op.amount + 1) };
            }
            case 'settle':
            case 'release': {
              const resIds = [...model.byId.values()].filter((j) => j.reservation).map((j) => j.journalId);
              const all = [...model.byId.keys()];
              // Mostly real reservations; sometimes another journal, or one that does not exist.
              const reservationId =
                op.stray === 0
                  ? 9_000_000_000 + op.pick
                  : op.stray === 1 && all.length
                    ? all[op.pick % all.length]!
                    : resIds.length
                      ? resIds[op.pick % resIds.length]!
                      : 9_000_000_000;
              const action = op.t;
              return {
                run: (w) =>
                  action === 'settle'
                    ? w.settle({ scope: 'wd', externalId: ext, reservationId, clearing })
                    : w.release({ scope: 'wd', externalId: ext, reservationId }),
                model: (m) =>
                  m.complete(
                    `wd|${ext}`,
                    JSON.stringify([action, reservationId]),
                    action,
                    reservationId,
                    sysKey(sys.clearing),
                  ),
              };
            }
            case 'reverse': {
              const all = [...model.byId.keys()];
              const journalId =
                op.stray === 0 || all.length === 0 ? 9_000_000_000 + op.pick : all[op.pick % all.length]!;
              return {
                run: (w) => w.reverse({ scope: 'admin', externalId: ext, journalId }),
                model: (m) =>
                  m.reverse(
                    `admin|${ext}`,
                    JSON.stringify(['reverse', journalId]),
                    'reversal',
                    m.byId.get(journalId),
                    null,
                  ),
              };
            }
            case 'bet':
            case 'win': {
              // Now and then a bet arrives under a key its rollback already voided.
              const id =
                op.late === 0 && voidCandidates.length ? voidCandidates[op.pick % voidCandidates.length]! : ext;
              const kind = op.t;
              const playerId = players[op.p]!;
              gameKeys.push(id);
              const make = (amount: number): Call => ({
                run: (w) => w[kind]({ provider, transactionId: id, playerId, amount }),
                model: (m) =>
                  m.simple(`game|${id}`, JSON.stringify([kind, op.p, amount]), kind, playerId, [
                    { account: pa(op.p, 'cash'), delta: kind === 'bet' ? -amount : amount },
                    { account: sysKey(sys.provider), delta: kind === 'bet' ? amount : -amount },
                  ]),
              });
              return { ...make(op.amount), conflicting: make(op.amount + 1) };
            }
            case 'rollback': {
              const ref = op.fresh || gameKeys.length === 0 ? `${ext}-future` : gameKeys[op.pick % gameKeys.length]!;
              if (op.fresh) voidCandidates.push(ref);
              const playerId = players[op.p]!;
              return {
                run: (w) => w.rollback({ provider, transactionId: ext, referenceTransactionId: ref, playerId }),
                model: (m) =>
                  m.rollback(`game|${ext}`, JSON.stringify(['rollback', op.p, ref]), `game|${ref}`, playerId),
              };
            }
            case 'replay':
              return calls.length ? calls[op.pick % calls.length]! : null;
            case 'conflict': {
              const withConflict = calls.filter((c) => c.conflicting);
              return withConflict.length ? withConflict[op.pick % withConflict.length]!.conflicting! : null;
            }
          }
        };

        const snapshot = async () => {
          const out: Record<string, unknown> = {};
          for (const p of players) out[p] = await wallet.getPlayerBalance(p);
          for (const [k, a] of Object.entries(sys)) out[k] = await wallet.getSystemBalance(a);
          return out;
        };
        const expected = () => {
          const out: Record<string, unknown> = {};
          players.forEach((p, i) => {
            const cash = model.bal(pa(i, 'cash'));
            out[p] = {
              cash,
              bonus: model.bal(pa(i, 'bonus')),
              held: model.bal(pa(i, 'pending_withdrawal')),
              available: cash,
              depositHeld: 0,
            };
          });
          for (const [k, a] of Object.entries(sys)) out[k] = model.bal(sysKey(a));
          return out;
        };

        // Every player starts with some cash and bonus, so spending operations mostly apply.
        const seed: Op[] = [0, 1, 2].flatMap((p) => [
          { t: 'credit', p, acct: 'cash', amount: 100_000, promo: false },
          { t: 'credit', p, acct: 'bonus', amount: 20_000, promo: true },
        ]);
        for (const op of [...seed, ...ops]) {
          const call = build(op);
          if (!call) continue;
          if (op.t !== 'replay' && op.t !== 'conflict') calls.push(call);
          const want = call.model(model);
          let got: { journalId: number; replayed: boolean } | AppError;
          try {
            got = await call.run(wallet);
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            got = err;
          }
          if (!want.ok) {
            expect(got, `${op.t} should fail with ${want.code}`).toBeInstanceOf(AppError);
            expect((got as AppError).code).toBe(want.code);
          } else {
            expect(got, `${op.t} should succeed`).not.toBeInstanceOf(AppError);
            const result = got as WalletResult;
            if (want.replayOf) {
              expect(result).toMatchObject({ replayed: true, journalId: want.replayOf.journalId });
            } else {
              expect(result.replayed).toBe(false);
              model.record(want.journal!, result.journalId);
              // Replaying what just applied returns its first result and moves nothing.
              const before = await snapshot();
              const again = await call.run(wallet);
              expect(again).toMatchObject({ replayed: true, journalId: result.journalId });
              expect(await snapshot()).toEqual(before);
            }
          }
          expect(await snapshot()).toEqual(expected());
          const report = await runLedgerCheck(db.pool);
          expect(report.results.filter((r) => !r.ok)).toEqual([]);
        }
      }),
      { numRuns: 25 },
    );
    // 16 s inside `npm test`, 78-84 s beside a second one (docs/testing.md, 5 December)
  }, 300_000);
});
