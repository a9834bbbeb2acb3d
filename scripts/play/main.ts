import { parseArgs } from 'node:util';
import { PlayError } from './driver';
import { play, ZPlayArgs } from './play';

/** `npm run play -- --base … --token … --provider … --game … --rounds n [--stake VND] [--bao 5|7..18]` */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: 'http://127.0.0.1:3000' },
      token: { type: 'string' },
      provider: { type: 'string' },
      game: { type: 'string' },
      rounds: { type: 'string', default: '1' },
      stake: { type: 'string' },
      bao: { type: 'string' },
      'wait-minutes': { type: 'string' },
    },
    strict: true,
  });
  const args = ZPlayArgs.safeParse({ ...values, waitMinutes: values['wait-minutes'] });
  if (!args.success)
    throw new PlayError(
      args.error.issues
        .map((i) => `--${String(i.path[0] ?? '').replace('waitMinutes', 'wait-minutes')}: ${i.message}`)
        .join('; '),
    );
  const result = await play(args.data, (line) => console.log(line));
  const moved = result.balanceAfter - result.balanceBefore;
  console.log(`RESULT game=${result.game} rounds=${result.rounds.length} staked=${result.staked} won=${result.won}`);
  if (moved !== result.won - result.staked) {
    console.error(`error: the balance moved by ${moved}, not won - staked = ${result.won - result.staked}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const message =
      err instanceof PlayError || (err as Error)?.name === 'TypeError' ? (err as Error).message : String(err);
    console.error(`error: ${message}`);
    process.exit(1);
  },
);
