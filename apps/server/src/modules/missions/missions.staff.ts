import {
  type TMission,
  type TMissionCondition,
  type TMissionType,
  type TStaffMission,
  type TStaffMissionCreateRequest,
  type TStaffMissionUpdateRequest,
  ZStaffMissionUpdateRequestSchema,
} from '@app/contract';
import { type TextKey, type TextLocale, textsFor } from '@app/contract/texts';
import type pg from 'pg';
import { inTransaction } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';
import type { MissionRow } from './missions.repository';

/**
 * A mission's title and description, generated from its rule (the figures are the ones checked),
 * in a language of the server's catalogue (decision 163; Vietnamese is what staff save).
 */
export function missionTexts(
  type: TMissionType,
  condition: TMissionCondition,
  target: number,
  locale: TextLocale = 'vi',
): { title: string; description: string } {
  const t = textsFor(locale);
  const when = type === 'DAILY' ? 'daily' : 'period';
  const key = condition === 'DAILY_CHECK_IN' ? 'DAILY_CHECK_IN' : (`${condition}.${when}` as const);
  return {
    title: t(`missions.${key}.title` as TextKey, { amount: target }),
    description: t(`missions.${key}.description` as TextKey, { amount: target }),
  };
}

/**
 * The mission's title and description in the request's language: the English staff wrote
 * (decision 170); else a text staff kept as generated from the rule is generated again in that
 * language; one they wrote themselves in Vietnamese only stays as written.
 */
export function missionTextsIn(
  locale: TextLocale,
  m: {
    type: TMissionType;
    condition_type: TMissionCondition;
    target: number;
    title: string;
    description: string;
    title_en: string | null;
    description_en: string | null;
  },
): { title: string; description: string } {
  if (locale === 'vi') return { title: m.title, description: m.description };
  const vi = missionTexts(m.type, m.condition_type, m.target);
  const other = missionTexts(m.type, m.condition_type, m.target, locale);
  return {
    title: m.title_en ?? (m.title === vi.title ? other.title : m.title),
    description: m.description_en ?? (m.description === vi.description ? other.description : m.description),
  };
}

/**
 * Missions in the back office (decision 099): every mission, hidden ones included, and edits of
 * their texts, target, reward and switch, audited with before and after. A run already
 * started keeps its progress; the new target and reward apply from the next check.
 */
export class MissionsStaff {
  constructor(
    private readonly pool: pg.Pool,
    private readonly admin: () => AdminService,
    /** the player's view of a mission, from the service that serves players */
    private readonly view: (m: MissionRow) => TMission,
  ) {}

  private staffView(m: MissionRow): TStaffMission {
    return {
      id: Number(m.id),
      code: m.code,
      title: m.title,
      description: m.description,
      titleEn: m.title_en,
      descriptionEn: m.description_en,
      type: m.type,
      conditionType: m.condition_type,
      target: Number(m.target),
      reward: Number(m.reward),
      featured: m.featured,
      enabled: m.enabled,
      sort: m.sort,
      player: this.view(m),
    };
  }

  async list(): Promise<TStaffMission[]> {
    const { rows } = await this.pool.query<MissionRow>('SELECT * FROM missions ORDER BY sort, id');
    return rows.map((m) => this.staffView(m));
  }

  async update(actor: StaffActor, id: number, input: TStaffMissionUpdateRequest): Promise<TStaffMission> {
    return inTransaction(this.pool, async (c) => {
      const { rows } = await c.query<MissionRow>('SELECT * FROM missions WHERE id = $1 FOR UPDATE', [id]);
      const before = rows[0];
      if (!before) throw new AppError(404, 'MISSION_NOT_FOUND', 'Nhiệm vụ không tồn tại');
      const v = ZStaffMissionUpdateRequestSchema.parse(input);
      const { rows: after } = await c.query<MissionRow>(
        `UPDATE missions SET title = $2, description = $3, target = $4, reward = $5, featured = $6, enabled = $7,
                title_en = $8, description_en = $9
          WHERE id = $1 RETURNING *`,
        [id, v.title, v.description, v.target, v.reward, v.featured, v.enabled, v.titleEn, v.descriptionEn],
      );
      const pick = (m: MissionRow) => ({
        title: m.title,
        description: m.description,
        titleEn: m.title_en,
        descriptionEn: m.description_en,
        target: Number(m.target),
        reward: Number(m.reward),
        featured: m.featured,
        enabled: m.enabled,
      });
      await this.admin().audit(
        actor,
        'mission.update',
        { type: 'mission', id },
        { before: pick(before), after: pick(after[0]!) },
        c,
      );
      return this.staffView(after[0]!);
    });
  }

  /**
   * Creates a mission from its rule (decision 103), last in the list; texts generated from the
   * rule; accumulated (PERIOD) missions are accepted by the player first, like the seeded ones.
   */
  async create(actor: StaffActor, input: TStaffMissionCreateRequest): Promise<TStaffMission> {
    const texts = missionTexts(input.type, input.conditionType, input.target);
    return inTransaction(this.pool, async (c) => {
      const { rows } = await c.query<MissionRow>(
        `INSERT INTO missions (code, title, description, type, condition_type, target, reward, requires_accept, featured, enabled, sort)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce(max(sort), 0) + 1 FROM missions
         ON CONFLICT (code) DO NOTHING RETURNING *`,
        [
          input.code,
          texts.title,
          texts.description,
          input.type,
          input.conditionType,
          input.target,
          input.reward,
          input.type === 'PERIOD',
          input.featured,
          input.enabled,
        ],
      );
      const created = rows[0];
      if (!created)
        throw new AppError(409, 'MISSION_CODE_TAKEN', 'Mã nhiệm vụ này đã được dùng, vui lòng chọn mã khác');
      await this.admin().audit(
        actor,
        'mission.create',
        { type: 'mission', id: Number(created.id) },
        { before: null, after: { ...input, ...texts } },
        c,
      );
      return this.staffView(created);
    });
  }
}
