import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/instances.server';
import { FloatingWidgets } from './floating-widgets';
import { shellVisibility } from './shell';

/** The server's HTML of the widget strip on a path, for a guest, as the Vietnamese page renders it. */
function serverHtml(path: string): string {
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n: i18nFor('vi') },
      createElement(
        MemoryRouter,
        { initialEntries: [path] },
        createElement(FloatingWidgets, { visible: shellVisibility(path), loggedIn: false, miniGameScriptUrl: null }),
      ),
    ),
  );
}

describe(FloatingWidgets.name, () => {
  it("should put the mini-game, jackpot and gift buttons in a guest's page HTML", () => {
    const html = serverHtml('/gioi-thieu');
    expect(html).toContain('aria-label="Mini game"');
    expect(html).toContain('data-testid="floating-jackpot"');
    const gift = /<a [^>]*data-testid="floating-gift"[^>]*>/.exec(html)?.[0];
    expect(gift).toContain('href="/nhiem-vu"');
    // Phones: each dock item carries its label in the HTML, support last, to the contact page.
    expect([...html.matchAll(/class="dock-label[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
      'Mini game',
      'Hũ thưởng',
      'Quà tặng',
      'Hỗ trợ',
    ]);
    expect(/<a [^>]*data-testid="dock-support"[^>]*>/.exec(html)?.[0]).toContain('href="/lien-he"');
    // No image preload of the tile ahead of the page's own pictures.
    expect(html).not.toContain('rel="preload"');
    // Closed widgets are hidden by the inline script before the first paint.
    expect(html).toContain('data-session-hide="mini-game-hidden"');
    expect(html).toContain('data-session-hide="jackpot-button-hidden"');
    expect(html).toContain('<script');
  });

  it('should leave out the gift and jackpot buttons on sports and lottery sub-routes, and everything on install-app', () => {
    const sports = serverHtml('/the-thao/k-sport');
    expect(sports).toContain('aria-label="Mini game"');
    expect(sports).not.toContain('floating-jackpot');
    expect(sports).not.toContain('floating-gift');
    expect(serverHtml('/install-app')).toBe('');
  });
});
