import { describe, expect, it } from 'vitest';
import { lobbyHref } from './lobby';

describe('lobbyHref', () => {
  const origin = 'https://xc03.example';

  it('should go back to the lobby the launch link names on this site', () => {
    expect(lobbyHref('?token=t&lobby_url=https%3A%2F%2Fxc03.example%2Flive-casino', origin)).toBe(
      'https://xc03.example/live-casino',
    );
  });

  it('should refuse another origin or a non-URL and go to the home page instead', () => {
    expect(lobbyHref('?lobby_url=https%3A%2F%2Fevil.example%2F', origin)).toBe('https://xc03.example/');
    expect(lobbyHref('?lobby_url=javascript%3Aalert(1)', origin)).toBe('https://xc03.example/');
    expect(lobbyHref('?lobby_url=%2F%2Fevil.example', origin)).toBe('https://xc03.example/');
    expect(lobbyHref('', origin)).toBe('https://xc03.example/');
  });
});
