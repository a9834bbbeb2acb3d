import type { TStaff } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LanguageSwitch } from '../components/language-switch';
import { t } from '../i18n';
import { ApiError, post } from '../lib/api';

const ZPasswordForm = z.object({
  username: z
    .string()
    .trim()
    .min(3, { error: t('login.enterYourUsername') }),
  password: z.string().min(8, { error: t('login.passwordMustBeAt') }),
});
const ZCodeForm = z.object({ code: z.string().trim() });

interface Challenge {
  stage: 'totp' | 'enrol';
  challenge: string;
  enrolment: { secret: string; otpauthUrl: string; qrDataUrl: string } | null;
}
interface SessionData {
  staff: TStaff;
  recoveryCodes: string[] | null;
}

/**
 * Sign-in: the password, then the authenticator's code (or a recovery code). The first time,
 * the staff member scans the QR code of a new secret and is shown ten recovery codes once.
 */
export function LoginPage({ onSignedIn }: { onSignedIn: (staff: TStaff) => void }) {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [recovery, setRecovery] = useState<{ staff: TStaff; codes: string[] } | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pw = useForm({ resolver: zodResolver(ZPasswordForm), defaultValues: { username: '', password: '' } });
  const code = useForm({ resolver: zodResolver(ZCodeForm), defaultValues: { code: '' } });

  const submitPassword = pw.handleSubmit(async (values) => {
    setError(null);
    try {
      setChallenge(await post<Challenge>('/auth/login', values));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('login.cannotReachTheServer'));
    }
  });
  const submitCode = code.handleSubmit(async ({ code: value }) => {
    if (!challenge) return;
    setError(null);
    try {
      const body = useRecovery ? { recoveryCode: value } : { code: value.replace(/\s/g, '') };
      const s = await post<SessionData>('/auth/second-factor', { challenge: challenge.challenge, ...body });
      if (s.recoveryCodes) setRecovery({ staff: s.staff, codes: s.recoveryCodes });
      else onSignedIn(s.staff);
    } catch (err) {
      if (err instanceof ApiError && (err.code === 'STAFF_CHALLENGE_EXPIRED' || err.status === 429)) setChallenge(null);
      setError(err instanceof ApiError ? err.message : t('login.cannotReachTheServer'));
      code.reset();
    }
  });

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="card w-full max-w-md space-y-4">
        <div className="flex items-start justify-between gap-2">
          <h1 className="text-xl font-semibold">{t('login.backOfficeSignIn')}</h1>
          <LanguageSwitch />
        </div>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {recovery ? (
          <div className="space-y-3">
            <p className="text-sm">
              {t('login.twoStepVerificationIs')} <strong>{t('login.recoveryCodes2')}</strong>{' '}
              {t('login.belowSomewhereSafeEach')}
            </p>
            <ul
              className="grid grid-cols-2 gap-1 rounded bg-slate-50 p-3 font-mono text-sm"
              aria-label={t('login.recoveryCodes')}
            >
              {recovery.codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <button type="button" className="btn-primary w-full" onClick={() => onSignedIn(recovery.staff)}>
              {t('login.iHaveSavedThe')}
            </button>
          </div>
        ) : !challenge ? (
          <form className="space-y-3" onSubmit={submitPassword} noValidate>
            <label className="block">
              <span className="label">{t('login.username')}</span>
              <input className="input" autoComplete="username" {...pw.register('username')} />
              <span className="error">{pw.formState.errors.username?.message}</span>
            </label>
            <label className="block">
              <span className="label">{t('login.password')}</span>
              <input className="input" type="password" autoComplete="current-password" {...pw.register('password')} />
              <span className="error">{pw.formState.errors.password?.message}</span>
            </label>
            <button type="submit" className="btn-primary w-full" disabled={pw.formState.isSubmitting}>
              {t('login.continue')}
            </button>
          </form>
        ) : (
          <form className="space-y-3" onSubmit={submitCode} noValidate>
            {challenge.enrolment ? (
              <div className="space-y-2 text-sm">
                <p>{t('login.firstSignInScan')}</p>
                <img
                  src={challenge.enrolment.qrDataUrl}
                  alt={t('login.qrCodeToTurn')}
                  width={220}
                  height={220}
                  className="mx-auto"
                />
                <p className="break-all text-center font-mono text-xs">
                  {t('login.secretKeyTypeIt')} {challenge.enrolment.secret}
                </p>
              </div>
            ) : (
              <p className="text-sm">{useRecovery ? t('login.enterAnUnusedRecovery') : t('login.enterThe6Digit')}</p>
            )}
            <label className="block">
              <span className="label">{useRecovery ? t('login.recoveryCodes') : t('login.verificationCode')}</span>
              <input
                className="input font-mono tracking-widest"
                inputMode={useRecovery ? 'text' : 'numeric'}
                autoComplete="one-time-code"
                {...code.register('code')}
              />
            </label>
            <button type="submit" className="btn-primary w-full" disabled={code.formState.isSubmitting}>
              {t('login.confirm')}
            </button>
            {!challenge.enrolment && (
              <button
                type="button"
                className="text-sm text-indigo-700 underline"
                onClick={() => setUseRecovery((v) => !v)}
              >
                {useRecovery ? t('login.useACodeFrom') : t('login.useARecoveryCode')}
              </button>
            )}
          </form>
        )}
      </div>
    </main>
  );
}
