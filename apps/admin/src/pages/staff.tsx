import { STAFF_ROLES, type TStaffAccount, type TStaffRole } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../components/data-table';
import { DialogActions, Modal, PromptModal } from '../components/modal';
import { t } from '../i18n';
import { get, patch, post } from '../lib/api';
import { dateTime, ROLE_LABEL } from '../lib/format';
import { useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';

const col = createColumnHelper<TStaffAccount>();

type Action = { kind: 'role' | 'disable' | 'enable' | 'reset'; account: TStaffAccount } | { kind: 'create' };

const errorText = (err: unknown) => (err instanceof Error ? err.message : t('staff.somethingWentWrong'));

/**
 * Staff accounts (superadmin): who can sign in, with which role, whether an authenticator is
 * enrolled and when each last signed in. A role change, a disable and an authenticator reset
 * each take a reason for the audit log and end the account's sessions; your own account is
 * changed by another superadmin.
 */
export function StaffPage() {
  const { staff: me } = useSession();
  const [action, setAction] = useState<Action | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const list = useLoad(() => get<TStaffAccount[]>('/staff'), []);
  const done = async (text: string) => {
    setMessage(text);
    await list.reload();
  };
  const columns = [
    col.accessor('username', {
      header: t('staff.account'),
      cell: ({ row: { original: a } }) => (
        <span>
          <span className="font-semibold">{a.username}</span>
          <span className="block text-xs text-slate-500">{a.displayName}</span>
        </span>
      ),
    }),
    col.accessor((a) => ROLE_LABEL[a.role] ?? a.role, { id: 'role', header: t('staff.role') }),
    col.accessor((a) => (a.active ? t('staff.active2') : t('staff.disabled')), {
      id: 'status',
      header: t('staff.status'),
      meta: { wrap: true },
      cell: ({ row: { original: a } }) => (
        <span>
          <span className={a.active ? 'text-emerald-700' : 'font-semibold text-red-700'}>
            {a.active ? t('staff.active2') : t('staff.disabled')}
          </span>
          <span className="block text-xs text-slate-500">
            {a.authenticator ? t('staff.authenticatorSetUp') : t('staff.noAuthenticatorSetUp')}
          </span>
        </span>
      ),
    }),
    col.accessor('lastSignInAt', {
      header: t('staff.lastSignIn'),
      meta: { wrap: true },
      cell: ({ row: { original: a } }) => (
        <span>
          {a.lastSignInAt ? dateTime(a.lastSignInAt) : t('staff.neverSignedIn')}
          {a.lastSignInIp && (
            <span className="block text-xs text-slate-500">
              {t('staff.from')} {a.lastSignInIp}
            </span>
          )}
          <span className="block text-xs text-slate-500">
            {a.openSessions > 0 ? t('staff.openSessions', { openSessions: a.openSessions }) : t('staff.noOpenSession')}
            {a.lastSeenAt ? t('staff.active', { lastSeenAt: dateTime(a.lastSeenAt) }) : ''}
          </span>
        </span>
      ),
    }),
    col.display({
      id: 'actions',
      header: t('staff.actions'),
      cell: ({ row: { original: a } }) =>
        a.id === me.id ? (
          <span className="text-xs text-slate-500">{t('staff.yourAccount')}</span>
        ) : (
          // stacked below 1280 px so the actions stay on screen at 1024 px
          <span className="flex flex-col gap-1 xl:flex-row">
            <button type="button" className="btn-ghost" onClick={() => setAction({ kind: 'role', account: a })}>
              {t('staff.changeRole')}
            </button>
            {a.active ? (
              <button type="button" className="btn-danger" onClick={() => setAction({ kind: 'disable', account: a })}>
                {t('staff.disable')}
              </button>
            ) : (
              <button type="button" className="btn-primary" onClick={() => setAction({ kind: 'enable', account: a })}>
                {t('staff.enable')}
              </button>
            )}
            {a.authenticator && (
              <button type="button" className="btn-ghost" onClick={() => setAction({ kind: 'reset', account: a })}>
                {t('staff.resetAuthenticator')}
              </button>
            )}
          </span>
        ),
    }),
  ];
  const close = () => setAction(null);
  return (
    <section className="space-y-3">
      <div className="flex items-center justify-between">
        <h1 className="text-xl font-semibold">{t('staff.staffAccounts')}</h1>
        <button type="button" className="btn-primary" onClick={() => setAction({ kind: 'create' })}>
          {t('staff.addStaffMember')}
        </button>
      </div>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {list.error && <p className="error">{list.error}</p>}
      <DataTable
        label={t('staff.staffAccounts')}
        data={list.data ?? []}
        columns={columns}
        empty={t('staff.noStaffYet')}
      />
      {action?.kind === 'create' && <CreateStaffModal onClose={close} onDone={done} />}
      {action?.kind === 'role' && <RoleModal account={action.account} onClose={close} onDone={done} />}
      {(action?.kind === 'disable' || action?.kind === 'enable') && (
        <PromptModal
          title={
            action.kind === 'disable'
              ? t('staff.disableAccount2', { username: action.account.username })
              : t('staff.enableAccount', { username: action.account.username })
          }
          label={action.kind === 'disable' ? t('staff.reasonAuditedOpenSessions') : t('staff.reasonWrittenToThe')}
          confirm={action.kind === 'disable' ? t('staff.disableAccount') : t('staff.enable')}
          danger={action.kind === 'disable'}
          onClose={close}
          onSubmit={async (reason) => {
            await patch(`/staff/${action.account.id}`, { active: action.kind === 'enable', reason });
            await done(
              action.kind === 'disable'
                ? t('staff.accountDisabled', { username: action.account.username })
                : t('staff.accountEnabled', { username: action.account.username }),
            );
          }}
        />
      )}
      {action?.kind === 'reset' && (
        <PromptModal
          title={t('staff.resetTheAuthenticatorOf', { username: action.account.username })}
          label={t('staff.reasonAuditedOldRecovery')}
          confirm={t('staff.resetAuthenticator')}
          danger
          onClose={close}
          onSubmit={async (reason) => {
            await post(`/staff/${action.account.id}/authenticator-reset`, { reason });
            await done(t('staff.authenticatorOfResetThe', { username: action.account.username }));
          }}
        />
      )}
    </section>
  );
}

function RoleSelect({ value, onChange }: { value: TStaffRole; onChange: (r: TStaffRole) => void }) {
  return (
    <label className="block">
      <span className="label">{t('staff.role')}</span>
      <select className="input" value={value} onChange={(e) => onChange(e.target.value as TStaffRole)}>
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABEL[r] ?? r}
          </option>
        ))}
      </select>
    </label>
  );
}

