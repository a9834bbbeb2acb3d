import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/** GET /api/sports/matches: the schedule and results of the sportsbook's feed. */
export const SPORTS_MATCH_STATUSES = ['upcoming', 'live', 'finished'] as const;

export const ZSportsMatchesQuerySchema = z.object({
  status: z.enum(SPORTS_MATCH_STATUSES, { error: 'Trạng thái phải là upcoming, live hoặc finished' }).optional(),
  league: text().min(1).max(40).optional(),
  /** a day in Vietnam time, YYYY-MM-DD */
  date: text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Ngày phải có dạng YYYY-MM-DD' })
    .optional(),
  virtual: z.enum(['true', 'false'], { error: 'virtual phải là true hoặc false' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type TSportsMatchesQuery = z.infer<typeof ZSportsMatchesQuerySchema>;

const ZScore = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });

export const ZSportsMatchSchema = z.object({
  id: z.string(),
  /** league code (vleague1, epl, laliga, seriea, bundesliga, ucl, vfl) and its name */
  league: z.string(),
  leagueName: z.string(),
  virtual: z.boolean(),
  home: z.string(),
  away: z.string(),
  kickoff: z.iso.datetime(),
  status: z.enum(['scheduled', 'live', 'suspended', 'finished', 'postponed', 'abandoned']),
  /** the match minute while live */
  minute: z.number().int().nullable(),
  /** live score, or the final score once finished */
  score: ZScore.nullable(),
  halfTime: ZScore.nullable(),
  goals: z.array(z.object({ minute: z.number().int(), side: z.enum(['home', 'away']) })),
  fairness: z.object({
    serverSeedHash: z.string().nullable(),
    serverSeed: z.string().nullable(),
    clientSeed: z.string(),
    nonce: z.literal(0),
    rates: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  }),
});
export type TSportsMatch = z.infer<typeof ZSportsMatchSchema>;

export const ZSportsMatchesResponseSchema = ZSuccessSchema(
  z.object({
    items: z.array(ZSportsMatchSchema),
    leagues: z.array(z.object({ code: z.string(), name: z.string(), virtual: z.boolean() })),
  }),
);
