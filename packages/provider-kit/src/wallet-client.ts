import { createHmac, randomUUID } from 'node:crypto';

/**
 * The house provider's side of the seamless wallet protocol: signed JSON POSTs to the
 * platform's /provider/{code}/... over HTTP, exactly as an external provider would call it.
 */

export const SIGNATURE_HEADER = 'X-Hub88-Signature';

export type WalletStatus =
  | 'RS_OK'
  | 'RS_ERROR_UNKNOWN'
  | 'RS_ERROR_INVALID_PARTNER'
  | 'RS_ERROR_INVALID_TOKEN'
  | 'RS_ERROR_TOKEN_EXPIRED'
  | 'RS_ERROR_INVALID_SIGNATURE'
  | 'RS_ERROR_INVALID_GAME'
  | 'RS_ERROR_WRONG_CURRENCY'
  | 'RS_ERROR_WRONG_SYNTAX'
  | 'RS_ERROR_NOT_ENOUGH_MONEY'
  | 'RS_ERROR_USER_DISABLED'
  | 'RS_ERROR_LIMIT_REACHED'
  | 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
  | 'RS_ERROR_TRANSACTION_ROLLED_BACK'
  | 'RS_ERROR_DUPLICATE_TRANSACTION';

export interface WalletAnswer {
  status: WalletStatus;
  request_uuid: string | null;
  user: string | null;
  currency: string;
  balance: number | null;
  transaction_id?: string;
  jackpot_amount?: number;
  /** the platform's words for a refusal the player must understand (a limit reached) */
  message?: string;
}

/** The request could not be completed (network, timeout, non-JSON answer): its effect is unknown. */
export class WalletUnreachable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WalletUnreachable';
  }
}

/**
 * Runs one wallet call; null when the wallet could not be reached (the call's effect is unknown:
 * the money may or may not have moved). Any other error is thrown as it is.
 */
export async function reachWallet(call: () => Promise<WalletAnswer>): Promise<WalletAnswer | null> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof WalletUnreachable) return null;
    throw err;
  }
}

/**
 * Runs a money call (bet, win, rollback) where an unreachable wallet means the same as the
 * platform's own "unknown outcome": RS_ERROR_UNKNOWN, so the caller's cancel or retry path runs.
 */
export async function answerOrUnknown(call: () => Promise<WalletAnswer>, user: string | null): Promise<WalletAnswer> {
  return (await reachWallet(call)) ?? unknownAnswer(user);
}

const unknownAnswer = (user: string | null): WalletAnswer => ({
  status: 'RS_ERROR_UNKNOWN',
  request_uuid: null,
  user,
  currency: 'VND',
  balance: null,
});

/**
 * Runs a money call again while its outcome stays unknown (RS_ERROR_UNKNOWN, or the wallet
 * unreachable), `attempts` times at most, waiting 100, 200, 400… ms after each unknown answer.
 * The first known answer comes back, or RS_ERROR_UNKNOWN: then recovery finishes it later. Safe
 * because every money call is idempotent on its transaction uuid.
 */
export async function answerWhenKnown(
  call: () => Promise<WalletAnswer>,
  user: string | null,
  attempts = 3,
): Promise<WalletAnswer> {
  let answer = unknownAnswer(user);
  for (let attempt = 0; attempt < attempts; attempt++) {
    answer = await answerOrUnknown(call, user);
    if (answer.status !== 'RS_ERROR_UNKNOWN') return answer;
    await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
  }
  return answer;
}

/** Runs a call the player waits on (a balance); an unreachable wallet becomes the game's 503 error. */
export async function answerOrThrow(
  call: () => Promise<WalletAnswer>,
  unreachable: () => Error,
): Promise<WalletAnswer> {
  const answer = await reachWallet(call);
  if (!answer) throw unreachable();
  return answer;
}

export interface WalletClientOptions {
  /** e.g. http://127.0.0.1:3000 */
  baseUrl: () => string;
  /** this provider's code at the platform and its HMAC secret */
  credentials: () => Promise<{ code: string; secret: string }>;
  timeoutMs?: number;
}

export class WalletClient {
  private readonly timeoutMs: number;

  constructor(private readonly opts: WalletClientOptions) {
    this.timeoutMs = opts.timeoutMs ?? 10_000;
  }

  async call(path: string, body: Record<string, unknown>): Promise<WalletAnswer> {
    const { code, secret } = await this.opts.credentials();
    const payload = JSON.stringify({ request_uuid: randomUUID(), ...body });
    const signature = createHmac('sha256', secret).update(payload).digest('base64');
    let res: Response;
    try {
      res = await fetch(`${this.opts.baseUrl()}/provider/${code}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body: payload,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new WalletUnreachable(`wallet ${path} unreachable`, { cause: err });
    }
    const answer = (await res.json().catch(() => null)) as WalletAnswer | null;
    if (!res.ok || !answer || typeof answer.status !== 'string') {
      throw new WalletUnreachable(`wallet ${path} answered HTTP ${res.status}`);
    }
    return answer;
  }

  balance(token: string, user?: string, gameCode?: string) {
    return this.call('user/balance', {
      token,
      ...(user ? { user } : {}),
      ...(gameCode ? { game_code: gameCode } : {}),
    });
  }

  bet(b: { token: string; user: string; transactionUuid: string; round: string; gameCode: string; amount: number }) {
    return this.call('transaction/bet', {
      token: b.token,
      user: b.user,
      transaction_uuid: b.transactionUuid,
      round: b.round,
      round_closed: false,
      game_code: b.gameCode,
      currency: 'VND',
      amount: b.amount,
    });
  }

  win(w: {
    token: string;
    user: string;
    transactionUuid: string;
    betUuid: string;
    round: string;
    gameCode: string;
    amount: number;
    jackpot: boolean;
    /** e.g. `details`: the round's lines for the platform's bet history */
    meta?: Record<string, unknown>;
  }) {
    return this.call('transaction/win', {
      token: w.token,
      user: w.user,
      transaction_uuid: w.transactionUuid,
      reference_transaction_uuid: w.betUuid,
      round: w.round,
      round_closed: true,
      game_code: w.gameCode,
      currency: 'VND',
      amount: w.amount,
      ...(w.jackpot ? { jackpot_win: true } : {}),
      ...(w.meta ? { meta: w.meta } : {}),
    });
  }

  rollback(r: {
    token: string;
    user: string;
    transactionUuid: string;
    betUuid: string;
    round: string;
    gameCode: string;
    meta?: Record<string, unknown>;
  }) {
    return this.call('transaction/rollback', {
      token: r.token,
      user: r.user,
      transaction_uuid: r.transactionUuid,
      reference_transaction_uuid: r.betUuid,
      round: r.round,
      round_closed: true,
      game_code: r.gameCode,
      ...(r.meta ? { meta: r.meta } : {}),
    });
  }
}
