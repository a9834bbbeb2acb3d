import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The check the site's and the back office's catalogue tests share (decisions 156, 165, 171):
 * no player- or staff-visible Vietnamese outside the catalogues. Two nets:
 * - a Vietnamese letter (ă, ê, ư, đ, a tone mark...) anywhere in the code but its comments;
 * - an unaccented Vietnamese word ("Xem", "Nap tien", "Dang nhap") in the text that can reach the
 *   screen: JSX text, and string or template literals that read as words. Identifiers, keys,
 *   URLs, route slugs (`lo-de`), CSS classes and import paths are not text and are not read.
 */

/** Every catalogue leaf by its dotted key (arrays by index). */
export function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (Array.isArray(tree))
    tree.forEach((v, i) => {
      for (const [k, s] of leaves(v, `${prefix}.${i}`)) out.set(k, s);
    });
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree))
      for (const [k, s] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, s);
  return out;
}

/** i18next `{{placeholder}}` names, sorted: both languages must use the same set. */
export const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** The `.ts`/`.tsx` files under `dir`, tests and the named folders left out. */
export function sourceFiles(dir: string, skipDirs: readonly string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return skipDirs.includes(name) ? [] : sourceFiles(file, skipDirs);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

export const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i;

/**
 * Vietnamese syllables as they read with their marks dropped, chosen because none is an English
 * word or a common code abbreviation. "nap", "rut", "tin", "hang", "long", "ban", "so", "the",
 * "thai", "cap" are English, and "bao", "tai", "mien", "bac" name games and draws in English too
 * ("bao 7", "tai xiu"): they stay out, and a sentence is caught by its other words. Two-letter
 * syllables stay out for the same reason.
 */
export const UNACCENTED_SYLLABLES = new Set(
  `cach chinh choi chon chua chuyen cuoc cua dang dau dich dien dieu doi duoc duoi giai gioi giup
  hien hoan huong huy khau khoan khong khuyen kien lich lien luu moi muc ngan ngay nguoi nhan nhap
  nhat nhieu nhiem nhung phai phut quen sach thanh thao thay thieu thoai thuc thuong tiep tien toi
  tren truoc tuc tuyen vien vui xac xem xin xoa xuat`.split(/\s+/),
);

/** Whether a file holds one of the syllables at all: most do not, and parsing them all is slow. */
const ANY_SYLLABLE = new RegExp(`\\b(${[...UNACCENTED_SYLLABLES].join('|')})\\b`, 'i');

/** JSX attributes whose value is code, not text. */
const CODE_ATTRIBUTES =
  /^(className|class|id|key|href|to|src|srcSet|rel|as|type|name|method|action|role|htmlFor|target|lang|hrefLang|form|autoComplete|inputMode|pattern|encType|prefetch|data-[\w-]+|test[\w-]*)$/;

/** A literal that is a key, slug, path, class list or identifier rather than words. */
function isCodeLike(text: string): boolean {
  const t = text.trim();
  if (t === '') return true;
  // one token with no space: a slug, key, path, URL or identifier, unless it is a capitalised
  // word on its own ('Xem'), which is how a button label looks
  if (!/\s/.test(t)) return !/^[A-Z][a-z]+[.!?:]?$/.test(t);
  // a class list or a list of slugs: every token is lowercase with dashes, colons or digits
  return /^[a-z0-9:_/.[\]-]+(\s+[a-z0-9:_/.[\]-]+)*$/.test(t) && /[-:_/[]/.test(t);
}

/** The distinctive unaccented Vietnamese words of a piece of text, in order. */
export function unaccentedWords(text: string): string[] {
  // a text with marks is the accented check's; its toneless syllables ("Thể thao") are right
  if (VIETNAMESE.test(text)) return [];
  return (text.match(/\p{L}+/gu) ?? []).filter((w) => UNACCENTED_SYLLABLES.has(w.toLowerCase()));
}

function isCodePosition(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isLiteralTypeNode(parent) ||
    ts.isElementAccessExpression(parent) ||
    ts.isCaseClause(parent)
  )
    return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) return true;
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind;
    if (op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsEqualsToken) return true;
  }
  if (ts.isJsxAttribute(parent)) return CODE_ATTRIBUTES.test(parent.name.getText());
  if (ts.isJsxExpression(parent) && parent.parent && ts.isJsxAttribute(parent.parent))
    return CODE_ATTRIBUTES.test(parent.parent.name.getText());
  return false;
}

export type Finding = { line: number; words: string[]; text: string };

/** The UI text of one source file that holds unaccented Vietnamese words. */
export function findUnaccented(fileName: string, source: string): Finding[] {
  if (!ANY_SYLLABLE.test(source)) return [];
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const words = unaccentedWords(text);
    if (words.length === 0) return;
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push({ line, words, text: text.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (!isCodeLike(node.text)) report(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isCodePosition(node) && !isCodeLike(node.text)) report(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      // the text between the `${...}` parts, read together as the reader would see it
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
      if (!isCodePosition(node) && !isCodeLike(parts.join(''))) report(node, parts.join(' … '));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The code without its comments (line comments only where `//` starts a comment, not a URL). */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1');
}

/** A place allowed to hold Vietnamese, with the reason it stays. `text: ''` allows the whole file. */
export type Allowance = { file: string | RegExp; text: string; why: string };

/**
 * Every line under `root` (paths relative to it, `/`-separated) that writes Vietnamese outside
 * the catalogues, accented or not, as `file:line: text`.
 */
export function vietnameseOutsideCatalogues(options: {
  root: string;
  catalogues: RegExp;
  allowed: readonly Allowance[];
  skipDirs?: readonly string[];
}): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(options.root, options.skipDirs)) {
    const rel = path.relative(options.root, file).split(path.sep).join('/');
    if (options.catalogues.test(rel)) continue;
    const allowedHere = options.allowed.filter((a) => (typeof a.file === 'string' ? a.file === rel : a.file.test(rel)));
    const isAllowed = (line: string) => allowedHere.some((a) => line.includes(a.text));
    const source = readFileSync(file, 'utf8');
    const lines = source.split('\n');
    withoutComments(source)
      .split('\n')
      .forEach((line, i) => {
        if (VIETNAMESE.test(line) && !isAllowed(line)) found.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    for (const f of findUnaccented(rel, source))
      if (!isAllowed(lines[f.line - 1] ?? '') && !allowedHere.some((a) => a.text !== '' && f.text.includes(a.text)))
        found.push(`${rel}:${f.line}: ${f.text} (unaccented: ${f.words.join(', ')})`);
  }
  return found;
}
