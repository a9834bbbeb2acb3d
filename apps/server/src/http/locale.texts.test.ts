import { randomUUID } from 'node:crypto';
import { textsFor } from '@app/contract/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../modules/admin/admin.test-support';
import { amlCashier } from '../modules/aml/aml.test-support';
import { otpMessage } from '../modules/auth/auth.otp';
import {
  type Cashier,
  call,
  fund,
  newPlayer,
  staffCall,
  verifiedBankAccount,
} from '../modules/payments/payments.test-support';
import { texts } from './locale';

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Json = any;

const EN = { 'accept-language': 'en-GB,en;q=0.9' };
const VI = { 'accept-language': 'vi-VN,vi;q=0.9' };
/** '21 Dec 2026, 14:05' (English) and '14:05 21/12/2026' (Vietnamese), Vietnam time. */
const DATE_EN = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/;
const DATE_VI = /\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}/;

/**
 * The sentences the server writes with figures answer in the client's language (decision 163):
 * a held withdrawal's explanation, the history's line of it, a refusal with an amount, the
 * promotion rules, an info page's English version, a code's SMS in the player's language.
 */
describe('texts in the language of the request', () => {
  let c: Cashier;
  let finance: string;
  beforeAll(async () => {
    ({ c, finance } = await amlCashier());
    await c.app.services.aml.settings.save({ ...(await c.app.services.aml.settings.rules()), rapidMinTurnoverPct: 30 });
    const rules = await staffCall(c, finance, 'PUT', '/admin-api/payments/withdrawal-rules', {
      enabled: true,
      maxAmount: 1_000_000,
      maxDailyPerPlayer: 3_000_000,
      requireVerifiedKyc: false,
      holdFirstWithdrawal: true,
      reviewHours: 6,
      promisedMinutes: { min: 2, max: 5 },
    });
    expect(rules.statusCode, rules.body).toBe(200);
  });
  afterAll(() => c.close());

  it("should explain a held withdrawal in English or Vietnamese, with the client's date form and whole đồng", async () => {
    const p = await newPlayer(c.app);
    await fund(c, p, 500_000);
    const account = await verifiedBankAccount(c, p, finance);
    const res = await call(
      c.app,
      p,
      'POST',
      '/api/payment/withdraw/bank',
      { bankAccountId: account, amount: 200_000 },
      { 'idempotency-key': randomUUID(), ...EN },
    );
    expect(res.statusCode, res.body).toBe(200);
    const en: Json = res.json().data;
    expect(en.review.message).toMatch(/^Your withdrawal is being checked\./);
    expect(en.review.message).toMatch(DATE_EN);
    const first = en.review.items.find((i: Json) => i.reason === 'first_withdrawal');
    expect(first.text).toBe(
      'This is your first withdrawal: a first withdrawal is always checked by staff to protect your account.',
    );
    // 30 % of 500,000 deposited, nothing staked: 150,000 to go, in whole đồng in both languages
    const turnover = en.review.items.find((i: Json) => i.reason === 'turnover');
    expect(turnover.action).toBe('Stake 150,000 VND more so that your next withdrawal does not wait for this reason.');

    const vi: Json = (await call(c.app, p, 'GET', `/api/payment/withdraw/${en.id}`, undefined, VI)).json().data;
    expect(vi.review.message).toMatch(/^Lệnh rút đang được kiểm tra\./);
    expect(vi.review.message).toMatch(DATE_VI);
    expect(vi.review.items.find((i: Json) => i.reason === 'turnover').action).toBe(
      'Cược thêm 150,000 VND để lần rút sau không phải chờ kiểm tra vì lý do này.',
    );
    // the same deadline in both
    expect(vi.review.answerBy).toBe(en.review.answerBy);

    // the history's line of the waiting withdrawal, in each language
    const row = async (headers: Record<string, string>) =>
      (
        (await call(c.app, p, 'GET', '/api/user/history/transactions?type=withdraw', undefined, headers)).json()
          .data as Json[]
      ).find((r) => r.type === 'withdraw');
    const rowEn = await row(EN);
    expect(rowEn).toMatchObject({ method: 'Bank transfer', statusLabel: 'Being checked' });
    expect(rowEn.note).toMatch(/^Being checked \(first withdrawal.*\); staff answer before /);
    expect(rowEn.note).toMatch(DATE_EN);
    const rowVi = await row(VI);
    expect(rowVi).toMatchObject({ method: 'Chuyển khoản ngân hàng', statusLabel: 'Đang kiểm tra' });
    expect(rowVi.note).toMatch(/^Đang được kiểm tra \(lần rút đầu tiên.*\); nhân viên trả lời trước /);
  });

  it('should refuse an amount under the minimum with the figure in the client language', async () => {
    const p = await newPlayer(c.app);
    const ask = (headers: Record<string, string>) =>
      call(c.app, p, 'POST', '/api/payment/deposit/momo', { amount: 9_999 }, headers);
    const en = await ask(EN);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 'AMOUNT_TOO_LOW' });
    expect(en.json().message).toMatch(/^The minimum amount is [\d,]+ VND$/);
    const vi = await ask(VI);
    expect(vi.json().message).toMatch(/^Số tiền tối thiểu là [\d,]+ VND$/);
    // the same figure in both
    expect(en.json().message.match(/[\d,]+ VND/)![0]).toBe(vi.json().message.match(/[\d,]+ VND/)![0]);
  });

  it('should word the promotion rules from the rule in the client language', async () => {
    await c.app.services.promotions.seed();
    const list = async (headers: Record<string, string>) =>
      (await call(c.app, null, 'GET', '/api/promotions', undefined, headers)).json().data as Json[];
    const en = (await list(EN)).find((x) => x.kind === 'first_deposit');
    const vi = (await list(VI)).find((x) => x.kind === 'first_deposit');
    expect(en.slug).toBe(vi.slug);
    expect(en.title).toBe(`${en.rule.percent}% first deposit bonus`);
    expect(vi.title).toBe(`Thưởng nạp đầu ${vi.rule.percent}%`);
    expect(en.terms[0]).toBe('For your first deposit; not for crypto, MoMo, and phone card deposits.');
    expect(vi.terms[0]).toBe('Áp dụng cho lần nạp tiền đầu tiên; không áp dụng cho nạp tiền điện tử, MoMo và thẻ cào.');
    expect(en.terms.join(' ')).not.toMatch(/[ạảãàáâầấậăằắặđ]/);
  });

  it('should write a mission generated from its rule in the client language', async () => {
    await c.app.services.missions.seed();
    const list = async (headers: Record<string, string>) =>
      (await call(c.app, null, 'GET', '/api/missions', undefined, headers)).json().data as Json[];
    const en = (await list(EN)).find((m) => m.code === 'nap-tien-hang-ngay');
    expect(en).toMatchObject({
      title: 'Deposit 500,000 VND today',
      description: 'One deposit of 500,000 VND or more today.',
    });
    const vi = (await list(VI)).find((m) => m.code === 'nap-tien-hang-ngay');
    expect(vi).toMatchObject({ title: 'Nạp 500,000 VND trong ngày' });
  });

  it("should serve an info page's English version on the English site and its Vietnamese where staff wrote none", async () => {
    const content = await staffTokenFor(c.app, 'content');
    const save = (key: string, payload: Record<string, unknown>) =>
      c.app.inject({
        method: 'POST',
        url: `/admin-api/info-pages/${key}/revisions`,
        headers: { 'x-staff-token': content },
        payload,
      });
    const both = await save('gioi-thieu', {
      intro: '{brand} là sân chơi giải trí trực tuyến.',
      bodyText: '## Về chúng tôi\n\nĐoạn tiếng Việt.',
      en: { intro: '{brand} is an online entertainment site.', bodyText: '## About us\n\nAn English paragraph.' },
      publish: true,
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data.en).toMatchObject({ intro: '{brand} is an online entertainment site.' });
    expect(await c.app.services.cms.published('gioi-thieu', 'en')).toMatchObject({
      locale: 'en',
      intro: '{brand} is an online entertainment site.',
      body: [
        { type: 'h2', text: 'About us' },
        { type: 'p', text: 'An English paragraph.' },
      ],
    });
    expect(await c.app.services.cms.published('gioi-thieu', 'vi')).toMatchObject({
      locale: 'vi',
      intro: '{brand} là sân chơi giải trí trực tuyến.',
    });
    // no English written: the English site shows the operator's Vietnamese, not the demo text
    const viOnly = await save('chinh-sach-bao-mat', {
      intro: 'Chính sách bảo mật do nhà điều hành viết.',
      bodyText: 'Nội dung.',
      publish: true,
    });
    expect(viOnly.statusCode, viOnly.body).toBe(200);
    expect(viOnly.json().data.en).toBeNull();
    expect(await c.app.services.cms.published('chinh-sach-bao-mat', 'en')).toMatchObject({
      locale: 'vi',
      intro: 'Chính sách bảo mật do nhà điều hành viết.',
    });
    // an English version is checked like the Vietnamese one
    const bad = await save('gioi-thieu', {
      intro: 'Một đoạn mở đầu đủ dài.',
      bodyText: '',
      en: { intro: 'short', bodyText: '' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("should write a one-time code's SMS and e-mail in the player's stored language", () => {
    const x = { brand: 'XC03', username: 'nguoichoi1', code: '123456', minutes: 5 };
    const en = otpMessage('reset_password', 'en', x);
    expect(en.sms).toBe(
      'XC03: Your password reset code is 123456. Valid for 5 minutes. Do not share this code with anyone.',
    );
    expect(en.subject).toBe('[XC03] Your password reset code');
    expect(en.email).toContain('Hello nguoichoi1,\n\nYour password reset code is 123456.');
    const vi = otpMessage('reset_password', 'vi', x);
    expect(vi.sms).toBe(
      'XC03: Ma OTP dat lai mat khau cua ban la 123456. Hieu luc 5 phut. Khong chia se ma nay cho bat ky ai.',
    );
    // GSM-7: the SMS stays unaccented in both languages
    for (const sms of [en.sms, vi.sms]) expect(sms).toMatch(/^[\x20-\x7e]*$/);
    expect(vi.subject).toBe('[XC03] Mã OTP đặt lại mật khẩu');
  });

  it('should fall back to Vietnamese outside a request', () => {
    expect(texts()('money.review.kyc')).toBe(textsFor('vi')('money.review.kyc'));
  });
});
