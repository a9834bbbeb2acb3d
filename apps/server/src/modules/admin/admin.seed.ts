import type { TStaffRole } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { DemoLogin } from '../auth/auth.seed';

/**
 * The demo staff's authenticator secret (RFC 6238, base32). Public like the demo passwords: demo
 * data is for a demo machine (SEED_DEMO_DATA=false on a real one). Add it to an authenticator
 * app, or print the current code with `npm run staff:totp`.
 */
export const DEMO_STAFF_TOTP_SECRET = 'GVNDGRTQKBDFCULVMJDEIWLHKNTHIZDX';

export const DEMO_STAFF = {
  username: 'admin',
  password: 'admin-demo-2025',
  displayName: 'Quản trị viên',
  role: 'superadmin',
} as const;

/** One demo account per back-office role, all with the demo authenticator secret. */
export const DEMO_STAFF_BY_ROLE: Record<TStaffRole, { username: string; password: string; displayName: string }> = {
  superadmin: DEMO_STAFF,
  finance: { username: 'ketoan', password: 'ketoan-demo-2025', displayName: 'Kế toán' },
  support: { username: 'cskh', password: 'cskh-demo-2025', displayName: 'Chăm sóc khách hàng' },
  content: { username: 'noidung', password: 'noidung-demo-2025', displayName: 'Biên tập nội dung' },
  compliance: { username: 'tuanthu', password: 'tuanthu-demo-2025', displayName: 'Tuân thủ' },
  trader: { username: 'giaodich', password: 'giaodich-demo-2025', displayName: 'Giao dịch thể thao' },
};

/** The demo staff of a fresh machine, enrolled with the demo secret (idempotent). */
export async function seedAdmin(app: FastifyInstance): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];
  for (const [role, s] of Object.entries(DEMO_STAFF_BY_ROLE) as [
    TStaffRole,
    (typeof DEMO_STAFF_BY_ROLE)[TStaffRole],
  ][]) {
    await app.services.admin.ensureStaff({ ...s, role });
    await app.services.admin.enrolIfNone(s.username, DEMO_STAFF_TOTP_SECRET);
    logins.push({ who: `staff ${role} (/admin)`, username: s.username, password: s.password });
  }
  logins.push({
    who: 'staff authenticator secret (all demo staff; current code: npm run staff:totp)',
    username: DEMO_STAFF_TOTP_SECRET,
    password: '',
  });
  return logins;
}
