import { describe, expect, it } from 'vitest';
import { fromUnits, TransferUnknown, type Transport, toUnits } from '../transfers.client';
import { ImClient } from './im.client';
import { imReportTime, imTime } from './im.wire';

/*
 * The IMOne client against answers in IM's own format: the fields T1's IMOne adapter reads
 * (Code, Balance, GameUrl, Result, Pagination) and the ticket fields of its bet-log import.
 */

/** A GetBetLog ticket shaped as IM writes it (fields as T1's rebuildIPMGameRecords reads them). */
const IM_TICKET = {
  Provider: 'IMSB',
  GameId: 'IMSB',
  BetId: 10023981,
  WagerCreationDateTime: '2026-11-30 20:15:07',
  LastUpdatedDate: '2026-11-30 22:01:44',
  PlayerId: 'vn42',
  ProviderPlayerId: 'IM_vn42',
  Currency: 'VND',
  StakeAmount: '50.00',
  Turnover: '50.00',
  MemberExposure: 50,
  PayoutAmount: 95,
  WinLoss: '45.00',
  ResultStatus: 'WIN',
  OddsType: 'DEC',
  TotalOdds: 1.9,
  WagerType: 'Single',
  Platform: 'Mobile',
  IsSettled: 1,
  IsConfirmed: 1,
  IsCancelled: 0,
  SettlementDateTime: '2026-11-30 22:01:44',
  DetailItems: [
    {
      SportsName: 'Soccer',
      EventName: 'Hà Nội FC - Công An Hà Nội',
      BetType: 'Handicap',
      Selection: 'Hà Nội FC -0.5',
      Odds: 1.9,
    },
  ],
};

function scripted(answers: (unknown | ((body: Record<string, unknown>) => unknown))[]): {
  transport: Transport;
  sent: { url: string; body: Record<string, unknown> }[];
} {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  const transport: Transport = async (req) => {
    const body = JSON.parse(req.body ?? '{}');
    sent.push({ url: req.url, body });
    const next = answers.shift();
    const value = typeof next === 'function' ? next(body) : next;
    if (value instanceof Error) throw value;
    if (typeof value === 'object' && value && 'status' in value && 'text' in value) return value as never;
    return { status: 200, text: typeof value === 'string' ? value : JSON.stringify(value) };
  };
  return { transport, sent };
}

const client = (transport: Transport, amountScale = 1000) =>
  new ImClient({
    baseUrl: 'https://api.im.test',
    reportUrl: 'https://report.im.test',
    merchantCode: 'MERCHANT',
    currency: 'VND',
    units: { amountScale, decimals: 2 },
    transport,
  });

