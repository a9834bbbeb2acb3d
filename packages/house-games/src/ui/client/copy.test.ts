import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** English words that crept into the games' copy before; a player reads Vietnamese only. */
const ENGLISH = /\b(seed|nonce|server|client|hash|bet|win|lose|round|history|balance|stake|verify|loading|error)\b/i;

/**
 * Display copy of a source file: quoted texts with a Vietnamese letter, and the text child of an
 * element built with `h(tag, attrs, '…')` (labels such as 'Client seed' have no Vietnamese letter).
 */
function copyIn(source: string): string[] {
  const quoted = [...source.matchAll(/'([^'\n]*)'|`([^`\n]*)`/g)].map((m) => m[1] ?? m[2] ?? '');
  const children = [...source.matchAll(/h\('\w+', \{[^}]*\}, '([^'\n]+)'/g)].map((m) => m[1] ?? '');
  return [...quoted.filter((t) => /[À-ỹ]/.test(t)), ...children];
}

describe('house games copy', () => {
  const dir = import.meta.dirname;
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('should show the player no English words in the games and the verify page', () => {
    const english = files.flatMap((f) =>
      copyIn(readFileSync(join(dir, f), 'utf8'))
        // code inside a template's ${…} is not copy
        .filter((t) => ENGLISH.test(t.replace(/\$\{[^}]*\}/g, '').replace(/HMAC-SHA256|WebCrypto/g, '')))
        .map((t) => `${f}: ${t}`),
    );
    expect(files.length).toBeGreaterThan(2);
    expect(english).toEqual([]);
  });
});
