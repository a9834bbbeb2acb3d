import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * What the docs name must exist (issue 29): repository paths, npm scripts and environment
 * variables. Every problem is reported as `doc:line: what is missing`, so whoever merges a page
 * can fix it from the message alone. The rules are deliberately narrow, to match what a reader
 * would take for a path, a command or a setting, and nothing else:
 *
 * paths     - anywhere on a line, a token starting with a top-level folder of the repository
 *             (`apps/`, `packages/`, `scripts/`, `e2e/`, `docs/`, `.ci/`) is resolved from the
 *             root; inside backticks (or a fenced block), a relative path or bare file name with
 *             a known extension must be the tail of some file (`plugins/errors.ts`, `env.ts`);
 *             a markdown link target is resolved from the doc's folder. `<placeholder>`, `NNN`,
 *             `*`, `**`, `{a,b}` and `...` match like globs. URL paths (`/api/...`), paths
 *             outside the repository (`../shared/...`), web addresses and what .gitignore keeps
 *             out (build output, `.tmp/`) are not claims about the repository.
 * commands  - inside backticks or a fenced block: `npm run <script>` (with `--workspace <ws>` /
 *             `-w <ws>`, that workspace's scripts), `npm test` / `npm start` / `npm stop` /
 *             `npm restart`, and `npx <bin>` (an installed binary).
 * variables - inside backticks or a fenced block, an UPPER_SNAKE name. Written as a setting
 *             (`NAME=value`, or the first cell of the README's configuration table) it must be
 *             read by the server (`apps/server/src/config/env.ts`) or by the repository's code
 *             (`process.env.NAME`, `env.NAME`, `$NAME` in shell), or be one of a few variables of
 *             the tools we run. A bare name may instead be a name in the code (an error code, a
 *             constant); a name found nowhere is reported. SQL spans name no settings, and
 *             `NAME=$(...)` in a shell example is a shell variable.
 * settings  - every setting env.ts reads is named in the README's configuration table.
 */

export type DocProblem = { doc: string; line: number; message: string };

export type Repo = {
  root: string;
  /** repository-relative paths of every file (tracked or not, minus ignored ones) */
  files: string[];
  /** the folders those files are in, every level */
  dirs: Set<string>;
  /** scripts of the root package.json (key '') and of each workspace (by name and by folder) */
  scripts: Map<string, Set<string>>;
  /** binaries `npx` can run without installing */
  bins: Set<string>;
  /** settings read in apps/server/src/config/env.ts */
  settings: Set<string>;
  /** environment variables read elsewhere (scripts, e2e, test harness, CI) */
  scriptVariables: Set<string>;
  /** UPPER_SNAKE names that appear in code outside comments (error codes, constants, ...) */
  codeNames: Set<string>;
  /** whether .gitignore keeps a path out of the repository: run-time output (`apps/web/build/...`) */
  ignored?: (p: string) => boolean;
};

/**
 * Variables read by the tools we run rather than by our code (Node, PostgreSQL's clients,
 * Playwright, CI): naming them in a command is no claim about our settings.
 */
const TOOL_VARIABLES = new Set(['NODE_OPTIONS', 'CI', 'DEBUG', 'TZ', 'PGPASSWORD', 'PWDEBUG']);

export const ENV_FILE = 'apps/server/src/config/env.ts';
const ROOT_FOLDERS = ['apps', 'packages', 'scripts', 'e2e', 'docs', '.ci'];
// extensions of files we keep; `robots.txt`, `sitemap.xml`, `manifest.webmanifest` are routes, not files
const FILE_EXTENSIONS = [
  'ts',
  'tsx',
  'md',
  'sql',
  'sh',
  'css',
  'json',
  'js',
  'mjs',
  'cjs',
  'yml',
  'yaml',
  'html',
  'csv',
  'png',
  'svg',
  'webp',
];
const CODE_EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|sql|sh)$/;
const NPM_LIFECYCLE = new Set(['test', 't', 'start', 'stop', 'restart']);

function isCode(file: string): boolean {
  return CODE_EXTENSIONS.test(file) || file === '.ci/run' || file.startsWith('.ci/');
}

/** Code without its comments (a name in a comment is not a name in the code). */
function stripComments(text: string, shell = false): string {
  if (shell) return text.replace(/^\s*#.*$/gm, '');
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1');
}

/** Without git (an exported tree): every file but dependencies, build output and dot-folders. */
function walk(root: string, dir = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (e.name === 'node_modules' || e.name === 'build' || (e.name.startsWith('.') && e.name !== '.ci')) continue;
      out.push(...walk(root, rel));
    } else out.push(rel);
  }
  return out;
}

