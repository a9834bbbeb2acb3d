import { z } from 'zod';
import { depositFirst } from './deposit';
import { type CatalogueGame, PlatformClient, PlayError, type PlayedRound, ZCatalogueGame } from './driver';
import { driverFor } from './drivers';

/** The arguments of `npm run play` (../PLAY.md in the team's shared notes; docs/play.md here). */
export const ZPlayArgs = z.object({
  base: z.url({ error: 'a URL such as http://127.0.0.1:3000' }),
  token: z
    .string({ error: 'required' })
    .regex(/^[A-Za-z0-9_-]{16,256}$/, { error: 'a session token from POST /api/auth/login' }),
  provider: z.string({ error: 'required' }).min(1, { error: 'required' }).max(100),
  game: z.string({ error: 'required' }).min(1, { error: 'required' }).max(100),
  rounds: z.coerce
    .number({ error: 'a whole number ≥ 1' })
    .int({ error: 'a whole number ≥ 1' })
    .min(1, { error: 'a whole number ≥ 1' })
    .max(100_000),
  stake: z.coerce
    .number({ error: 'a whole number of VND' })
    .int({ error: 'a whole number of VND' })
    .positive({ error: 'a whole number of VND' })
    .optional(),
  /** Mega 6/45 and Power 6/55: bao (system) tickets of this many numbers instead of single lines */
  bao: z.coerce
    .number({ error: 'a bao size: 5, or 7 to 18' })
    .int({ error: 'a bao size: 5, or 7 to 18' })
    .refine((n) => n === 5 || (n >= 7 && n <= 18), { error: 'a bao size: 5, or 7 to 18' })
    .optional(),
  /** VND to deposit first through the bank-transfer sandbox (a fresh demo player has no money) */
  deposit: z.coerce
    .number({ error: 'a whole number of VND, at least 50000' })
    .int({ error: 'a whole number of VND, at least 50000' })
    .min(50_000, { error: 'a whole number of VND, at least 50000' })
    .max(1_000_000_000)
    .optional(),
  /** minutes to wait in all for late results (draws, matches, fights) */
  waitMinutes: z.coerce.number().positive().max(10).default(10),
});
export type PlayArgs = z.infer<typeof ZPlayArgs>;

export interface PlayResult {
  game: string;
  rounds: PlayedRound[];
  staked: number;
  won: number;
  balanceBefore: number;
  balanceAfter: number;
}

const BAO_GAMES: ReadonlySet<string> = new Set(['mega645', 'power655']);
const ZGamePage = z.array(ZCatalogueGame.passthrough());
const ZBalance = z.object({ available: z.number().int() });
const ZPositions = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    held: z.number().int(),
    providerBalance: z.number().int().nullable(),
    inTransit: z.number().int(),
  }),
);
const ZOpened = z.object({ url: z.string() });

/** The player's money at a transfer provider, as the site shows it apart from the wallet (in flight included). */
async function atProvider(platform: PlatformClient, code: string) {
  const p = (await platform.get('/api/user/transfers', ZPositions)).find((x) => x.code === code);
  if (!p) throw new PlayError(`no transfer provider ${code} (GET /api/user/transfers)`);
  return { name: p.name, held: p.providerBalance ?? p.held, inTransit: p.inTransit };
}

/** Finds the catalogue game by its studio code and game id, as the site lists it. */
async function findGame(platform: PlatformClient, provider: string, gameId: string): Promise<CatalogueGame> {
  for (let page = 1; page <= 50; page++) {
    const games = await platform.get('/api/game/list', ZGamePage, { per_page: '96', page: String(page) });
    const game = games.find((g) => g.partnerProviderCode === provider && g.partnerGameId === gameId);
    if (game) return game;
    if (games.length < 96) break;
  }
  throw new PlayError(`no game ${provider}/${gameId} in the catalogue (GET /api/game/list)`);
}

/**
 * Opens a game the way the site does and plays `rounds` rounds through the game's own API,
 * reporting each round as it settles. The balance must move by exactly won − staked.
 */
export async function play(args: PlayArgs, log: (line: string) => void): Promise<PlayResult> {
  const platform = new PlatformClient(args.base, args.token);
  const wallet = async () => (await platform.get('/api/user/balance', ZBalance)).available;
  const game = await findGame(platform, args.provider, args.game);
  if (args.deposit !== undefined) await depositFirst(platform, args.deposit, log);
  const transfer = driverFor(game)?.transfer?.(game);
  /** the wallet plus, at a transfer provider, what the provider holds and what is in flight */
  const balance = async (when: string) => {
    const cash = await wallet();
    if (!transfer) return cash;
    const there = await atProvider(platform, transfer);
    log(`${when}: wallet=${cash} at ${there.name}=${there.held} in transit=${there.inTransit}`);
    return cash + there.held + there.inTransit;
  };
  const before = await balance('before');
  if (args.bao !== undefined && !(game.partner === 'lottery' && BAO_GAMES.has(game.partnerGameId)))
    throw new PlayError('--bao: only Mega 6/45 (mega645) and Power 6/55 (power655) sell bao tickets');
  const driver = driverFor(game);
  if (!driver)
    throw new PlayError(`${game.title} (${args.provider}/${args.game}) cannot be played from the command line`);
  const link = transfer
    ? // the transfer panel's call: the cash goes to the provider, whose launch call answers the address
      (await platform.post(`/api/user/transfers/${transfer}/open`, { mobile: game.device === 'mobile' }, ZOpened)).url
    : await platform.get('/api/game/link', z.string(), {
        partner_provider: game.partnerProviderCode,
        partner_game_type: game.partnerGameId,
        device: game.device === 'desktop' ? 'desktop' : 'mobile',
      });
  const session = {
    platform,
    game,
    launchUrl: new URL(link, args.base),
    stake: args.stake,
    bao: args.bao,
    deadline: Date.now() + args.waitMinutes * 60_000,
  };
  const rounds: PlayedRound[] = [];
  for await (const round of driver.play(session, args.rounds)) {
    rounds.push(round);
    log(`round ${rounds.length} id=${round.id} staked=${round.staked} won=${round.won} ${round.detail}`);
  }
  if (rounds.length !== args.rounds) throw new PlayError(`only ${rounds.length} of ${args.rounds} rounds settled`);
  const staked = rounds.reduce((s, r) => s + r.staked, 0);
  const won = rounds.reduce((s, r) => s + r.won, 0);
  let after = await balance('played');
  if (transfer) {
    // leaving brings the provider's money back: the wallet alone must then show the same result
    await platform.post(`/api/user/transfers/${transfer}/leave`, {}, z.unknown());
    const back = await balance('left');
    if (back !== after) throw new PlayError(`leaving moved the money: ${after} before, ${back} after`);
    after = back;
  }
  return { game: game.partnerGameId, rounds, staked, won, balanceBefore: before, balanceAfter: after };
}
