import type { FastifyInstance } from 'fastify';

export const DEMO_STAFF = {
  username: 'admin',
  password: 'admin-demo-2025',
  displayName: 'Quản trị viên',
  role: 'superadmin',
} as const;

/** The demo superadmin of a fresh machine (idempotent). */
export async function seedAdmin(app: FastifyInstance): Promise<{ who: string; username: string; password: string }> {
  await app.services.admin.ensureStaff(DEMO_STAFF);
  return { who: 'staff (/admin-api)', username: DEMO_STAFF.username, password: DEMO_STAFF.password };
}
