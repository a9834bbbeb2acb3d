import type { TPlayerLogins, TProtection } from '@app/contract';
import { useState } from 'react';
import { Modal, PromptModal } from '../components/modal';
import { t } from '../i18n';
import { get, post, put } from '../lib/api';
import { dateTime, money, parseVnd } from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';

const END_REASON: Record<string, string> = {
  logout: t('playerSupport.playerSignedOut'),
  replaced: t('playerSupport.signedInElsewhere'),
  password_changed: t('playerSupport.passwordChanged'),
  password_reset: t('playerSupport.passwordReset'),
  status_changed: t('playerSupport.disableAccount'),
  staff_ended: t('playerSupport.staffSignedOut'),
};
const LOGIN_KIND: Record<string, string> = {
  password: t('playerSupport.password'),
  auto_login: t('playerSupport.automaticSignIn'),
  register: t('playerSupport.registrations'),
};
const LOGIN_FAILURE: Record<string, string> = {
  invalid_credentials: t('playerSupport.wrongPassword'),
  invalid_token: t('playerSupport.invalidSignInLink'),
};
const LIMIT_KIND: Record<string, string> = {
  deposit: t('playerSupport.depositLimit'),
  loss: t('playerSupport.lossLimit'),
  wager: t('playerSupport.wagerLimit'),
};
const PERIOD: Record<string, string> = {
  day: t('playerSupport.day'),
  week: t('playerSupport.week'),
  month: t('playerSupport.month'),
};

type Action = 'reveal' | 'logout' | 'reset' | 'unlock';
const ACTIONS: Record<Action, { title: string; confirm: string; path: string; done: (d: never) => string }> = {
  reveal: {
    title: t('playerSupport.showPhoneNumber'),
    confirm: t('playerSupport.showNumber'),
    path: 'phone-reveal',
    done: (d: { phone: string }) => t('playerSupport.phoneNumber', { phone: d.phone }),
  },
  logout: {
    title: t('playerSupport.signOutOfEvery2'),
    confirm: t('playerSupport.signOut'),
    path: 'sessions/end',
    done: (d: { ended: number }) => t('playerSupport.endedSessions', { ended: d.ended }),
  },
  reset: {
    title: t('playerSupport.sendAPasswordReset'),
    confirm: t('playerSupport.sendCode'),
    path: 'password-reset',
    done: (d: { destination: string }) => t('playerSupport.codeSentToThe', { destination: d.destination }),
  },
  unlock: {
    title: t('playerSupport.unlockSignInAnd'),
    confirm: t('playerSupport.enable'),
    path: 'unlock',
    done: (d: { signInLockedSeconds: number; otpLockedSeconds: number }) =>
      d.signInLockedSeconds || d.otpLockedSeconds
        ? t('playerSupport.unlockedSignInHad', {
            ceil: Math.ceil(d.signInLockedSeconds / 60),
            ceil2: Math.ceil(d.otpLockedSeconds / 60),
          })
        : t('playerSupport.theAccountWasNot'),
  },
};

/**
 * Support's tools for a caller (decision 143): sign-ins and sessions, force logout, the reset
 * code to the player's own phone, lifting locks, the phone revealed with a reason, and a limit
 * set on request under the player's own cooling-off rules. Every action asks for a reason.
 */
