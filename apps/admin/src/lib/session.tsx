import type { TStaff, TStaffRole } from '@app/contract';
import { createContext, useContext } from 'react';

export interface Session {
  staff: TStaff;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside the signed-in app');
  return s;
}

/** Whether the signed-in staff member has one of the roles (superadmin has them all). */
export function can(staff: TStaff, ...roles: TStaffRole[]): boolean {
  return staff.role === 'superadmin' || roles.includes(staff.role);
}
