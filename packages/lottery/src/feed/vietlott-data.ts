import { z } from 'zod';
import { checkVietlottResult, type VietlottGame, type VietlottResult } from '../core/vietlott';

/**
 * Vietlott's published Mega 6/45 and Power 6/55 results as recorded by the public
 * vietvudanh/vietlott-data crawler of vietlott.vn (data/power645.jsonl, data/power655.jsonl):
 * JSON Lines, one draw a line: `{"date":"2017-08-01","id":"00001","result":[5,10,14,23,24,38,35],…}`,
 * the main numbers ascending, Power's power number last. Lines that are not a well-formed result
 * of the game are skipped (and counted), never guessed at.
 */
export interface VietlottDraw {
  /** the draw's day, YYYY-MM-DD (Vietnam time; draws are at 18:00) */
  day: string;
  /** Vietlott's draw number ("kỳ") */
  number: string;
  result: VietlottResult;
}

const ZLine = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  id: z.string().regex(/^\d{1,7}$/),
  result: z.array(z.number().int().min(1).max(55)).min(6).max(7),
});

const two = (n: number) => String(n).padStart(2, '0');

export function parseVietlottJsonl(text: string, game: VietlottGame): { draws: VietlottDraw[]; skipped: number } {
  const draws: VietlottDraw[] = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      skipped++;
      continue;
    }
    const parsed = ZLine.safeParse(json);
    const size = game === 'power655' ? 7 : 6;
    if (!parsed.success || parsed.data.result.length !== size) {
      skipped++;
      continue;
    }
    const balls = parsed.data.result.map(two);
    const result: VietlottResult = {
      format: game,
      numbers: balls.slice(0, 6).sort(),
      bonus: game === 'power655' ? balls[6]! : null,
      order: balls,
    };
    if (checkVietlottResult(result)) {
      skipped++;
      continue;
    }
    draws.push({ day: parsed.data.date, number: parsed.data.id, result });
  }
  return { draws, skipped };
}
