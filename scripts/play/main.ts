import { parseArgs } from 'node:util';
import { PlayError } from './driver';
import { play, ZPlayArgs } from './play';

const OPTIONS = {
  base: { type: 'string', default: 'http://127.0.0.1:3000' },
  token: { type: 'string' },
  provider: { type: 'string' },
  game: { type: 'string' },
  rounds: { type: 'string', default: '1' },
  stake: { type: 'string' },
  bao: { type: 'string' },
  'wait-minutes': { type: 'string' },
  deposit: { type: 'string' },
} as const;

/**
 * Session tokens are base64url, so one in 64 starts with '-', and `parseArgs` then refuses `--token -abc`
 * as ambiguous; every option here takes a value, so the next word is always that value.
 */
function attachValues(argv: string[], valued: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] as string;
    const next = argv[i + 1];
    if (valued.includes(word.replace(/^--/, '')) && word.startsWith('--') && next !== undefined) {
      out.push(`${word}=${next}`);
      i++;
    } else out.push(word);
  }
  return out;
}

/** `npm run play -- --base … --token … --provider … --game … --rounds n [--stake VND] [--bao 5|7..18] [--deposit VND]` */
async function main(): Promise<number> {
  const { values } = parseArgs({
    args: attachValues(process.argv.slice(2), Object.keys(OPTIONS)),
    options: OPTIONS,
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
