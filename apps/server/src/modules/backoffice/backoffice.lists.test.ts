import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCashier,
  type Cashier,
  call,
  fund,
  newPlayer,
  type Player,
  staffCall,
  staffToken,
  verifiedBankAccount,
} from '../payments/payments.test-support';
import { staffListRoutes } from './backoffice.lists.routes';

/** Parses our CSV (quoted fields, CRLF) into rows of cells, the BOM dropped. */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

describe(`${staffListRoutes.name}`, () => {
  let c: Cashier;
  let finance: string;
  let support: string;
  let compliance: string;
  let p1: Player;
  let p2: Player;
  beforeAll(async () => {
    c = await buildCashier();
    [finance, support, compliance] = await Promise.all([
      staffToken(c, 'finance'),
      staffToken(c, 'support'),
      staffToken(c, 'compliance'),
    ]);
    await c.app.services.aml.settings.save({ ...(await c.app.services.aml.settings.rules()), rapidMinTurnoverPct: 0 });
    // withdrawals wait for staff here: the bulk approval is what is tested
    await c.patch((s) => {
      s.autoApprove.enabled = false;
    });
    p1 = await newPlayer(c.app);
    p2 = await newPlayer(c.app);
    await fund(c, p1, 300_000);
    await fund(c, p1, 200_000);
    await fund(c, p2, 150_000);
  }, 60_000);
  afterAll(() => c.close());

  const list = (token: string, name: string, query: string) =>
    staffCall(c, token, 'GET', `/admin-api/lists/${name}?${query}`);

  it('should filter deposits, total the whole filtered set over pages, and export exactly that set as CSV', async () => {
    const q = `q=${p1.username.slice(2, -2)}&status=credited`;
    const page = await list(finance, 'deposits', `${q}&per_page=1`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toHaveLength(1);
    expect(page.json().data[0].username).toBe(p1.username);
    expect(page.json().meta.totals).toEqual({ count: 2, sums: { amount: 500_000, credited: 500_000 } });
    expect(page.json().meta.pagination).toMatchObject({ total: 2, last_page: 2 });

    const over = await list(finance, 'deposits', `${q}&min=250000`);
    expect(over.json().data.map((d: { amount: number }) => d.amount)).toEqual([300_000]);
    expect(over.json().meta.totals.sums.credited).toBe(300_000);

    const sorted = await list(finance, 'deposits', `${q}&sort=amount&dir=asc`);
    expect(sorted.json().data.map((d: { amount: number }) => d.amount)).toEqual([200_000, 300_000]);

    // the CSV ignores the page: every row of the filter, in the screen's order
    const csv = await list(finance, 'deposits.csv', `${q}&sort=amount&dir=asc&per_page=1`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(csv.body);
    expect(rows[0]).toContain('Số tiền');
    expect(rows.slice(1).map((r) => Number(r[5]))).toEqual([200_000, 300_000]);
    expect(rows.slice(1).every((r) => r[2] === p1.username)).toBe(true);

    const audit = await list(compliance, 'audit', 'status=list.download');
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().data[0].details).toMatchObject({ list: 'deposits', rows: 2, filter: { status: 'credited' } });
  });

  it('should refuse invalid numbers, dates and sorts with a Vietnamese message, never coerce them', async () => {
    for (const [query, message] of [
      ['min=-1000', 'không âm'],
      ['max=1.000.000', 'không âm'],
      ['min=abc', 'không âm'],
      ['min=500&max=100', 'nhỏ hơn hoặc bằng'],
      ['from=2026-02-10&to=2026-02-01', 'trước ngày kết thúc'],
      ['from=10/02/2026', 'YYYY-MM-DD'],
      ['sort=password_hash', 'Cột sắp xếp'],
      ['playerId=1x', 'Mã người chơi'],
    ]) {
      const res = await list(finance, 'deposits', query!);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
  });

  it("should find players by any part of the name, mask phones and total the filtered set's cash", async () => {
    const res = await list(support, 'players', `q=${p1.username.slice(3, -1)}`);
    expect(res.statusCode, res.body).toBe(200);
    const hit = res.json().data.find((r: { id: number }) => r.id === p1.id);
    expect(hit).toMatchObject({ username: p1.username, balance: 500_000, status: 'active' });
    expect(hit.phone).not.toBe(p1.phone);
    expect(hit.phone).toMatch(/^\d{3}\*{4}\d{3}$/);
    const byPhone = await list(support, 'players', `q=${p2.phone.slice(-6)}`);
    expect(byPhone.json().data.map((r: { id: number }) => r.id)).toContain(p2.id);

    const both = await list(support, 'players', `playerId=${p2.id}&min=100000`);
    expect(both.json().meta.totals).toEqual({ count: 1, sums: { balance: 150_000 } });
    const none = await list(support, 'players', `playerId=${p2.id}&min=150001`);
    expect(none.json().meta.totals.count).toBe(0);
  });

  it('should list ledger postings with credit and debit totals that match the balance', async () => {
    const res = await list(finance, 'transactions', `playerId=${p1.id}&kind=cash`);
    expect(res.statusCode, res.body).toBe(200);
    const { sums } = res.json().meta.totals;
    expect(sums.net).toBe(500_000);
    expect(sums.credits - sums.debits).toBe(sums.net);
  });

  it('should approve several withdrawals at once, each once and audited, and say which were refused', async () => {
    const accountId = await verifiedBankAccount(c, p2, finance);
    const w = await call(
      c.app,
      p2,
      'POST',
      '/api/payment/withdraw/bank',
      { bankAccountId: accountId, amount: 100_000 },
      { 'idempotency-key': randomUUID() },
    );
    expect(w.statusCode, w.body).toBe(200);
    const id = w.json().data.id as number;

    const pending = await list(support, 'withdrawals', `playerId=${p2.id}&status=pending`);
    expect(pending.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    // support sees the account number masked on screen and in the CSV alike
    const masked = pending.json().data[0].accountNumber as string;
    expect(masked).toMatch(/^\*+\d{4}$/);
    const csv = parseCsv((await list(support, 'withdrawals.csv', `playerId=${p2.id}`)).body);
    expect(csv[1]![8]).toBe(masked);
    const full = await list(finance, 'withdrawals', `playerId=${p2.id}`);
    expect(full.json().data[0].accountNumber).not.toContain('*');

    const bulk = await staffCall(c, finance, 'POST', '/admin-api/withdrawals/bulk-approve', { ids: [id, 99_999_999] });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data).toEqual([
      { id, ok: true, code: null, message: null },
      expect.objectContaining({ id: 99_999_999, ok: false, code: 'WITHDRAWAL_NOT_FOUND' }),
    ]);
    const again = await staffCall(c, finance, 'POST', '/admin-api/withdrawals/bulk-approve', { ids: [id] });
    expect(again.json().data[0]).toMatchObject({ ok: false, code: 'WITHDRAWAL_STATUS' });
    const approvals = await list(compliance, 'audit', `status=withdrawal.approve&q=${id}`);
    expect(approvals.json().data.filter((a: { targetId: string }) => a.targetId === String(id))).toHaveLength(1);
    const reserved = await c.app.db.pool.query(
      `SELECT count(*)::int AS n FROM journal WHERE kind = 'withdrawal_reserve' AND player_id = $1`,
      [p2.id],
    );
    expect(reserved.rows[0].n).toBe(1);

    expect(
      (await staffCall(c, finance, 'POST', '/admin-api/withdrawals/bulk-approve', { ids: [id, id] })).statusCode,
    ).toBe(400);
    expect((await staffCall(c, support, 'POST', '/admin-api/withdrawals/bulk-approve', { ids: [id] })).statusCode).toBe(
      403,
    );
  });

  it('should lock several accounts with one reason, each audited, and refuse a short reason changing nothing', async () => {
    const a = await newPlayer(c.app);
    const b = await newPlayer(c.app);
    const short = await staffCall(c, support, 'POST', '/admin-api/players/bulk-status', {
      ids: [a.id, b.id],
      status: 'disabled',
      reason: 'x',
    });
    expect(short.statusCode).toBe(400);
    expect((await list(support, 'players', `playerId=${a.id}`)).json().data[0].status).toBe('active');

    const res = await staffCall(c, support, 'POST', '/admin-api/players/bulk-status', {
      ids: [a.id, b.id],
      status: 'disabled',
      reason: 'Tài khoản nhân bản, khóa theo yêu cầu tuân thủ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.every((r: { ok: boolean }) => r.ok)).toBe(true);
    const locked = await list(support, 'players', `status=disabled&q=${a.username}`);
    expect(locked.json().data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const audited = await list(compliance, 'audit', 'status=player.disable&kind=player');
    const targets = audited.json().data.map((r: { targetId: string }) => r.targetId);
    expect(targets).toEqual(expect.arrayContaining([String(a.id), String(b.id)]));
  });

  it('should clear several AML flags with one conclusion and refuse one already reviewed', async () => {
    const ids: number[] = [];
    for (const key of ['a', 'b']) {
      const r = await c.app.db.pool.query(
        `INSERT INTO aml_flags (player_id, rule, dedupe_key, details) VALUES ($1, 'large_deposit', $2, '{}') RETURNING id`,
        [p1.id, `test-${key}-${randomUUID()}`],
      );
      ids.push(Number(r.rows[0].id));
    }
    const first = await staffCall(c, compliance, 'POST', '/admin-api/aml/flags/bulk-review', {
      ids: [ids[0]],
      outcome: 'cleared',
      note: 'Nguồn tiền đã giải trình',
    });
    expect(first.json().data[0].ok).toBe(true);
    const both = await staffCall(c, compliance, 'POST', '/admin-api/aml/flags/bulk-review', {
      ids,
      outcome: 'cleared',
      note: 'Nguồn tiền đã giải trình',
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data.map((r: { ok: boolean }) => r.ok)).toEqual([false, true]);
    const open = await c.app.db.pool.query(
      `SELECT count(*)::int AS n FROM aml_flags WHERE id = ANY($1) AND status = 'open'`,
      [ids],
    );
    expect(open.rows[0].n).toBe(0);
  });
});
