/**
 * The site page the game was launched from: the launch link's `lobby_url` when it is on this
 * origin (anything else could be a planted redirect), else the site's home page.
 */
export function lobbyHref(search: string, origin: string): string {
  const raw = new URLSearchParams(search).get('lobby_url');
  if (raw) {
    try {
      const url = new URL(raw);
      if (url.origin === origin) return url.href;
    } catch {
      // not a URL: fall through to home
    }
  }
  return `${origin}/`;
}