function listFiles(root: string): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // a file deleted in the work tree but not yet in the index is gone for the reader too
    return listed.split('\0').filter((f) => f && existsSync(path.join(root, f)));
  } catch {
    return walk(root);
  }
}

export function loadRepo(root: string): Repo {
  const files = listFiles(root);
  const dirs = new Set<string>();
  for (const f of files) {
    const parts = f.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
  }

  const scripts = new Map<string, Set<string>>();
  for (const f of files.filter((x) => x === 'package.json' || /^(apps|packages)\/[^/]+\/package\.json$/.test(x))) {
    const pkg = JSON.parse(readFileSync(path.join(root, f), 'utf8')) as { name?: string; scripts?: object };
    const names = new Set(Object.keys(pkg.scripts ?? {}));
    if (f === 'package.json') scripts.set('', names);
    else {
      scripts.set(path.dirname(f), names);
      if (pkg.name) scripts.set(pkg.name, names);
    }
  }

  const binDir = path.join(root, 'node_modules', '.bin');
  let bins = new Set<string>();
  try {
    bins = new Set(readdirSync(binDir));
  } catch {
    // no node_modules: every `npx` command is reported, which is what a fresh clone would see
  }

  const envSource = readFileSync(path.join(root, ENV_FILE), 'utf8');
  const settings = new Set([...stripComments(envSource).matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*:/gm)].map((m) => m[1]!));

  const scriptVariables = new Set<string>();
  const codeNames = new Set<string>();
  for (const f of files.filter(isCode)) {
    if (f.startsWith('docs/') || f === ENV_FILE) continue;
    const text = readFileSync(path.join(root, f), 'utf8');
    // `process.env.NAME`, or `env.NAME` where a package reads the record it is given (the sportsbook)
    for (const m of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g)) {
      scriptVariables.add((m[1] ?? m[2])!);
    }
    // a name destructured from process.env: `const { E2E_PORT, E2E_PG_PORT } = process.env`
    for (const m of text.matchAll(/\{([^{}]*)\}\s*=\s*process\.env/g)) {
      for (const n of m[1]!.matchAll(/\b([A-Z][A-Z0-9_]*)\b/g)) scriptVariables.add(n[1]!);
    }
    const shell = f.endsWith('.sh') || f.startsWith('.ci/');
    if (shell) {
      for (const m of text.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)) scriptVariables.add(m[1]!);
    }
    for (const m of stripComments(text, shell).matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) codeNames.add(m[0]);
  }
  const ignored = (p: string): boolean => {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', p], { cwd: root, stdio: 'ignore' });
      return true;
    } catch {
      return false; // not ignored (exit 1), or no git
    }
  };
  return { root, files, dirs, scripts, bins, settings, scriptVariables, codeNames, ignored };
}

/** A doc's path pattern as a regular expression, or null when it is a plain path. */
function patternOf(p: string): RegExp | null {
  if (!/[<>*{}]|\.\.\.|…|NNN/.test(p)) return null;
  let out = '';
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    if (c === '<') {
      const end = p.indexOf('>', i);
      if (end < 0) return null;
      out += '[^/]+';
      i = end;
    } else if (p.startsWith('**', i)) {
      out += '.*';
      i++;
    } else if (c === '*') out += '[^/]*';
    else if (p.startsWith('...', i)) {
      out += '.*';
      i += 2;
    } else if (c === '…') out += '.*';
    else if (p.startsWith('NNN', i)) {
      out += '\\d+';
      i += 2;
    } else if (c === '{') {
      const end = p.indexOf('}', i);
      if (end < 0) return null;
      out += `(?:${p
        .slice(i + 1, end)
        .split(',')
        .map((s) => s.trim().replace(/[.+?^$()|[\]\\]/g, '\\$&'))
        .join('|')})`;
      i = end;
    } else out += c.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** Whether a repository path (or pattern) names a file or folder; `tail` matches it as a path's end. */
export function pathExists(repo: Repo, raw: string, tail = false): boolean {
  const p = raw.replace(/\/+$/, '');
  const pattern = patternOf(p);
  const candidates = [...repo.files, ...repo.dirs];
  if (!pattern) {
    if (!tail) return repo.files.includes(p) || repo.dirs.has(p);
    return candidates.some((c) => c === p || c.endsWith(`/${p}`));
  }
  const source = pattern.source.slice(1);
  const re = tail ? new RegExp(`(^|/)${source}`) : pattern;
  return candidates.some((c) => re.test(c));
}

const TRAILING = /[.,;:)\]'"]+$/;

