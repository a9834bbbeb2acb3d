import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkDecisionRecords,
  checkDoc,
  checkSettingsListed,
  type DecisionRecord,
  format,
  loadRepo,
  type Repo,
} from './docs-check';

const root = path.resolve(import.meta.dirname, '..');

/*
 * The docs checked are the README and every docs/**\/*.md, decision records included: a record is
 * history, but readers follow its paths and commands to the code, and a record merged today names
 * today's code. A record that moved code says where it went (the check accepts the new path, never
 * an old one), and records that later ones changed say so in their Status (checked below).
 */
let loaded: Repo | undefined;
/** The repository, read once for the file's tests (git ls-files and every code file). */
function repository(): Repo {
  loaded ??= loadRepo(root);
  return loaded;
}

function docsOf(repo: Repo): string[] {
  return repo.files.filter((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md'))).sort();
}

function recordsOf(repo: Repo, read: (f: string) => string): DecisionRecord[] {
  return repo.files
    .filter((f) => /^docs\/decisions\/\d{3}-[^/]*\.md$/.test(f))
    .sort()
    .map((file) => ({ file, number: path.basename(file).slice(0, 3), text: read(file) }));
}

const fakeRepo = (): Repo => ({
  root: '/repo',
  files: ['package.json', 'apps/server/src/app.ts', 'apps/server/src/plugins/errors.ts', 'docs/testing.md'],
  dirs: new Set(['apps', 'apps/server', 'apps/server/src', 'apps/server/src/plugins', 'docs']),
  scripts: new Map([
    ['', new Set(['test', 'start', 'bench:web'])],
    ['@app/web', new Set(['typegen'])],
  ]),
  bins: new Set(['vitest']),
  settings: new Set(['DATABASE_URL', 'PORT']),
  scriptVariables: new Set(['E2E_PORT']),
  codeNames: new Set(['VALIDATION_ERROR']),
  ignored: (p) => p.startsWith('apps/web/build/'),
});

describe('docs check', () => {
  it('should report a missing path, script and environment variable, naming the doc and line', () => {
    const doc = [
      '# A page',
      'Start with `npm start` or `npm run bench:*`; the server is `apps/server/src/app.ts` (see docs/testing.md),',
      'errors in `plugins/errors.ts`, `VALIDATION_ERROR` answers, `PORT=3000` and `E2E_PORT` are fine,',
      'and so are `/api/docs`, `../shared/DESIGN.md`, `apps/server/src/<name>.ts`, apps/web/build/client (built)',
      'Missing: `apps/server/src/gone.ts`,',
      'run `npm run lint:docs`, `npm run typegen --workspace @app/web` is fine,',
      '```sh',
      'NO_SUCH_SETTING=1 npm test',
      '```',
      'and `npx nothing-installed` and `GHOST_TIMEOUT_MS`.',
    ].join('\n');
    const problems = checkDoc(fakeRepo(), 'docs/page.md', doc).map(format);
    expect(problems).toEqual([
      'docs/page.md:5: path `apps/server/src/gone.ts` does not exist',
      'docs/page.md:6: `npm run lint:docs`: no script `lint:docs` in the root package.json',
      "docs/page.md:8: environment variable `NO_SUCH_SETTING` is read neither in apps/server/src/config/env.ts nor by the repository's scripts",
      'docs/page.md:10: `npx nothing-installed`: `nothing-installed` is not an installed binary (node_modules/.bin)',
      'docs/page.md:10: `GHOST_TIMEOUT_MS` is neither a setting (apps/server/src/config/env.ts), a variable the scripts read, nor a name in the code',
    ]);
  });

  it('should hold every setting of the README configuration table to env.ts or the scripts', () => {
    const readme = '## Configuration\n\n| variable | default |\n|---|---|\n| `VALIDATION_ERROR` | x |\n';
    expect(checkDoc(fakeRepo(), 'README.md', readme).map(format)).toEqual([
      "README.md:5: environment variable `VALIDATION_ERROR` is read neither in apps/server/src/config/env.ts nor by the repository's scripts",
    ]);
  });

  it('should report a setting of env.ts the README configuration table does not name', () => {
    const readme = '## Configuration\n\n| variable | meaning |\n|---|---|\n| `PORT` | the port; see `DATABASE_URL` |\n';
    expect(checkSettingsListed(fakeRepo(), readme).map(format)).toEqual([]);
    const without = '## Configuration\n\n| variable | meaning |\n|---|---|\n| `PORT` | the port |\n';
    expect(checkSettingsListed(fakeRepo(), without).map(format)).toEqual([
      'README.md:3: setting `DATABASE_URL` (apps/server/src/config/env.ts) is not named in the configuration table',
    ]);
  });

  it('should name in the README every setting env.ts reads', () => {
    const repo = repository();
    expect(repo.settings.size).toBeGreaterThan(30);
    expect(checkSettingsListed(repo, readFileSync(path.join(root, 'README.md'), 'utf8')).map(format)).toEqual([]);
  });

  it('should find every path, command and environment variable the docs name', () => {
    const repo = repository();
    const docs = docsOf(repo);
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/product.md');
    const problems = docs.flatMap((d) => checkDoc(repo, d, readFileSync(path.join(root, d), 'utf8')));
    expect(problems.map(format)).toEqual([]);
  });
});

describe('decision records', () => {
  const rec = (number: string, status: string, body = ''): DecisionRecord => ({
    file: `docs/decisions/${number}-x.md`,
    number,
    text: `# ${number}. X\n\n${status}\n\n## Context\n${body}\n`,
  });

  it('should refuse a Status of another form and an amendment the earlier record does not show', () => {
    const problems = checkDecisionRecords([
      rec('010', 'Status: accepted; amended by 020 (a change).', '*Amended by 030: more.*'),
      rec('020', 'Status: accepted. Amends 010 (a change).'),
      rec('030', 'Status: accepted.'),
      rec('040', 'Status: accepted; extended by the lockout of 010.'),
      rec('050', 'Status: accepted.', 'This supersedes decision 030 in full.'),
    ]).map(format);
    expect(problems).toEqual([
      'docs/decisions/040-x.md:3: Status must read "accepted", "accepted; amended by NNN" or "superseded by NNN" (found "Status: accepted; extended by the lockout of 010.")',
      'docs/decisions/010-x.md:3: Status does not say "amended by 030" or "superseded by 030", though docs/decisions/010-x.md:6 notes "Amended by 030"',
      'docs/decisions/030-x.md:3: Status does not say "amended by 050" or "superseded by 050", though docs/decisions/050-x.md:6 supersedes it',
    ]);
  });

  it('should accept a record superseded in full and one amended by several', () => {
    expect(
      checkDecisionRecords([
        rec('010', 'Status: superseded by 030 (all of it).'),
        rec('020', 'Status: accepted; amended by 030 (a) and 040 (b, see decision 010).'),
        rec('030', 'Status: accepted. Supersedes 010; amends decisions 020.'),
        rec('040', 'Status: accepted. Amends 020.'),
      ]),
    ).toEqual([]);
  });

  it('should show in each record the later records that changed it', () => {
    const repo = repository();
    const records = recordsOf(repo, (f) => readFileSync(path.join(root, f), 'utf8'));
    expect(records.length).toBeGreaterThan(50);
    expect(checkDecisionRecords(records).map(format)).toEqual([]);
  });
});
