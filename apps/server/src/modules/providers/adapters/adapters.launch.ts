import { GameErrorCode } from '@app/contract';
import type { ProviderLang } from '@app/provider-kit/i18n';
import { worded } from '../../../http/errors';

/** What a launch asks of a provider: the player, the game, where the game's buttons lead. */
export interface LaunchRequest {
  playerId: number;
  /** the play token the provider's callbacks (or, for AWC, our stored session) will carry */
  playToken: string;
  /** the catalogue's partner game id: PP symbol, AWC gameCode */
  gameId: string;
  /** the catalogue partner (AWC platform by partner: sexy → SEXYBCRT, sv388 → SV388) */
  partner: string;
  device: 'all' | 'desktop' | 'mobile';
  lobbyUrl: string;
  cashierUrl: string;
  /** this server over loopback, where the sandboxes answer when an account names no API */
  selfUrl: () => string;
  /** the site's page language: the game opens in it, in each provider's own code (`gameLanguage`) */
  lang: ProviderLang;
}

const LAUNCH_TIMEOUT_MS = 8000;

/** The provider did not answer, or not in its format: a player reads that it is down, in the page's language. */
export const providerDown = (name: string) =>
  worded(400, GameErrorCode.PROVIDER_UNAVAILABLE, 'games.providerDown', { name });

/** The provider answered with a refusal: its own code goes to the log, the player reads this. */
export const providerRefused = (name: string) =>
  worded(400, GameErrorCode.PROVIDER_UNAVAILABLE, 'games.providerRefused', { name });

/** A form POST to a provider's launch API with a timeout; the JSON answer, or null when it is down. */
export async function postLaunchForm(
  url: string,
  form: Record<string, string>,
): Promise<Record<string, unknown> | null> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const body = (await res.json().catch(() => null)) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A launch URL a provider answered: only an absolute http(s) address leaves for the browser. */
export function launchAddress(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
