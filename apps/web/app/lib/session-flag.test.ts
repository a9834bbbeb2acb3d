import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HIDE_ATTRIBUTE, SESSION_HIDE_SCRIPT } from './session-flag';

/** Elements marked with their session key, as the server renders them, and the inline script run over them. */
function runScript(marked: string[], storage: Record<string, string> | 'blocked') {
  const elements = marked.map((key) => ({
    hidden: false,
    getAttribute: (name: string) => (name === SESSION_HIDE_ATTRIBUTE ? key : null),
  }));
  vi.stubGlobal('document', {
    querySelectorAll: (selector: string) => (selector === `[${SESSION_HIDE_ATTRIBUTE}]` ? elements : []),
  });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => {
      if (storage === 'blocked') throw new Error('SecurityError');
      return storage[key] ?? null;
    },
  });
  new Function(SESSION_HIDE_SCRIPT)();
  return elements.map((e) => e.hidden);
}

describe('SESSION_HIDE_SCRIPT', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should hide, before any app code runs, exactly the widgets closed this session', () => {
    expect(runScript(['mini-game-hidden', 'jackpot-button-hidden'], { 'jackpot-button-hidden': '1' })).toEqual([
      false,
      true,
    ]);
  });

  it('should leave every widget shown when nothing was closed or session storage is blocked', () => {
    expect(runScript(['mini-game-hidden'], {})).toEqual([false]);
    expect(runScript(['mini-game-hidden'], 'blocked')).toEqual([false]);
  });
});