describe(ImClient.name, () => {
  it('should send PerformTransfer with ProductWallet 301, the order id and VND in thousands', async () => {
    const { transport, sent } = scripted([
      { Code: 0, Message: 'Successful' },
      { Code: 0, Message: 'Successful' },
    ]);
    const im = client(transport);
    expect(await im.deposit('vn42', 'imd1', 150_500)).toEqual({ status: 'done' });
    expect(await im.withdraw('vn42', 'imw1', 20_000)).toEqual({ status: 'done' });
    expect(sent[0]).toEqual({
      url: 'https://api.im.test/Transaction/PerformTransfer',
      body: { MerchantCode: 'MERCHANT', PlayerId: 'vn42', ProductWallet: 301, TransactionId: 'imd1', Amount: 150.5 },
    });
    expect(sent[1]!.body.Amount).toBe(-20);
  });

  it('should tell refusals, duplicates and lost answers apart', async () => {
    const { transport } = scripted([
      { Code: 510, Message: 'Insufficient balance' },
      { Code: 514, Message: 'Duplicate' },
      { status: 502, text: 'Bad gateway' },
      '<html>oops</html>',
      new TransferUnknown('timeout'),
      { Code: 999, Message: 'Unknown error' },
    ]);
    const im = client(transport);
    expect(await im.deposit('vn42', 'a', 1000)).toEqual({
      status: 'refused',
      code: '510',
      message: 'Insufficient balance',
    });
    for (const id of ['b', 'c', 'd', 'e', 'f'])
      await expect(im.deposit('vn42', id, 1000)).rejects.toBeInstanceOf(TransferUnknown);
  });

  it('should read CheckTransferStatus as done, failed, not found, or still unknown', async () => {
    const { transport, sent } = scripted([
      { Code: 0, Status: 'Approved' },
      { Code: 0, Status: 'Declined' },
      { Code: 516, Message: 'Transaction not found' },
      { Code: 0, Status: 'Processing' },
      { Code: 0 },
    ]);
    const im = client(transport);
    expect(await im.status('vn42', 'x')).toBe('done');
    expect(await im.status('vn42', 'x')).toBe('failed');
    expect(await im.status('vn42', 'x')).toBe('not_found');
    await expect(im.status('vn42', 'x')).rejects.toBeInstanceOf(TransferUnknown);
    // T1 reads Code 0 alone as approved
    expect(await im.status('vn42', 'x')).toBe('done');
    expect(sent[0]!.body).toEqual({
      MerchantCode: 'MERCHANT',
      PlayerId: 'vn42',
      ProductWallet: 301,
      TransactionId: 'x',
    });
  });

  it('should read balances in thousands, rounded down to what can be moved', async () => {
    const { transport } = scripted([
      { Code: 0, Balance: 1234.567 },
      { Code: 504, Message: 'Player does not exist' },
    ]);
    const im = client(transport);
    expect(await im.balance('vn42')).toBe(1_234_560);
    await expect(im.balance('nobody')).rejects.toMatchObject({ code: '504' });
  });

  it('should register (an existing player is fine) and launch IMSB in the page language', async () => {
    const { transport, sent } = scripted([
      { Code: 558, Message: 'Player already exists' },
      { Code: 0, GameUrl: 'https://imsb.test/launch?token=abc' },
      { Code: 0, GameUrl: 'https://imsb.test/launch?token=def' },
    ]);
    const im = client(transport);
    await im.register('vn42');
    expect(await im.launch('vn42', { mobile: true, ip: '1.2.3.4', lang: 'vi' })).toBe(
      'https://imsb.test/launch?token=abc',
    );
    // a player on the English site: IM's own code for English
    await im.launch('vn42', { mobile: false, ip: '1.2.3.4', lang: 'en' });
    expect(sent[2]).toMatchObject({ url: 'https://api.im.test/Game/NewLaunchGame', body: { Language: 'EN' } });
    expect(sent[0]!.body).toMatchObject({ PlayerId: 'vn42', Currency: 'VND' });
    expect(sent[1]).toEqual({
      url: 'https://api.im.test/Game/NewLaunchMobileGame',
      body: {
        MerchantCode: 'MERCHANT',
        PlayerId: 'vn42',
        GameCode: 'IMSB',
        Language: 'VI',
        IpAddress: '1.2.3.4',
        ProductWallet: 301,
      },
    });
  });

  it('should read a GetBetLog page from the report domain into tickets in đồng', async () => {
    const { transport, sent } = scripted([
      {
        Code: 0,
        Result: [IM_TICKET, { ...IM_TICKET, BetId: 10023982, IsSettled: 0, WinLoss: null, PayoutAmount: null }],
        Pagination: { CurrentPage: 1, TotalPage: 3, ItemPerPage: 500, TotalCount: 1002 },
      },
    ]);
    const im = client(transport);
    const from = new Date('2026-11-30T12:00:00Z');
    const page = await im.bets(from, new Date('2026-11-30T14:00:00Z'), 1);
    expect(sent[0]!.url).toBe('https://report.im.test/Report/GetBetLog');
    expect(sent[0]!.body).toMatchObject({
      StartDate: '2026-11-30 20.00.00',
      EndDate: '2026-11-30 22.00.00',
      ProductWallet: 301,
    });
    expect(page.pages).toBe(3);
    expect(page.bets[0]).toMatchObject({
      betId: '10023981',
      providerPlayer: 'vn42',
      stake: 50_000,
      net: 45_000,
      status: 'settled',
      detail: {
        match: 'Hà Nội FC - Công An Hà Nội',
        market: 'Handicap',
        pick: 'Hà Nội FC -0.5',
        odds: '1.9',
        result: 'Thắng',
      },
    });
    expect(page.bets[0]!.betAt.toISOString()).toBe('2026-11-30T12:15:07.000Z');
    expect(page.bets[1]).toMatchObject({ status: 'open', net: null });
  });

  it('should convert amounts exactly at both scales', () => {
    expect(toUnits(150_500, { amountScale: 1000, decimals: 2 })).toBe('150.50');
    expect(toUnits(-20_000, { amountScale: 1000, decimals: 2 })).toBe('-20.00');
    expect(toUnits(7, { amountScale: 1, decimals: 2 })).toBe('7.00');
    expect(() => toUnits(5, { amountScale: 1000, decimals: 2 })).toThrow();
    expect(fromUnits('1,234.5', { amountScale: 1000, decimals: 2 })).toBe(1_234_500);
    expect(fromUnits('-0.004', { amountScale: 1000, decimals: 2 })).toBe(-4);
    expect(fromUnits('12abc', { amountScale: 1, decimals: 2 })).toBeNull();
    expect(imReportTime(new Date('2026-01-01T16:30:05Z'))).toBe('2026-01-02 00.30.05');
    expect(imTime('2026-01-02 00:30:05')?.toISOString()).toBe('2026-01-01T16:30:05.000Z');
  });
});
