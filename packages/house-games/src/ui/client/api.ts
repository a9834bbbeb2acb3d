import type { WinDetail } from '../../games/types';
import { lang, t } from './lang';

/** The house games API of this page's origin, authenticated by the play token. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly balance: number | null,
  ) {
    super(message);
  }
}

const TOKEN_KEY = 'house-play-token';

/** The play token from the launch URL, kept for this tab only and taken out of the address bar. */
export function playToken(): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('token');
    history.replaceState(null, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

export function createApi(base: string, token: string | null) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}/api/${path}`, {
        method,
        headers: {
          accept: 'application/json',
          // refusals come back in the screen's language (decision 175)
          'accept-language': lang,
          ...(token ? { 'x-play-token': token } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
    } catch {
      throw new ApiError(0, 'NETWORK', t('common.network'), null);
    }
    const json = (await res.json().catch(() => null)) as
      | { success: true; data: T }
      | { success: false; code: string; message: string; balance?: number | null }
      | null;
    if (!res.ok || !json || json.success !== true) {
      const failure = json && json.success === false ? json : null;
      throw new ApiError(
        res.status,
        failure?.code ?? 'HTTP_ERROR',
        failure?.message ?? t('common.error'),
        failure?.balance ?? null,
      );
    }
    return json.data;
  }
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown = {}) => call<T>('POST', path, body),
  };
}

export type Api = ReturnType<typeof createApi>;

export interface SeedView {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface PlayResult {
  roundId: string;
  game: string;
  stake: number;
  payout: number;
  wins: WinDetail[];
  jackpotHit: boolean;
  jackpotAmount: number | null;
  outcome: unknown;
  balance: number | null;
  settled: boolean;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
}

export interface RoundView {
  id: string;
  game: string;
  stake: number;
  payout: number;
  jackpotAmount: number | null;
  outcome: unknown;
  bet: unknown;
  status: string;
  createdAt: string;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number; serverSeed: string | null };
}
