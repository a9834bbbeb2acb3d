/**
 * The server's transfer path in a process of its own, for transfers.crash.test.ts: it orders one
 * transfer per case of CRASH_CASES (CRASH_DIRECTION to or from the provider), holds each answer
 * as it arrives, and is killed with SIGKILL once every provider has answered, before any answer
 * is recorded. Not part of the server.
 */
import { createDb } from '../../db/client';
import { AdaptersRepository } from '../providers/adapters/adapters.repository';
import { WalletService } from '../wallet/wallet.service';
import { fetchTransport, type Transport } from './transfers.client';
import { TransfersService } from './transfers.service';

const env = process.env;
const db = createDb(env.CRASH_DATABASE_URL!);
const wallet = new WalletService(db);
const cases = JSON.parse(env.CRASH_CASES!) as { code: string; key: string; player: number }[];
const real = fetchTransport(5_000);
let answered = 0;
const dying: Transport = async (req) => {
  const res = await real(req);
  if (req.url.includes('PerformTransfer') || /player\/(deposit|withdraw)/.test(req.url)) {
    process.stdout.write(`answered ${res.status}\n`);
    if (++answered === cases.length) process.kill(process.pid, 'SIGKILL');
    await new Promise(() => {});
  }
  return res;
};
const transfers = new TransfersService(db, {
  wallet: () => wallet,
  account: (code) => new AdaptersRepository(db).account(code),
  provider: async (code) => ({ secret: cases.find((c) => c.code === code)!.key, enabled: true }),
  playerStatus: async () => 'active',
  playRoom: async () => null,
  alerts: () => ({ raise: async () => undefined }),
  log: { info() {}, warn() {}, error() {} },
  selfUrl: () => env.CRASH_SELF_URL!,
  transport: dying,
});
const amount = Number(env.CRASH_AMOUNT);
await Promise.all(
  cases.map(async (c) => {
    const link = (await transfers.link(c.code))!;
    if (env.CRASH_DIRECTION === 'to') await transfers.engine.toProvider(link, c.player, amount, 'open');
    else await transfers.engine.fromProvider(link, c.player, amount, 'leave');
  }),
);
process.stdout.write('not killed\n');
process.exit(3);
