import {
  OPS_ALERT_RECIPIENT_ROLES,
  OpsMessage,
  type TOpsAlertRecipient,
  type TOpsAlertRecipientUpdate,
} from '@app/contract';
import { type Db, inTransaction } from '../../db/client';
import { AppError } from '../../http/errors';
import type { StaffActor } from '../admin/admin.service';
import type { AlertDeps } from './ops.alerts';

interface Row {
  id: string;
  username: string;
  display_name: string;
  role: TOpsAlertRecipient['role'];
  email: string | null;
  phone: string | null;
  alert_by_email: boolean;
  alert_by_sms: boolean;
}

const view = (r: Row): TOpsAlertRecipient => ({
  staffId: Number(r.id),
  username: r.username,
  displayName: r.display_name,
  role: r.role,
  email: r.email,
  phone: r.phone,
  byEmail: r.alert_by_email,
  bySms: r.alert_by_sms,
});

const COLUMNS = 'id, username, display_name, role, email, phone, alert_by_email, alert_by_sms';

/**
 * Who is on call for operations alerts (decision 123): a superadmin sets, per active superadmin
 * or finance staff member, an e-mail address and a phone and whether alerts reach them by each.
 * Every change is audited with before and after.
 */
export class OpsAlertRecipients {
  constructor(
    private readonly db: Db,
    private readonly deps: () => Pick<AlertDeps, 'audit'>,
  ) {}

  async list(): Promise<TOpsAlertRecipient[]> {
    const { rows } = await this.db.pool.query<Row>(
      `SELECT ${COLUMNS} FROM staff WHERE active AND role = ANY($1::text[]) ORDER BY role DESC, username`,
      [OPS_ALERT_RECIPIENT_ROLES],
    );
    return rows.map(view);
  }

  async update(staffId: number, input: TOpsAlertRecipientUpdate, actor: StaffActor): Promise<TOpsAlertRecipient> {
    return inTransaction(this.db.pool, async (c) => {
      const found = await c.query<Row & { active: boolean }>(
        `SELECT ${COLUMNS}, active FROM staff WHERE id = $1 FOR UPDATE`,
        [staffId],
      );
      const before = found.rows[0];
      if (!before) throw new AppError(404, 'NOT_FOUND', 'Không tìm thấy nhân viên');
      if (!before.active || !(OPS_ALERT_RECIPIENT_ROLES as readonly string[]).includes(before.role)) {
        throw new AppError(409, 'RECIPIENT_NOT_ELIGIBLE', OpsMessage.RECIPIENT_NOT_ELIGIBLE);
      }
      const updated = await c.query<Row>(
        `UPDATE staff SET email = $2, phone = $3, alert_by_email = $4, alert_by_sms = $5 WHERE id = $1
         RETURNING ${COLUMNS}`,
        [staffId, input.email, input.phone, input.byEmail, input.bySms],
      );
      const after = view(updated.rows[0]!);
      const pick = (v: TOpsAlertRecipient) => ({ email: v.email, phone: v.phone, byEmail: v.byEmail, bySms: v.bySms });
      await this.deps().audit(
        actor,
        'ops.alert_recipient',
        { type: 'staff', id: staffId },
        { before: pick(view(before)), after: pick(after) },
        c,
      );
      return after;
    });
  }
}
