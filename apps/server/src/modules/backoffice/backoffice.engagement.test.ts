import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedPost, lastCode, randomPhone, register } from '../auth/auth.test-support';
import { GiftcodesService } from '../giftcodes/giftcodes.service';
import {
  buildCashier,
  type Cashier,
  call,
  type Player,
  staffCall,
  staffToken,
} from '../payments/payments.test-support';

/** The content editor's promotions, gift-code batches and missions (decision 099). */
describe(`${GiftcodesService.name} and friends in the back office`, () => {
  let c: Cashier;
  let content: string;
  beforeAll(async () => {
    c = await buildCashier();
    await c.app.services.promotions.seed();
    await c.app.services.missions.seed();
    content = await staffToken(c, 'content');
  }, 120_000);
  afterAll(() => c.close());

  const verifiedPlayer = async (): Promise<Player> => {
    const r = await register(c.app, { phone: randomPhone('098') });
    const p = { id: r.id, token: r.token, phone: r.phone, username: r.username };
    expect((await authedPost(c.app, p.token, '/api/auth/verify-phone/send')).statusCode).toBe(200);
    const ok = await authedPost(c.app, p.token, '/api/auth/verify-phone', { otp: await lastCode(c.app, p.phone) });
    expect(ok.statusCode).toBe(200);
    return p;
  };

  it('should preview a rule with the same texts the promotion page then shows, saving nothing', async () => {
    const list = (await staffCall(c, content, 'GET', '/admin-api/promotions')).json().data as {
      slug: string;
      rule: { kind: string; percent?: number };
      enabled: boolean;
    }[];
    const promo = list.find((p) => p.rule.kind === 'first_deposit')!;
    const rule = { ...promo.rule, percent: 77 };
    const preview = await staffCall(c, content, 'POST', '/admin-api/promotions/preview', { rule });
    expect(preview.statusCode, preview.body).toBe(200);
    const texts = preview.json().data;
    expect(texts.title).toContain('77%');
    expect((await c.app.inject({ url: `/api/promotions/${promo.slug}` })).json().data.title).not.toContain('77%');

    const saved = await staffCall(c, content, 'PUT', `/admin-api/promotions/${promo.slug}`, { rule, enabled: true });
    expect(saved.statusCode).toBe(200);
    const live = (await c.app.inject({ url: `/api/promotions/${promo.slug}` })).json().data;
    expect({ title: live.title, summary: live.summary, terms: live.terms }).toEqual(texts);

    const bad = await staffCall(c, content, 'POST', '/admin-api/promotions/preview', { rule: { ...rule, percent: 0 } });
    expect(bad.statusCode).toBe(400);
  });

  it('should export a batch as CSV and forfeit its unused codes, which then no longer redeem', async () => {
    const made = await staffCall(c, content, 'POST', '/admin-api/giftcodes/batch', {
      count: 3,
      prefix: 'BO',
      amount: 20_000,
      turnover: 1,
    });
    expect(made.statusCode, made.body).toBe(200);
    const { batchId, codes } = made.json().data as { batchId: string; codes: { code: string }[] };
    const p = await verifiedPlayer();
    const used = await call(c.app, p, 'POST', '/api/user/giftcode/redeem', { code: codes[0]!.code });
    expect(used.statusCode, used.body).toBe(200);

    const batches = (await staffCall(c, content, 'GET', '/admin-api/giftcodes/batches')).json().data;
    expect(batches.find((b: { batchId: string }) => b.batchId === batchId)).toMatchObject({
      codes: 3,
      open: 2,
      redeemed: 1,
      amount: 20_000,
    });

    const csv = await staffCall(c, content, 'GET', `/admin-api/giftcodes/batches/${batchId}/codes.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('code,amount,turnover,uses,max_uses,expires_at');
    expect(lines.slice(1).map((l) => l.split(',')[0]!.replace(/"/g, ''))).toEqual(codes.map((x) => x.code));

    const forfeit = await staffCall(c, content, 'POST', `/admin-api/giftcodes/batches/${batchId}/forfeit`);
    expect(forfeit.json().data).toEqual({ forfeited: 2 });
    const again = await call(c.app, await verifiedPlayer(), 'POST', '/api/user/giftcode/redeem', {
      code: codes[1]!.code,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('GIFTCODE_INVALID');
    const audit = await c.app.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'giftcode.batch_forfeit' AND target_id = $1`,
      [batchId],
    );
    expect(audit.rows[0].details).toMatchObject({ forfeited: 2, codes: [codes[1]!.code, codes[2]!.code] });
    expect((await staffCall(c, content, 'POST', '/admin-api/giftcodes/batches/NOPE/forfeit')).statusCode).toBe(404);
  });

  it("should change a mission's reward and switch, audited, and the player's list follows", async () => {
    const missions = (await staffCall(c, content, 'GET', '/admin-api/missions')).json().data as {
      id: number;
      title: string;
      description: string;
      target: number;
      reward: number;
      featured: boolean;
      enabled: boolean;
    }[];
    const m = missions[0]!;
    const body = { ...m, reward: m.reward + 1_000, enabled: true };
    const res = await staffCall(c, content, 'PUT', `/admin-api/missions/${m.id}`, {
      title: body.title,
      description: body.description,
      target: body.target,
      reward: body.reward,
      featured: body.featured,
      enabled: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ enabled: false, reward: m.reward + 1_000 });
    expect(res.json().data.player).toMatchObject({ id: m.id, reward: m.reward + 1_000 });
    const p = await verifiedPlayer();
    const seen = (await call(c.app, p, 'GET', '/api/user/mission/list?per_page=50')).json().data as { id: number }[];
    expect(seen.map((x) => x.id)).not.toContain(m.id);
    const audit = await c.app.db.pool.query(`SELECT details FROM audit_log WHERE action = 'mission.update'`);
    expect(audit.rows[0].details).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    const bad = await staffCall(c, content, 'PUT', `/admin-api/missions/${m.id}`, { ...body, reward: 0 });
    expect(bad.statusCode).toBe(400);
  });
});