function RoleModal({
  account,
  onClose,
  onDone,
}: {
  account: TStaffAccount;
  onClose: () => void;
  onDone: (text: string) => Promise<void>;
}) {
  const [role, setRole] = useState<TStaffRole>(account.role);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={t('staff.changeTheRoleOf', { username: account.username })} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          try {
            await patch(`/staff/${account.id}`, { role, reason });
            await onDone(t('staff.isNowOldSessions', { username: account.username, role: ROLE_LABEL[role] ?? role }));
            onClose();
          } catch (err) {
            setError(errorText(err));
          } finally {
            setBusy(false);
          }
        }}
      >
        <p className="text-sm text-slate-600">
          {t('staff.now')} {ROLE_LABEL[account.role] ?? account.role}
        </p>
        <RoleSelect value={role} onChange={setRole} />
        <label className="block">
          <span className="label">{t('staff.reasonWrittenToThe')}</span>
          <textarea className="input" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <DialogActions error={error} busy={busy} onClose={onClose} submit={t('staff.changeRole')} />
      </form>
    </Modal>
  );
}

function CreateStaffModal({ onClose, onDone }: { onClose: () => void; onDone: (text: string) => Promise<void> }) {
  const [role, setRole] = useState<TStaffRole>('support');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={t('staff.addStaffMember')} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          setBusy(true);
          try {
            const username = String(f.get('username') ?? '').trim();
            await post('/staff', {
              username,
              displayName: String(f.get('displayName') ?? '').trim(),
              password: String(f.get('password') ?? ''),
              role,
            });
            await onDone(t('staff.createdTheFirstSign', { username }));
            onClose();
          } catch (err) {
            setError(errorText(err));
          } finally {
            setBusy(false);
          }
        }}
      >
        <label className="block">
          <span className="label">{t('staff.usernameLowercaseLettersDigits')}</span>
          <input name="username" className="input" autoComplete="off" required />
        </label>
        <label className="block">
          <span className="label">{t('staff.displayName')}</span>
          <input name="displayName" className="input" required />
        </label>
        <label className="block">
          <span className="label">{t('staff.firstPasswordAtLeast')}</span>
          <input name="password" type="password" className="input" autoComplete="new-password" required />
        </label>
        <RoleSelect value={role} onChange={setRole} />
        <DialogActions error={error} busy={busy} onClose={onClose} submit={t('staff.createAccount')} />
      </form>
    </Modal>
  );
}
