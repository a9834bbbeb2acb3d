import type { TMission, TStaffMission, TStaffMissionUpdateRequest } from '@app/contract';
import type pg from 'pg';
import { inTransaction } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';
import type { MissionRow } from './missions.repository';

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
      const { rows: after } = await c.query<MissionRow>(
        `UPDATE missions SET title = $2, description = $3, target = $4, reward = $5, featured = $6, enabled = $7
          WHERE id = $1 RETURNING *`,
        [id, input.title, input.description, input.target, input.reward, input.featured, input.enabled],
      );
      const pick = (m: MissionRow) => ({
        title: m.title,
        description: m.description,
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
}
