import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerOrThrow,
  answerOrUnknown,
  answerWhenKnown,
  reachWallet,
  WalletClient,
  type WalletStatus,
} from './wallet-client';

/** A platform that answers the statuses queued in `next` (then RS_OK), and one whose port nobody listens on. */
let server: Server;
let next: WalletStatus[] = [];
let calls = 0;
let up: WalletClient;
let down: WalletClient;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      calls++;
      res.setHeader('content-type', 'application/json');
      const status = next.shift() ?? 'RS_OK';
      res.end(JSON.stringify({ status, request_uuid: 'r', user: 'u1', currency: 'VND', balance: 9000 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const credentials = async () => ({ code: 'house', secret: 's' });
  up = new WalletClient({ baseUrl: () => `http://127.0.0.1:${port}`, credentials });
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  down = new WalletClient({ baseUrl: () => `http://127.0.0.1:${closedPort}`, credentials, timeoutMs: 2_000 });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const bet = (wallet: WalletClient) => () =>
  wallet.bet({ token: 't', user: 'u1', transactionUuid: 'b1:bet', round: 'b1', gameCode: 'g', amount: 1000 });

describe(WalletClient.name, () => {
  it('should hand back the platform answer when the wallet is reached', async () => {
    expect((await answerOrUnknown(bet(up), 'u1')).status).toBe('RS_OK');
    expect((await reachWallet(bet(up)))?.balance).toBe(9000);
  });

  it('should take an unreachable wallet as an unknown outcome for a money call', async () => {
    expect(await reachWallet(bet(down))).toBeNull();
    expect(await answerOrUnknown(bet(down), 'u1')).toEqual({
      status: 'RS_ERROR_UNKNOWN',
      request_uuid: null,
      user: 'u1',
      currency: 'VND',
      balance: null,
    });
  });

  it('should throw the game error when a call the player waits on cannot reach the wallet', async () => {
    await expect(answerOrThrow(bet(down), () => new Error('ví tạm thời không phản hồi'))).rejects.toThrow(
      'ví tạm thời không phản hồi',
    );
  });

  it('should let any other failure through unchanged', async () => {
    const broken = () => Promise.reject(new TypeError('bug'));
    await expect(reachWallet(broken)).rejects.toThrow(TypeError);
    await expect(answerOrUnknown(broken, 'u1')).rejects.toThrow(TypeError);
  });

  it('should ask again while the outcome is unknown and hand back the first known answer', async () => {
    next = ['RS_ERROR_UNKNOWN', 'RS_ERROR_UNKNOWN'];
    calls = 0;
    expect((await answerWhenKnown(bet(up), 'u1')).status).toBe('RS_OK');
    expect(calls).toBe(3);
    next = ['RS_ERROR_NOT_ENOUGH_MONEY'];
    calls = 0;
    expect((await answerWhenKnown(bet(up), 'u1')).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    expect(calls).toBe(1);
  });

  it('should give up as unknown after three unknown answers, leaving the call to recovery', async () => {
    next = ['RS_ERROR_UNKNOWN', 'RS_ERROR_UNKNOWN', 'RS_ERROR_UNKNOWN', 'RS_OK'];
    calls = 0;
    expect((await answerWhenKnown(bet(up), 'u1')).status).toBe('RS_ERROR_UNKNOWN');
    expect(calls).toBe(3);
    next = [];
    expect((await answerWhenKnown(bet(down), 'u1')).status).toBe('RS_ERROR_UNKNOWN');
  });
});
