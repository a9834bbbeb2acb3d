import { describe, expect, it } from 'vitest';
import { ProviderRefused, TransferUnknown, type Transport } from '../transfers.client';
import { Ws168Client } from './ws168.client';

/*
 * The WS168 client against answers in WS168's format: Bearer token, api/merchant/ paths, and the
 * bet record fields a public WS168 transfer adapter reads (slug, fight_no, side, status, odd,
 * bet_amount, net_income, bet_return, valid_amount, result, is_settled, bet_at, settled_at).
 */

const WS_BET = {
  slug: 'B2026113000042',
  arena_fight_no: 'A1-117',
  round_id: 88121,
  fight_no: '117',
  side: 'meron',
  account: 'vn42',
  status: 'settled',
  odd: '0.95',
  bet_amount: '100.00',
  net_income: '95.00',
  bet_return: '195.00',
  valid_amount: '100.00',
  result: 'meron',
  is_settled: true,
  bet_at: '2026-11-30 19:04:10',
  settled_at: '2026-11-30 19:06:55',
  arena_no: 'A1',
};

function scripted(answers: unknown[]) {
  const sent: { method: string; url: string; headers: Record<string, string>; body?: unknown }[] = [];
  const transport: Transport = async (req) => {
    sent.push({ method: req.method, url: req.url, headers: req.headers, body: req.body && JSON.parse(req.body) });
    const next = answers.shift();
    if (next instanceof Error) throw next;
    if (typeof next === 'object' && next && 'status' in next && 'text' in next) return next as never;
    return { status: 200, text: JSON.stringify(next) };
  };
  return { transport, sent };
}

const client = (transport: Transport) =>
  new Ws168Client({
    baseUrl: 'https://ws168.test',
    token: 'TOKEN',
    units: { amountScale: 1000, decimals: 2 },
    transport,
  });

describe(Ws168Client.name, () => {
  it('should deposit and withdraw with the Bearer token and merchant_order_num', async () => {
    const { transport, sent } = scripted([
      { code: 0, message: 'success', data: { balance: '150.50' } },
      { code: 0, message: 'success', data: { balance: '0.00' } },
    ]);
    const ws = client(transport);
    expect(await ws.deposit('vn42', 'ws168d1', 150_500)).toEqual({ status: 'done' });
    expect(await ws.withdraw('vn42', 'ws168w1', 150_500)).toEqual({ status: 'done' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'https://ws168.test/api/merchant/player/deposit',
      headers: { authorization: 'Bearer TOKEN' },
      body: { account: 'vn42', merchant_order_num: 'ws168d1', amount: '150.50' },
    });
    expect(sent[1]!.url).toBe('https://ws168.test/api/merchant/player/withdraw');
  });

  it('should tell refusals, duplicates, refused tokens and lost answers apart', async () => {
    const { transport } = scripted([
      { code: 1003, message: 'insufficient balance' },
      { code: 1006, message: 'duplicate order' },
      { status: 500, text: 'Internal Server Error' },
      { status: 200, text: '{"code":' },
      new TransferUnknown('timeout'),
      { status: 401, text: '{"code":401}' },
    ]);
    const ws = client(transport);
    expect(await ws.withdraw('vn42', 'a', 1000)).toEqual({
      status: 'refused',
      code: '1003',
      message: 'insufficient balance',
    });
    for (const id of ['b', 'c', 'd', 'e'])
      await expect(ws.deposit('vn42', id, 1000)).rejects.toBeInstanceOf(TransferUnknown);
    await expect(ws.deposit('vn42', 'f', 1000)).rejects.toBeInstanceOf(ProviderRefused);
  });

  it('should read the order check as done, failed, not found or pending', async () => {
    const { transport, sent } = scripted([
      { code: 0, data: { status: 'success', amount: '10.00' } },
      { code: 0, data: { status: 'fail', amount: '10.00' } },
      { code: 1005, message: 'order not found' },
      { code: 0, data: { status: 'pending', amount: '10.00' } },
    ]);
    const ws = client(transport);
    expect(await ws.status('vn42', 'o1')).toBe('done');
    expect(await ws.status('vn42', 'o1')).toBe('failed');
    expect(await ws.status('vn42', 'o1')).toBe('not_found');
    await expect(ws.status('vn42', 'o1')).rejects.toBeInstanceOf(TransferUnknown);
    expect(sent[0]).toMatchObject({
      method: 'GET',
      url: 'https://ws168.test/api/merchant/player/check?merchant_order_num=o1',
    });
  });

  it('should read the balance, log in and read a page of bets in đồng', async () => {
    const { transport, sent } = scripted([
      { code: 0, data: { account: 'vn42', balance: 12.345 } },
      { code: 0, data: { url: 'https://play.ws168.test/?t=abc' } },
      {
        code: 0,
        data: {
          list: [WS_BET, { ...WS_BET, slug: 'B2', status: 'cancel', net_income: null }],
          page: 1,
          page_size: 500,
          total: 2,
        },
      },
    ]);
    const ws = client(transport);
    expect(await ws.balance('vn42')).toBe(12_340);
    expect(await ws.launch('vn42', { mobile: false, ip: '', lang: 'en' })).toBe('https://play.ws168.test/?t=abc');
    // the login names the page's language in WS168's code (ISO 639-1)
    expect(sent[1]).toMatchObject({ method: 'POST', body: { account: 'vn42', lang: 'en' } });
    const page = await ws.bets(new Date('2026-11-30T12:00:00Z'), new Date('2026-11-30T13:00:00Z'), 1);
    expect(sent[2]!.url).toContain('/api/merchant/bets?time_type=updated_at&start_time=2026-11-30+19%3A00%3A00');
    expect(page.bets[0]).toMatchObject({
      betId: 'B2026113000042',
      stake: 100_000,
      net: 95_000,
      status: 'settled',
      detail: { pick: 'Gà đỏ (Meron)', odds: '0.95', result: 'Thắng (gà đỏ thắng)' },
    });
    expect(page.bets[0]!.betAt.toISOString()).toBe('2026-11-30T12:04:10.000Z');
    expect(page.bets[1]).toMatchObject({ status: 'cancelled', net: null });
  });
});
