import { z } from 'zod';

/**
 * What `npm run play` needs from a game: how to play one round after the game has been opened
 * the way the site opens it. A driver talks to the game only through the game's own HTTP API
 * (the calls its browser screen makes), never to services or the database.
 */
export interface GameDriver {
  /** whether this driver plays the catalogue game (the first driver that does is used) */
  plays(game: CatalogueGame): boolean;
  /**
   * A transfer-wallet provider (IM Sports, WS168): the provider's code. The game is opened as the
   * site's transfer panel opens it (the cash goes there first) instead of by GET /api/game/link,
   * the money held there counts with the wallet, and it is brought back at the end.
   */
  transfer?(game: CatalogueGame): string;
  /** Plays `rounds` rounds, yielding each one once it has settled. */
  play(session: PlaySession, rounds: number): AsyncIterable<PlayedRound>;
}

export interface PlaySession {
  platform: PlatformClient;
  /** the catalogue entry of the game */
  game: CatalogueGame;
  /** the launch URL answered by GET /api/game/link (it carries the play token) */
  launchUrl: URL;
  /** the stake the player asked for, when the game lets the player choose it */
  stake: number | undefined;
  /** Mega 6/45 / Power 6/55: play bao (system) tickets of this many numbers (5 or 7–18) */
  bao?: number;
  /** epoch ms after which waiting for a late result must stop */
  deadline: number;
}

export interface PlayedRound {
  /** the game's id of the round (ticket, hand, bet slip, fight, shot) */
  id: string;
  /** what the game reported as staked on the round, VND */
  staked: number;
  /** what the game reported as paid back for the round (stake included, jackpot included), VND */
  won: number;
  /** a short description for the round's line (the outcome) */
  detail: string;
}

export const ZCatalogueGame = z.object({
  title: z.string(),
  partner: z.string(),
  partnerProviderCode: z.string(),
  partnerGameId: z.string(),
  device: z.enum(['all', 'desktop', 'mobile']),
});
export type CatalogueGame = z.infer<typeof ZCatalogueGame>;

/** A failure the command reports as its one-line error. */
export class PlayError extends Error {}

/** The platform's player API, authenticated by the player's session token. */
export class PlatformClient {
  constructor(
    readonly base: string,
    private readonly token: string,
  ) {}

  async get<T>(path: string, schema: z.ZodType<T>, query: Record<string, string> = {}): Promise<T> {
    const url = new URL(path, this.base);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return answer(await send(url, { headers: { authorization: `Bearer ${this.token}` } }), schema);
  }

  async post<T>(path: string, body: object, schema: z.ZodType<T>): Promise<T> {
    const url = new URL(path, this.base);
    return answer(
      await send(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      schema,
    );
  }
}

const ZEnvelope = z.object({ success: z.boolean(), data: z.unknown().optional(), message: z.string().optional() });

/** Sends a request; an unreachable address becomes a PlayError naming it. */
export async function send(url: URL, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  } catch (err) {
    throw new PlayError(`cannot reach ${url.origin}: ${(err as Error).message}`);
  }
}

/** The `data` of a `{ success, data }` answer, checked against its schema; a refusal becomes a PlayError with the server's message. */
export async function answer<T>(res: Response, schema: z.ZodType<T>): Promise<T> {
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new PlayError(`${res.url}: HTTP ${res.status}, not JSON`);
  }
  const envelope = ZEnvelope.safeParse(body);
  if (!res.ok || !envelope.success || !envelope.data.success) {
    const message = envelope.success ? envelope.data.message : undefined;
    throw new PlayError(`${new URL(res.url).pathname}: HTTP ${res.status}${message ? ` ${message}` : ''}`);
  }
  const data = schema.safeParse(envelope.data.data);
  if (!data.success) throw new PlayError(`${new URL(res.url).pathname}: unexpected answer (${data.error.message})`);
  return data.data;
}
