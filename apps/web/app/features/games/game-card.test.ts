import { describe, expect, it } from 'vitest';
import type { GameItem } from '../../lib/lookups';
import { playPath } from './game-card';

const game = (partnerProviderCode: string, partnerGameId: string, device: string) =>
  ({ partnerProviderCode, partnerGameId, device, orientationType: 'landscape' }) as GameItem;

describe('playPath', () => {
  it("should open a phone-only game's section on a computer, where its QR code leads to the phone", () => {
    expect(playPath(game('lottery', 'mega645', 'mobile'), 'home', false)).toBe('/lo-de/mega645');
    expect(playPath(game('lottery', 'lode-3mien', 'mobile'), 'home', false)).toBe('/lo-de/lo-de-3-mien');
    expect(playPath(game('house', 'cockfight', 'mobile'), 'cong-game', false)).toBe('/da-ga');
  });

  it('should launch every other game, and a phone-only one on a phone, through /game/play', () => {
    expect(playPath(game('lottery', 'mega645', 'mobile'), 'home', true)).toMatch(
      /^\/game\/play\?partner_provider=lottery&partner_game_type=mega645&category_name=home&device=mobile/,
    );
    expect(playPath(game('house', 'slot', 'all'), 'cong-game', false)).toMatch(/^\/game\/play\?.*device=desktop/);
    expect(playPath(game('ws168', 'lobby', 'mobile'), 'home', false)).toBe('/da-ga-ws168');
  });
});
