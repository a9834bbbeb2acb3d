import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * `.btn-primary`, `.btn-outline` and `.btn-ghost` (app.css) give a button its colours only; its
 * size, padding and corners come from `.btn`. Found on the Vietnamese walk of issue 38: the KYC
 * form's and the agent application's buttons were bare bars of text without `.btn`.
 */
const APP = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [full] : [];
  });
}

describe('button classes', () => {
  it('should give every coloured button variant the .btn base', () => {
    const bare: string[] = [];
    for (const file of sources(APP)) {
      for (const [, classes] of readFileSync(file, 'utf8').matchAll(
        /className=(?:"([^"]*)"|\{`([^`]*)`\}|\{'([^']*)')/g,
      )) {
        if (classes && /(^|\s)btn-(primary|outline|ghost)(\s|$)/.test(classes) && !/(^|\s)btn(\s|$)/.test(classes))
          bare.push(`${path.relative(APP, file)}: ${classes}`);
      }
    }
    expect(bare).toEqual([]);
  });
});
