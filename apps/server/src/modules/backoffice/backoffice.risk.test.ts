import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../auth/auth.test-support';
import {
  bankTransfer,
  bankWebhook,
  buildCashier,
  type Cashier,
  fund,
  newPlayer,
  type Player,
  staffCall,
  staffToken,
  verifiedBankAccount,
} from '../payments/payments.test-support';
import { backofficePlayerRoutes } from './backoffice.players.routes';

/** The CSV's data rows (our CSV has no quoted line breaks in these lists), the BOM and header dropped. */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((l) => l.split(','));

describe(`${backofficePlayerRoutes.name} and the review, risk and affiliate lists`, () => {
  let c: Cashier;
  let finance: string;
  let support: string;
  let compliance: string;
  let a: Player;
  let b: Player;
  const aff = `aff${randomUUID().slice(0, 8)}`;
  const campaign = `tet-${randomUUID().slice(0, 6)}`;

  const list = (token: string, name: string, query: string) =>
    staffCall(c, token, 'GET', `/admin-api/lists/${name}?${query}`);
  const win = async (player: Player, round: string, bet: number, won: number) => {
    for (const [kind, amount] of [
      ['bet', bet],
      ['win', won],
    ] as const)
      await c.app.db.pool.query(
        `INSERT INTO provider_transactions (provider_code, transaction_uuid, kind, player_id, round, game_code, amount, balance_after, request_hash)
         VALUES ('pp', $1, $2, $3, $4, 'vs20olympgate', $5, 0, 'test')`,
        [randomUUID(), kind, player.id, round, amount],
      );
  };

  beforeAll(async () => {
    c = await buildCashier();
    [finance, support, compliance] = await Promise.all([
      staffToken(c, 'finance'),
      staffToken(c, 'support'),
      staffToken(c, 'compliance'),
    ]);
    const r = await register(c.app, { aff_id: aff, utm_source: 'facebook', utm_campaign: campaign });
    expect(r.res.statusCode, r.res.body).toBe(200);
    a = { id: r.id, token: r.token, phone: r.phone, username: r.username };
    b = await newPlayer(c.app);
    await fund(c, a, 400_000);
  }, 60_000);
  afterAll(() => c.close());

  it('should list unmatched transfers with who paid, filter and total them, and export the same set', async () => {
    const sender = `TRAN THI ${randomUUID().slice(0, 6).toUpperCase()}`;
    for (const amount of [120_000, 80_000]) {
      const res = await bankWebhook(
        c,
        bankTransfer(`CK khong ma ${randomUUID().slice(0, 6)}`, amount, {
          counterAccountName: sender,
          counterAccountNumber: '0011223344',
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await list(finance, 'exceptions', `q=${encodeURIComponent(sender)}&status=open&sort=amount&dir=asc`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: { amount: number }) => r.amount)).toEqual([80_000, 120_000]);
    expect(res.json().data[0]).toMatchObject({ senderName: sender, senderAccount: '0011223344', bank: 'Vietcombank' });
    expect(res.json().meta.totals).toEqual({ count: 2, sums: { amount: 200_000 } });
    const over = await list(finance, 'exceptions', `q=${encodeURIComponent(sender)}&min=100000`);
    expect(over.json().meta.totals.count).toBe(1);
    // support sees the sender's account masked, on screen and in the CSV
    const masked = await list(support, 'exceptions', `q=${encodeURIComponent(sender)}`);
    expect(masked.json().data[0].senderAccount).toBe('******3344');
    const csv = await list(support, 'exceptions.csv', `q=${encodeURIComponent(sender)}&sort=amount&dir=asc`);
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csvRows(csv.body);
    expect(rows.map((r) => Number(r[3]))).toEqual([80_000, 120_000]);
    expect(rows.every((r) => r[6] === '******3344')).toBe(true);
    expect((await list(compliance, 'exceptions', '')).statusCode).toBe(403);
  });

  it('should list AML flags, KYC checks naming accounts that share an ID, and bank accounts with the KYC name', async () => {
    const idNumber = `0790${String(Date.now()).slice(-8)}`;
    for (const p of [a, b])
      await c.app.db.pool.query(
        `INSERT INTO kyc_submissions (player_id, status, full_name, date_of_birth, id_number, reviewed_at)
         VALUES ($1, 'verified', 'NGUYEN VAN AN', '1990-01-02', $2, now())`,
        [p.id, idNumber],
      );
    const kyc = await list(compliance, 'kyc', `q=${idNumber}&status=verified`);
    expect(kyc.statusCode, kyc.body).toBe(200);
    expect(kyc.json().meta.totals.count).toBe(2);
    expect(kyc.json().data.every((r: { sameIdAccounts: number }) => r.sameIdAccounts === 1)).toBe(true);

    await c.app.db.pool.query(
      `INSERT INTO aml_flags (player_id, rule, dedupe_key, details) VALUES ($1, 'large_deposit', $2, '{"amount": 400000}')`,
      [a.id, `test-${randomUUID()}`],
    );
    const flags = await list(compliance, 'aml', `playerId=${a.id}&status=open&kind=large_deposit`);
    expect(flags.statusCode, flags.body).toBe(200);
    expect(flags.json().data).toEqual([
      expect.objectContaining({ playerId: a.id, username: a.username, rule: 'large_deposit', status: 'open' }),
    ]);

    await verifiedBankAccount(c, a, finance);
    const banks = await list(finance, 'bank-accounts', `playerId=${a.id}&status=verified`);
    expect(banks.statusCode, banks.body).toBe(200);
    expect(banks.json().data[0]).toMatchObject({
      holderName: 'NGUYEN VAN AN',
      kycName: 'NGUYEN VAN AN',
      bank: 'Vietcombank',
    });
    expect(banks.json().data[0].accountNumber).not.toContain('*');
    const masked = await list(support, 'bank-accounts', `playerId=${a.id}`);
    expect(masked.json().data[0].accountNumber).toMatch(/^\*+\d{4}$/);
  });

  it("should total each player's stakes and wins over the period and list single wins above the threshold", async () => {
    await win(a, `r-${randomUUID()}`, 100_000, 60_000_000);
    await win(a, `r-${randomUUID()}`, 50_000, 0);
    await win(b, `r-${randomUUID()}`, 200_000, 1_000_000);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    const profit = await list(finance, 'profit', `from=${today}&to=${today}&sort=profit&q=${a.username}`);
    expect(profit.statusCode, profit.body).toBe(200);
    expect(profit.json().data).toEqual([
      expect.objectContaining({
        playerId: a.id,
        stakes: 150_000,
        wins: 60_000_000,
        profit: 59_850_000,
        rounds: 2,
      }),
    ]);
    const yesterday = await list(finance, 'profit', `from=2020-01-01&to=2020-01-01&q=${a.username}`);
    expect(yesterday.json().meta.totals.count).toBe(0);
    const ahead = await list(compliance, 'profit', `playerId=${b.id}&min=800000`);
    expect(ahead.json().meta.totals.sums).toEqual({ stakes: 200_000, wins: 1_000_000, profit: 800_000 });
    expect((await list(compliance, 'profit', `playerId=${b.id}&min=800001`)).json().meta.totals.count).toBe(0);

    // the default threshold (50,000,000) lists a's win, not b's; compliance lowers it and b's appears
    const large = await list(compliance, 'large-wins', `playerId=${a.id}`);
    expect(large.json().data).toEqual([expect.objectContaining({ amount: 60_000_000, stake: 100_000 })]);
    expect((await list(compliance, 'large-wins', `playerId=${b.id}`)).json().meta.totals.count).toBe(0);
    const rules = (await staffCall(c, compliance, 'GET', '/admin-api/aml/settings')).json().data.rules;
    const refused = await staffCall(c, compliance, 'PUT', '/admin-api/aml/settings', { ...rules, largeWinVnd: -1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).not.toMatch(/^[a-zA-Z]+:/);
    const saved = await staffCall(c, compliance, 'PUT', '/admin-api/aml/settings', {
      ...rules,
      largeWinVnd: 1_000_000,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await list(compliance, 'large-wins', `playerId=${b.id}`)).json().meta.totals.sums.amount).toBe(1_000_000);
    expect((await list(support, 'large-wins', '')).statusCode).toBe(403);
  });

  it('should report registrations, first deposits, deposits and net per affiliate code, and show the codes on the player', async () => {
    const res = await list(finance, 'affiliates', `q=${aff}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        affId: aff,
        utmSource: 'facebook',
        utmCampaign: campaign,
        registrations: 1,
        firstDeposits: 1,
        deposits: 400_000,
        withdrawals: 0,
        net: 400_000,
      },
    ]);
    const csv = csvRows((await list(finance, 'affiliates.csv', `q=${campaign}`)).body);
    expect(csv).toEqual([[aff, 'facebook', campaign, '1', '1', '400000', '0', '400000']]);
    const old = await list(finance, 'affiliates', `q=${aff}&from=2020-01-01&to=2020-01-31`);
    expect(old.json().meta.totals.count).toBe(0);

    const codes = await staffCall(c, support, 'GET', `/admin-api/players/${a.id}/acquisition`);
    expect(codes.json().data).toMatchObject({ affId: aff, utmSource: 'facebook', utmCampaign: campaign });
  });

  it('should tag and untag a player with a reason, audited, filter the players list by tag, and refuse bad tags', async () => {
    const tag = `vip-${randomUUID().slice(0, 4)}`;
    const add = (t: string, reason = 'Khách quen, chăm sóc riêng') =>
      staffCall(c, support, 'POST', `/admin-api/players/${b.id}/tags`, { tag: t, reason });
    const added = await add(tag.toUpperCase());
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.map((t: { tag: string }) => t.tag)).toEqual([tag]);
    expect((await add(tag)).statusCode).toBe(409);

    for (const [bad, message] of [
      ['vip khach', 'chữ thường'],
      ['-vip', 'chữ thường'],
      ['x'.repeat(31), 'tối đa 30'],
    ] as const) {
      const res = await add(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toContain(message);
    }
    const short = await add('khac', 'ok');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Lý do tối thiểu 5 ký tự');
    expect(
      (await staffCall(c, finance, 'POST', `/admin-api/players/${b.id}/tags`, { tag, reason: 'abcdef' })).statusCode,
    ).toBe(403);

    const tagged = await list(support, 'players', `tag=${tag}`);
    expect(tagged.json().data.map((r: { id: number; tags: string[] }) => [r.id, r.tags])).toEqual([[b.id, [tag]]]);
    const counts = await staffCall(c, finance, 'GET', '/admin-api/player-tags');
    expect(counts.json().data).toContainEqual({ tag, players: 1 });

    const removed = await c.app.inject({
      method: 'DELETE',
      url: `/admin-api/players/${b.id}/tags/${tag}`,
      headers: { 'x-staff-token': compliance },
      payload: { reason: 'Không còn là khách VIP' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual([]);
    expect((await list(support, 'players', `tag=${tag}`)).json().meta.totals.count).toBe(0);
    const audit = await list(compliance, 'audit', `playerId=${b.id}&q=player.tag`);
    expect(
      audit.json().data.map((r: { action: string; details: { tag: string } }) => [r.action, r.details.tag]),
    ).toEqual([
      ['player.tag_remove', tag],
      ['player.tag_add', tag],
    ]);
  });

  it('should refuse invalid filters on every new list with a Vietnamese message', async () => {
    for (const [token, name] of [
      [finance, 'exceptions'],
      [compliance, 'aml'],
      [compliance, 'kyc'],
      [finance, 'bank-accounts'],
      [finance, 'profit'],
      [finance, 'large-wins'],
      [finance, 'affiliates'],
    ] as const)
      for (const [query, message] of [
        ['min=-1000', 'không âm'],
        ['from=2026-02-10&to=2026-02-01', 'trước ngày kết thúc'],
        ['sort=password_hash', 'Cột sắp xếp'],
        ['playerId=abc', 'Mã người chơi'],
      ]) {
        const res = await list(token, `${name}.csv`, query!);
        expect(res.statusCode, `${name} ${query}`).toBe(400);
        expect(res.json().message, `${name} ${query}`).toContain(message);
      }
  });

  it('should name the accounts linked to a player by device, bank account and ID number', async () => {
    // b once tried a's bank account (refused as a duplicate: a signal all the same)
    await c.app.db.pool.query(
      `INSERT INTO bank_accounts (player_id, bank_bin, account_number, holder_name, status, reject_reason)
       SELECT $2, bank_bin, account_number, 'TRAN VAN B', 'rejected', 'Trùng tài khoản' FROM bank_accounts WHERE player_id = $1`,
      [a.id, b.id],
    );
    const res = await staffCall(c, support, 'GET', `/admin-api/players/${a.id}/linked-accounts`);
    expect(res.statusCode, res.body).toBe(200);
    const kinds = (res.json().data as { kind: string; playerId: number; value: string }[]).filter(
      (l) => l.playerId === b.id,
    );
    // the test players sign up from one device; a and b share the ID number recorded above
    expect(kinds.map((l) => l.kind)).toEqual(expect.arrayContaining(['device', 'id_number', 'bank_account']));
    expect(kinds.find((l) => l.kind === 'bank_account')?.value).toMatch(/^Vietcombank \*+\d{4}$/);
    const id = kinds.find((l) => l.kind === 'id_number');
    expect(id?.value).toMatch(/^…\d{4}$/);
    expect((await staffCall(c, support, 'GET', '/admin-api/players/99999999/linked-accounts')).statusCode).toBe(404);
  });
});