export function PlayerSupport({
  playerId,
  phone,
  onChanged,
}: {
  playerId: number;
  phone: string;
  onChanged: () => Promise<unknown>;
}) {
  const { staff } = useSession();
  const logins = useLoad(() => get<TPlayerLogins>(`/players/${playerId}/logins`), [playerId]);
  const [action, setAction] = useState<Action | null>(null);
  const [limitOpen, setLimitOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [shownPhone, setShownPhone] = useState<string | null>(null);
  const isSupport = can(staff, 'support');
  const mayReveal = can(staff, 'support', 'compliance');
  const open = logins.data?.sessions.filter((s) => s.open).length ?? 0;

  return (
    <div className="card space-y-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{t('playerSupport.playerSupport')}</h2>
        {isSupport && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-ghost" onClick={() => setAction('logout')}>
              {t('playerSupport.signOutOfEvery')}
              {open})
            </button>
            <button type="button" className="btn-ghost" onClick={() => setAction('reset')}>
              {t('playerSupport.sendAPasswordReset')}
            </button>
            <button type="button" className="btn-ghost" onClick={() => setAction('unlock')}>
              {t('playerSupport.unlockSignInOtp')}
            </button>
            <button type="button" className="btn-ghost" onClick={() => setLimitOpen(true)}>
              {t('playerSupport.setALimitOn')}
            </button>
          </div>
        )}
      </div>
      <p>
        {t('playerSupport.phone')} <strong data-testid="player-phone">{shownPhone ?? phone}</strong>{' '}
        {mayReveal && !shownPhone && (
          <button type="button" className="text-indigo-700 underline" onClick={() => setAction('reveal')}>
            {t('playerSupport.showNumberAudited')}
          </button>
        )}
      </p>
      {message && (
        <p className="rounded bg-emerald-50 px-3 py-2 text-emerald-800" role="status">
          {message}
        </p>
      )}
      {logins.error && <p className="error">{logins.error}</p>}
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <div className="overflow-x-auto">
          <h3 className="mb-1 font-medium">{t('playerSupport.recentSignIns')}</h3>
          <table className="min-w-full text-xs" aria-label={t('playerSupport.signInHistory')}>
            <thead className="text-left text-slate-500">
              <tr>
                <th className="pr-3">{t('playerSupport.at')}</th>
                <th className="pr-3">{t('playerSupport.method')}</th>
                <th className="pr-3">{t('playerSupport.outcome')}</th>
                <th className="pr-3">{t('playerSupport.address')}</th>
                <th>{t('playerSupport.device')}</th>
              </tr>
            </thead>
            <tbody>
              {(logins.data?.logins ?? []).slice(0, 10).map((l) => (
                <tr key={`${l.at}-${l.kind}`} className="border-t border-slate-100">
                  <td className="pr-3 whitespace-nowrap">{dateTime(l.at)}</td>
                  <td className="pr-3">{LOGIN_KIND[l.kind] ?? l.kind}</td>
                  <td className={`pr-3 ${l.success ? 'text-emerald-700' : 'text-rose-700'}`}>
                    {l.success
                      ? t('playerSupport.succeeded')
                      : t('playerSupport.failed', {
                          value: l.reason ? ` (${LOGIN_FAILURE[l.reason] ?? l.reason})` : '',
                        })}
                  </td>
                  <td className="pr-3">{l.ip ?? '—'}</td>
                  <td className="font-mono" title={l.userAgent ?? ''}>
                    {l.device ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="overflow-x-auto">
          <h3 className="mb-1 font-medium">{t('playerSupport.sessions')}</h3>
          <table className="min-w-full text-xs" aria-label={t('playerSupport.sessions')}>
            <thead className="text-left text-slate-500">
              <tr>
                <th className="pr-3">{t('playerSupport.session')}</th>
                <th className="pr-3">{t('playerSupport.started')}</th>
                <th className="pr-3">{t('playerSupport.lastActive')}</th>
                <th className="pr-3">{t('playerSupport.address')}</th>
                <th>{t('playerSupport.state')}</th>
              </tr>
            </thead>
            <tbody>
              {(logins.data?.sessions ?? []).slice(0, 10).map((s) => (
                <tr key={s.ref} className="border-t border-slate-100">
                  <td className="pr-3 font-mono">{s.ref}</td>
                  <td className="pr-3 whitespace-nowrap">{dateTime(s.createdAt)}</td>
                  <td className="pr-3 whitespace-nowrap">{dateTime(s.lastSeenAt)}</td>
                  <td className="pr-3">{s.ip ?? '—'}</td>
                  <td>
                    {s.open ? (
                      <span className="text-emerald-700">{t('playerSupport.open')}</span>
                    ) : s.endReason ? (
                      `${END_REASON[s.endReason] ?? s.endReason} ${dateTime(s.endedAt)}`
                    ) : (
                      t('playerSupport.expired')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {action && (
        <PromptModal
          title={ACTIONS[action].title}
          label={t('playerSupport.reasonWrittenToThe')}
          confirm={ACTIONS[action].confirm}
          minLength={5}
          onClose={() => setAction(null)}
          onSubmit={async (reason) => {
            const data = await post<never>(`/players/${playerId}/${ACTIONS[action].path}`, { reason });
            if (action === 'reveal') setShownPhone((data as unknown as { phone: string }).phone);
            else setMessage(ACTIONS[action].done(data));
            await Promise.all([logins.reload(), onChanged()]);
          }}
        />
      )}
      {limitOpen && (
        <LimitDialog
          playerId={playerId}
          onClose={() => setLimitOpen(false)}
          onDone={async (text) => {
            setMessage(text);
            setLimitOpen(false);
            await onChanged();
          }}
        />
      )}
    </div>
  );
}

function LimitDialog({
  playerId,
  onClose,
  onDone,
}: {
  playerId: number;
  onClose: () => void;
  onDone: (text: string) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={t('playerSupport.setALimitOn')} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          const remove = f.get('remove') === 'on';
          let amount: number | null = null;
          if (!remove) {
            const parsed = parseVnd(String(f.get('amount') ?? ''));
            if ('error' in parsed) return setError(parsed.error);
            amount = parsed.value;
          }
          const reason = String(f.get('reason') ?? '').trim();
          if (reason.length < 5) return setError(t('playerSupport.reasonMustBeAt'));
          setBusy(true);
          try {
            const r = await put<{ outcome: string; effectiveAt: string | null; protection: TProtection }>(
              `/players/${playerId}/limits`,
              { kind: f.get('kind'), period: f.get('period'), amount, reason },
            );
            const what = `${LIMIT_KIND[String(f.get('kind'))]}/${PERIOD[String(f.get('period'))]}`;
            await onDone(
              r.outcome === 'scheduled'
                ? t('playerSupport.looseningOrRemovingA', { what, effectiveAt: dateTime(r.effectiveAt) })
                : r.outcome === 'applied'
                  ? t('playerSupport.appliedAtOnce', { what, value: amount === null ? '' : ` (${money(amount)})` })
                  : t('playerSupport.unchanged', { what }),
            );
          } catch (err) {
            setError(err instanceof Error ? err.message : t('playerSupport.somethingWentWrong'));
          } finally {
            setBusy(false);
          }
        }}
      >
        <p className="text-sm text-slate-600">{t('playerSupport.aTighterLimitApplies')}</p>
        <div className="flex gap-2">
          <label className="flex-1">
            <span className="label">{t('playerSupport.kind')}</span>
            <select name="kind" className="input">
              {Object.entries(LIMIT_KIND).map(([k, v]) => (
                <option key={k} value={k}>
                  {v}
                </option>
              ))}
            </select>
          </label>
          <label className="flex-1">
            <span className="label">{t('playerSupport.period')}</span>
            <select name="period" className="input">
              {Object.entries(PERIOD).map(([k, v]) => (
                <option key={k} value={k}>
                  {v}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label className="block">
          <span className="label">{t('playerSupport.amountNg')}</span>
          <input name="amount" className="input" inputMode="numeric" placeholder="1.000.000" />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="remove" /> {t('playerSupport.removeTheLimitAfter')}
        </label>
        <label className="block">
          <span className="label">{t('playerSupport.reasonWrittenToThe')}</span>
          <textarea name="reason" className="input" rows={2} />
        </label>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('playerSupport.void')}
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {t('playerSupport.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
