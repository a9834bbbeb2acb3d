import { checkResult, type DrawResult, type PrizeKey } from '../core/results';

/**
 * The Miền Bắc results feed of xskt.com.vn (https://xskt.com.vn/rss-feed/mien-bac-xsmb.rss), an
 * RSS 2.0 channel with one <item> per day: the title names the day, the link ends in the date,
 * and the description lists the prizes one per line, labelled "ĐB:", "1:" … "7:", the numbers
 * of a prize separated by " - ". Parsed without an XML library: the items are flat.
 */
export interface FeedSheet {
  /** the draw's day, YYYY-MM-DD */
  day: string;
  result: DrawResult;
}

const LABELS: Record<string, PrizeKey> = {
  ĐB: 'db',
  '1': 'g1',
  '2': 'g2',
  '3': 'g3',
  '4': 'g4',
  '5': 'g5',
  '6': 'g6',
  '7': 'g7',
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function text(xml: string, tag: string): string | null {
  const m = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(xml);
  if (!m) return null;
  const raw = m[1]!.trim();
  const cdata = /^<!\[CDATA\[([\s\S]*)\]\]>$/.exec(raw);
  const body = cdata ? cdata[1]! : raw;
  return body
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e]!)
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/<br\s*\/?>/gi, '\n');
}

/** The day of an item: from its link (…-DD-MM-YYYY…), else from its title (NGÀY DD/MM) and pubDate's year. */
function dayOf(item: string): string | null {
  const link = text(item, 'link') ?? '';
  const fromLink = /(\d{1,2})-(\d{1,2})-(\d{4})/.exec(link);
  if (fromLink) return iso(fromLink[3]!, fromLink[2]!, fromLink[1]!);
  const title = text(item, 'title') ?? '';
  const fromTitle = /(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?/.exec(title);
  const year = fromTitle?.[3] ?? /\b(\d{4})\b/.exec(text(item, 'pubDate') ?? '')?.[1];
  return fromTitle && year ? iso(year, fromTitle[2]!, fromTitle[1]!) : null;
}

const iso = (y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;

/** Parses one description: each labelled line becomes a prize; unlabelled or unknown lines are ignored. */
export function parseMienBacDescription(description: string): DrawResult {
  const prizes: DrawResult['prizes'] = {};
  // one prize a line; if the feed dropped the line breaks, split before every label instead
  const lines = description.includes('\n') ? description.split('\n') : description.split(/(?=(?:ĐB|[1-7]):)/);
  for (const line of lines) {
    // a whole line of digit groups only: "Mã ĐB: 1AB-2CD" and other notes are not prizes
    const m = /^\s*(ĐB|[1-7]):\s*([\d\s-]*)$/.exec(line);
    if (!m) continue;
    prizes[LABELS[m[1]!]!] = m[2]!
      .split('-')
      .map((n) => n.trim())
      .filter(Boolean);
  }
  return { format: 'bac27', prizes };
}

/**
 * Every complete Miền Bắc sheet of the feed, newest first as published. An item whose sheet is
 * incomplete (published while the draw is still running) or malformed is left out.
 */
export function parseMienBacFeed(xml: string): FeedSheet[] {
  const out: FeedSheet[] = [];
  for (const m of xml.matchAll(/<item[\s>][\s\S]*?<\/item>/g)) {
    const item = m[0];
    const day = dayOf(item);
    const description = text(item, 'description');
    if (!day || !description) continue;
    const result = parseMienBacDescription(description);
    if (checkResult(result) === null) out.push({ day, result });
  }
  return out;
}