/** Root-anchored repository paths anywhere on a line (prose, backticks, links). */
function rootPaths(line: string): string[] {
  const out: string[] = [];
  const re = new RegExp(
    `(?<![\\w./:@\\-~])((?:${ROOT_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/[\\w.\\-/<>*{}@+…,]*)`,
    'g',
  );
  for (const m of line.matchAll(re)) {
    let p = m[1]!;
    // braces may hold a comma list; outside braces a comma ends the path
    if (!p.includes('{')) p = p.split(',')[0]!;
    p = p.replace(TRAILING, '').split('#')[0]!;
    if (p.includes('/')) out.push(p);
  }
  return out;
}

const EXT = FILE_EXTENSIONS.join('|');
/** Relative paths and bare file names inside a code span: `plugins/errors.ts`, `env.ts`, `*.test.ts`. */
function relativePaths(span: string): string[] {
  const out: string[] = [];
  const re = new RegExp(
    `(?<![\\w./:@\\-~$])((?:[\\w.<>*{}@+\\-]+/)*[\\w<>*{}@+.][\\w.<>*@+\\-]*\\.(?:${EXT}))(?![\\w/])`,
    'g',
  );
  for (const m of span.matchAll(re)) {
    const p = m[1]!;
    if (ROOT_FOLDERS.some((f) => p.startsWith(`${f}/`))) continue; // checked as a root path
    if (p.startsWith('..') || /^\d/.test(p)) continue; // outside the repository, or a number
    // run-time output (`.tmp/`, `.data/`) is not in the repository
    if (/^\.(?!ci\/|github\/)[\w-]+\//.test(p)) continue;
    out.push(p.replace(/^\.\//, ''));
  }
  return out;
}

/** The inline code spans of a line. */
function codeSpans(line: string): string[] {
  return [...line.matchAll(/(`+)([^`]+?)\1/g)].map((m) => m[2]!);
}

/** `bench:*` names a family of scripts: at least one must exist. */
function scriptExists(scripts: Set<string>, name: string): boolean {
  if (!name.includes('*')) return scripts.has(name);
  const re = new RegExp(`^${name.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return [...scripts].some((s) => re.test(s));
}

type Command = { text: string; workspace?: string; script?: string; bin?: string };

function commandsIn(span: string): Command[] {
  const out: Command[] = [];
  for (const m of span.matchAll(/(?<![\w-])npm\s+(run(?:-script)?\s+)?([\w:.@/*-]+)([^`;&|]*)/g)) {
    const [text, run, name, rest] = [m[0], m[1], m[2]!, m[3] ?? ''];
    const ws = /(?:--workspace[= ]|-w\s+)(\S+)/.exec(rest)?.[1];
    if (run) out.push({ text: text.trim(), script: name, workspace: ws });
    else if (NPM_LIFECYCLE.has(name))
      out.push({ text: text.trim(), script: name === 't' ? 'test' : name, workspace: ws });
  }
  for (const m of span.matchAll(/(?<![\w-])npx\s+(?:--\S+\s+)*([\w@/.-]+)/g)) {
    out.push({ text: m[0], bin: m[1]!.replace(/^@[^/]+\//, '').replace(/@.*$/, '') });
  }
  return out;
}

const VARIABLE = /(?<![\w.$-])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?![\w(])(=?)/g;
/** `HOST=0.0.0.0`: a one-word name is a variable only when it is set. */
const SHORT_SETTING = /(?<![\w.$-])([A-Z][A-Z0-9]+)=/g;

const SQL = /^\s*(SELECT|EXPLAIN|UPDATE|INSERT|DELETE|CREATE|ALTER|WITH|SET|LOCK)\b/;

/** Whether a line is a row of the README's configuration table (every backticked name a setting). */
/** The first cell of a row of the README's configuration table: the names there are settings. */
function settingsCell(doc: string, line: string, section: string): string {
  if (doc !== 'README.md' || !/configuration/i.test(section) || !line.startsWith('|')) return '';
  return line.split('|')[1] ?? '';
}

export function checkDoc(repo: Repo, doc: string, text: string): DocProblem[] {
  const problems: DocProblem[] = [];
  const docDir = path.dirname(doc);
  let fence = false;
  let section = '';
  text.split('\n').forEach((line, i) => {
    const at = (message: string) => problems.push({ doc, line: i + 1, message });
    if (/^\s*(```|~~~)/.test(line)) {
      fence = !fence;
      return;
    }
    if (!fence && line.startsWith('#')) section = line;
    const spans = fence ? [line] : codeSpans(line);

    const seen = new Set<string>();
    for (const p of rootPaths(line)) {
      if (seen.has(p)) continue;
      seen.add(p);
      if (!pathExists(repo, p) && !repo.ignored?.(p)) at(`path \`${p}\` does not exist`);
    }
    for (const m of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1]!.split('#')[0]!;
      if (!target || /^[a-z]+:/i.test(target) || target.startsWith('/')) continue;
      const resolved = path.posix.normalize(path.posix.join(docDir, target));
      if (resolved.startsWith('..') || repo.ignored?.(resolved)) continue;
      if (!pathExists(repo, resolved)) at(`link \`${m[1]}\` points at \`${resolved}\`, which does not exist`);
    }

    for (const span of spans) {
      if (/:\/\//.test(span) && !/\bnpm\b/.test(span)) continue; // a web address, not a path
      for (const p of relativePaths(span)) {
        if (seen.has(p)) continue;
        seen.add(p);
        if (!pathExists(repo, p, true) && !repo.ignored?.(p)) at(`file \`${p}\` matches no file in the repository`);
      }
      for (const c of commandsIn(span)) {
        if (c.bin) {
          if (!repo.bins.has(c.bin)) at(`\`${c.text}\`: \`${c.bin}\` is not an installed binary (node_modules/.bin)`);
          continue;
        }
        const where = c.workspace ?? '';
        const scripts = repo.scripts.get(where);
        if (!scripts) at(`\`${c.text}\`: no workspace \`${where}\``);
        else if (!scriptExists(scripts, c.script!)) {
          at(`\`${c.text}\`: no script \`${c.script}\` in ${where ? `${where}'s ` : 'the root '}package.json`);
        }
      }
      // SQL (`EXPLAIN (GENERIC_PLAN)`, `SET LOCAL ...`) names no settings of ours
      if (SQL.test(span)) continue;
      const settingNames = settingsCell(doc, line, section);
      const names = new Map<string, boolean>();
      for (const m of span.matchAll(VARIABLE)) {
        // `TOKEN=$(curl ...)` in a shell example is a shell variable, not a setting
        if (m[2] === '=' && span.startsWith('$(', (m.index ?? 0) + m[0].length)) continue;
        names.set(m[1]!, (names.get(m[1]!) ?? false) || m[2] === '=');
      }
      for (const m of span.matchAll(SHORT_SETTING)) {
        if (!span.startsWith('$(', (m.index ?? 0) + m[0].length)) names.set(m[1]!, true);
      }
      for (const [name, set] of names) {
        const read = repo.settings.has(name) || repo.scriptVariables.has(name) || TOOL_VARIABLES.has(name);
        if (read) continue;
        if (set || settingNames.includes(`\`${name}\``)) {
          at(`environment variable \`${name}\` is read neither in ${ENV_FILE} nor by the repository's scripts`);
        } else if (!repo.codeNames.has(name)) {
          at(`\`${name}\` is neither a setting (${ENV_FILE}), a variable the scripts read, nor a name in the code`);
        }
      }
    }
  });
  return problems;
}

/**
 * Every setting of env.ts is named in the README's configuration table: in a row's first cell, or
 * (a setting that only matters with another one, like `TWILIO_FROM`) in the row of that one.
 */
export function checkSettingsListed(repo: Repo, readme: string): DocProblem[] {
  let section = '';
  let tableLine = 0;
  const listed = new Set<string>();
  readme.split('\n').forEach((line, i) => {
    if (line.startsWith('#')) section = line;
    const cell = settingsCell('README.md', line, section);
    if (!cell) return;
    tableLine ||= i + 1;
    for (const m of line.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) listed.add(m[1]!);
  });
  return [...repo.settings]
    .filter((s) => !listed.has(s))
    .sort()
    .map((s) => ({
      doc: 'README.md',
      line: tableLine,
      message: `setting \`${s}\` (${ENV_FILE}) is not named in the configuration table`,
    }));
}

export function format(p: DocProblem): string {
  return `${p.doc}:${p.line}: ${p.message}`;
}

/*
 * Decision records (docs/decisions/NNN-*.md). A record's second paragraph is its Status, one of
 *   Status: accepted[ (...)].
 *   Status: accepted; amended by NNN[ (what changed)][, NNN (...)][ and NNN (...)].
 *   Status: superseded by NNN[ (...)][; amended by ...].
 * (`superseded in part by NNN` may stand beside `amended by`). Whatever else records say about
 * each other must show in the Status of the record that was changed:
 *   - its own notes `*Amended by NNN: ...*` / `*Superseded by NNN: ...*` in the body;
 *   - a later record's Status saying `Amends [decision(s)] NNN`, `Supersedes NNN`, `Replaces NNN`;
 *   - a later record's text saying `supersedes / replaces / amends decision NNN`, `instead of decision NNN`.
 */

export type DecisionRecord = { file: string; number: string; text: string };

const NUMBER_LIST = String.raw`\d{3}(?:\s*(?:,\s*and|,|and)\s*\d{3})*`;
const STATUS_FORM = new RegExp(
  String.raw`^Status: (?:accepted|superseded by ${NUMBER_LIST})\s*(?:\.|;\s*(?:amended|superseded in part) by \d{3}|$)`,
);

/** The text without its parentheticals (nested ones too): what is left is the sentence's frame. */
function withoutParentheses(text: string): string {
  let out = '';
  let depth = 0;
  for (const c of text) {
    if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
    else if (depth === 0) out += c;
  }
  return out.replace(/\s+/g, ' ');
}

function numbersIn(list: string): string[] {
  return list.match(/\d{3}/g) ?? [];
}

function statusOf(r: DecisionRecord): { line: number; paragraph: string; end: number } | null {
  const lines = r.text.split('\n');
  const start = lines.findIndex((l) => /^Status:/.test(l));
  if (start < 0) return null;
  let end = start;
  while (end + 1 < lines.length && lines[end + 1]!.trim() !== '' && !lines[end + 1]!.startsWith('#')) end++;
  return { line: start + 1, paragraph: lines.slice(start, end + 1).join(' '), end: end + 1 };
}

/** The records a Status says changed this one: `amended by`, `superseded [in part] by`. */
function declaredBy(paragraph: string): Set<string> {
  const frame = withoutParentheses(paragraph);
  const out = new Set<string>();
  for (const m of frame.matchAll(new RegExp(`(?:amended|superseded(?: in part)?) by (${NUMBER_LIST})`, 'gi'))) {
    for (const n of numbersIn(m[1]!)) out.add(n);
  }
  return out;
}

export function checkDecisionRecords(records: DecisionRecord[]): DocProblem[] {
  const problems: DocProblem[] = [];
  const byNumber = new Map(records.map((r) => [r.number, r]));
  const status = new Map(records.map((r) => [r.number, statusOf(r)]));
  /** claims[earlier] = the later records (and where they say so) that changed it */
  const claims: { changed: string; by: string; doc: string; line: number; how: string }[] = [];

  for (const r of records) {
    const s = status.get(r.number);
    if (!s) {
      problems.push({ doc: r.file, line: 1, message: 'has no `Status:` line' });
      continue;
    }
    const frame = withoutParentheses(s.paragraph);
    if (!STATUS_FORM.test(frame)) {
      problems.push({
        doc: r.file,
        line: s.line,
        message: `Status must read "accepted", "accepted; amended by NNN" or "superseded by NNN" (found "${frame.slice(0, 80)}")`,
      });
    }
    for (const m of frame.matchAll(
      new RegExp(String.raw`\b(amends|supersedes|replaces)(?: decisions?)? (${NUMBER_LIST})`, 'gi'),
    )) {
      for (const n of numbersIn(m[2]!))
        claims.push({ changed: n, by: r.number, doc: r.file, line: s.line, how: m[1]!.toLowerCase() });
    }
    const lines = r.text.split('\n');
    lines.forEach((line, i) => {
      if (i < s.end) return;
      for (const m of line.matchAll(
        new RegExp(String.raw`\b(Amended|Superseded)(?: in part)? by (${NUMBER_LIST})`, 'g'),
      )) {
        for (const n of numbersIn(m[2]!))
          claims.push({ changed: r.number, by: n, doc: r.file, line: i + 1, how: `notes "${m[0]}"` });
      }
      for (const m of line.matchAll(/\b(supersedes|replaces|amends|instead of) decisions? (\d{3})/gi)) {
        claims.push({ changed: m[2]!, by: r.number, doc: r.file, line: i + 1, how: m[1]!.toLowerCase() });
      }
    });
  }

  for (const c of claims) {
    if (c.changed === c.by) continue;
    const target = byNumber.get(c.changed);
    if (!target) {
      problems.push({ doc: c.doc, line: c.line, message: `${c.how} decision ${c.changed}, which does not exist` });
      continue;
    }
    const s = status.get(c.changed);
    if (s && !declaredBy(s.paragraph).has(c.by)) {
      problems.push({
        doc: target.file,
        line: s.line,
        message: `Status does not say "amended by ${c.by}" or "superseded by ${c.by}", though ${c.doc}:${c.line} ${c.how.startsWith('notes') ? c.how : `${c.how} it`}`,
      });
    }
  }
  return problems;
}
