import type { TStaff } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, post } from '../lib/api';

const ZPasswordForm = z.object({
  username: z.string().trim().min(3, { error: 'Nhập tên đăng nhập' }),
  password: z.string().min(8, { error: 'Mật khẩu tối thiểu 8 ký tự' }),
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
      setError(err instanceof ApiError ? err.message : 'Không kết nối được máy chủ');
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
      setError(err instanceof ApiError ? err.message : 'Không kết nối được máy chủ');
      code.reset();
    }
  });

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="card w-full max-w-md space-y-4">
        <h1 className="text-xl font-semibold">Đăng nhập quản trị</h1>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {recovery ? (
          <div className="space-y-3">
            <p className="text-sm">
              Đã bật xác thực hai bước. Hãy lưu <strong>mã khôi phục</strong> dưới đây ở nơi an toàn: mỗi mã dùng được
              một lần khi mất điện thoại. Mã chỉ hiển thị một lần.
            </p>
            <ul className="grid grid-cols-2 gap-1 rounded bg-slate-50 p-3 font-mono text-sm" aria-label="Mã khôi phục">
              {recovery.codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <button type="button" className="btn-primary w-full" onClick={() => onSignedIn(recovery.staff)}>
              Tôi đã lưu mã, tiếp tục
            </button>
          </div>
        ) : !challenge ? (
          <form className="space-y-3" onSubmit={submitPassword} noValidate>
            <label className="block">
              <span className="label">Tên đăng nhập</span>
              <input className="input" autoComplete="username" {...pw.register('username')} />
              <span className="error">{pw.formState.errors.username?.message}</span>
            </label>
            <label className="block">
              <span className="label">Mật khẩu</span>
              <input className="input" type="password" autoComplete="current-password" {...pw.register('password')} />
              <span className="error">{pw.formState.errors.password?.message}</span>
            </label>
            <button type="submit" className="btn-primary w-full" disabled={pw.formState.isSubmitting}>
              Tiếp tục
            </button>
          </form>
        ) : (
          <form className="space-y-3" onSubmit={submitCode} noValidate>
            {challenge.enrolment ? (
              <div className="space-y-2 text-sm">
                <p>
                  Lần đăng nhập đầu tiên: quét mã QR bằng ứng dụng xác thực (Google Authenticator, Microsoft
                  Authenticator…) rồi nhập mã 6 số.
                </p>
                <img
                  src={challenge.enrolment.qrDataUrl}
                  alt="Mã QR bật xác thực hai bước"
                  width={220}
                  height={220}
                  className="mx-auto"
                />
                <p className="break-all text-center font-mono text-xs">
                  Khóa bí mật (nhập tay nếu không quét được): {challenge.enrolment.secret}
                </p>
              </div>
            ) : (
              <p className="text-sm">
                {useRecovery ? 'Nhập một mã khôi phục chưa dùng.' : 'Nhập mã 6 số trong ứng dụng xác thực.'}
              </p>
            )}
            <label className="block">
              <span className="label">{useRecovery ? 'Mã khôi phục' : 'Mã xác thực'}</span>
              <input
                className="input font-mono tracking-widest"
                inputMode={useRecovery ? 'text' : 'numeric'}
                autoComplete="one-time-code"
                {...code.register('code')}
              />
            </label>
            <button type="submit" className="btn-primary w-full" disabled={code.formState.isSubmitting}>
              Xác nhận
            </button>
            {!challenge.enrolment && (
              <button
                type="button"
                className="text-sm text-indigo-700 underline"
                onClick={() => setUseRecovery((v) => !v)}
              >
                {useRecovery ? 'Dùng mã trong ứng dụng xác thực' : 'Dùng mã khôi phục'}
              </button>
            )}
          </form>
        )}
      </div>
    </main>
  );
}
