import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { openModal } from '../../components/modal';
import { useCopy } from '../../i18n/copy';
import { useAuth } from './store';

function Row({ label, value, action }: { label: string; value: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="flex min-w-0 flex-wrap items-center justify-end gap-2 text-right font-semibold text-slate-100">
        {value}
        {action}
      </dd>
    </div>
  );
}

function Badge({ ok }: { ok: boolean }) {
  const t = useCopy('accountDetails');
  return (
    <span
      className={`rounded-md px-2 py-0.5 text-xs font-bold ${ok ? 'bg-emerald-500/15 text-emerald-300' : 'bg-amber-500/15 text-amber-300'}`}
    >
      {ok ? t.verified : t.unverified}
    </span>
  );
}

function ActionButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="btn btn-primary btn-sm">
      {children}
    </button>
  );
}

/** The /account/user page: who the player is, how they are reached and verified, and their security. */
export function AccountDetails() {
  const t = useCopy('accountDetails');
  const user = useAuth((s) => s.user);
  if (!user) {
    return (
      <p className="card px-4 py-6 text-center text-slate-400" role="status">
        {t.loading}
      </p>
    );
  }
  return (
    <div className="space-y-4" data-testid="account-details">
      <dl className="card divide-y divide-ink-800">
        <Row label={t.username} value={<span data-testid="account-username">{user.username}</span>} />
        <Row label={t.playerId} value={<span className="font-mono text-sm">{user.rid}</span>} />
        <Row
          label={t.phone}
          value={
            <>
              <span className="tabular-nums">{user.phone}</span>
              <Badge ok={user.isVerifyPhone} />
            </>
          }
          action={
            user.isVerifyPhone ? null : <ActionButton onClick={() => openModal('verify')}>{t.verifyNow}</ActionButton>
          }
        />
        <Row
          label={t.email}
          value={
            <>
              <span className="break-all">{user.email ?? <span className="text-slate-500">{t.noEmail}</span>}</span>
              {user.email ? <Badge ok={user.isVerifyEmail} /> : null}
            </>
          }
          action={
            user.isVerifyEmail ? null : (
              <ActionButton onClick={() => openModal('verifyEmail')}>
                {user.email ? t.verifyNow : t.addEmail}
              </ActionButton>
            )
          }
        />
      </dl>
      <section className="card" aria-labelledby="account-security">
        <h2 id="account-security" className="border-b border-ink-800 px-4 py-3 font-bold text-white">
          {t.security}
        </h2>
        <dl>
          <Row
            label={t.password}
            value="••••••••"
            action={<ActionButton onClick={() => openModal('changePw')}>{t.changePassword}</ActionButton>}
          />
        </dl>
      </section>
      <section className="card px-4 py-4">
        <h2 className="font-bold text-white">{t.limits}</h2>
        <p className="mt-1 text-sm text-slate-400">{t.limitsText}</p>
        <Link to="/account/responsible-gaming" className="btn btn-outline btn-sm mt-3 inline-flex">
          {t.limitsLink}
        </Link>
      </section>
    </div>
  );
}
