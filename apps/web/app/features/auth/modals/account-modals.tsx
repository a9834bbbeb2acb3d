import { AuthMessage, type TOtpSent, type TUser, ZEmailSchema, ZOtpCodeSchema, ZPasswordSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Modal, type ModalComponentProps } from '../../../components/modal';
import { toast } from '../../../components/toast';
import { tActive } from '../../../i18n/i18n';
import { api } from '../../../lib/api';
import { useSystemConfig } from '../../../lib/system-config';
import { useCountdown, useDebouncedSubmit } from '../hooks';
import { forgetOtp, pendingOtp, rememberOtp } from '../pending-otp';
import { reportAccountError } from '../session';
import { useAuth } from '../store';
import { Field, LinkButton, MailIcon, OtpField, PasswordField, SubmitButton } from '../ui';

const ZOtpFormSchema = z.object({ otp: ZOtpCodeSchema });
type OtpForm = z.output<typeof ZOtpFormSchema>;

function useOtpForm() {
  return useForm<z.input<typeof ZOtpFormSchema>, unknown, OtpForm>({
    resolver: zodResolver(ZOtpFormSchema),
    defaultValues: { otp: '' },
  });
}

/** The "send code" / "resend in Ns" control under an OTP field. */
function ResendControl({
  remaining,
  onResend,
  pending,
}: {
  remaining: number;
  onResend: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end text-sm">
      {remaining > 0 ? (
        <span className="text-slate-500 tabular-nums">{t('auth.resendIn', { seconds: remaining })}</span>
      ) : (
        <LinkButton onClick={onResend} className={pending ? 'pointer-events-none opacity-60' : ''}>
          {t('auth.resend')}
        </LinkButton>
      )}
    </div>
  );
}

const PHONE_OTP = 'verify-phone';

/** Modal `verify`: phone verification by SMS code. */
export function VerifyPhoneModal({ close }: ModalComponentProps<'verify'>) {
  const { t } = useTranslation();
  const user = useAuth((s) => s.user);
  // A code sent before the dialog was closed is still good: show its field again.
  const [remembered] = useState(() => (typeof window === 'undefined' ? null : pendingOtp(PHONE_OTP)));
  const [sent, setSent] = useState<TOtpSent | null>(remembered?.sent ?? null);
  const countdown = useCountdown(remembered?.resendInSeconds ?? 0);
  const sandboxInbox = useSystemConfig((s) => s.configurations.SANDBOX_INBOX_URL ?? null);
  const form = useOtpForm();

  const [send, sending] = useDebouncedSubmit(async () => {
    try {
      const { data } = await api<TOtpSent>('/api/auth/verify-phone/send', { method: 'POST' });
      rememberOtp(PHONE_OTP, data);
      setSent(data);
      countdown.restart(data.resendInSeconds);
      toast.success(tActive()('auth.OTP_SENT'), { scope: 'account' });
      setTimeout(() => form.setFocus('otp'), 0);
    } catch (error) {
      reportAccountError(error);
    }
  });
  const [submit, pending] = useDebouncedSubmit(async ({ otp }: OtpForm) => {
    try {
      const { data } = await api<{ user: TUser }>('/api/auth/verify-phone', { method: 'POST', body: { otp } });
      forgetOtp(PHONE_OTP);
      useAuth.getState().setUser(data.user);
      toast.success(tActive()('auth.PHONE_VERIFIED'), { scope: 'account' });
      close();
    } catch (error) {
      reportAccountError(error, tActive()('auth.OTP_ERROR'));
    }
  });

  return (
    <Modal title={t('auth.verifyPhoneTitle')} onClose={close} size="sm">
      <div className="space-y-4 px-5 pt-4 pb-6">
        <p className="text-sm leading-relaxed text-slate-400">
          {t('auth.verifyPhoneIntro', { phone: sent?.destination ?? user?.phone ?? '' })}
        </p>
        {sent ? (
          <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
            <OtpField label={t('auth.otp')} error={form.formState.errors.otp?.message} {...form.register('otp')} />
            {sandboxInbox ? (
              <p className="text-sm text-slate-400" data-testid="sandbox-inbox-link">
                {t('site.sandboxSms')}{' '}
                <a
                  href={sandboxInbox}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-400 underline"
                >
                  {t('site.sandboxInbox')}
                </a>
              </p>
            ) : null}
            <ResendControl remaining={countdown.remaining} onResend={() => void send()} pending={sending} />
            <SubmitButton pending={pending}>{t('auth.confirm')}</SubmitButton>
          </form>
        ) : (
          <button
            type="button"
            onClick={() => void send()}
            disabled={sending}
            className="flex h-12 w-full items-center justify-center rounded-xl bg-gradient-to-b from-brand-400 to-brand-600 text-[15px] font-bold text-ink-950 transition hover:brightness-110 disabled:opacity-60"
          >
            {sending ? t('auth.submitting') : t('auth.sendCode')}
          </button>
        )}
      </div>
    </Modal>
  );
}

const ZEmailFormSchema = z.object({ email: ZEmailSchema });

/** Modal `verifyEmail`: enter an address, then the code sent to it. */
export function VerifyEmailModal({ close }: ModalComponentProps<'verifyEmail'>) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<TOtpSent | null>(null);
  const [email, setEmail] = useState('');
  const countdown = useCountdown(0);
  const emailForm = useForm<z.input<typeof ZEmailFormSchema>, unknown, z.output<typeof ZEmailFormSchema>>({
    resolver: zodResolver(ZEmailFormSchema),
    defaultValues: { email: useAuth.getState().user?.email ?? '' },
  });
  const otpForm = useOtpForm();

  const [send, sending] = useDebouncedSubmit(async ({ email: address }: { email: string }) => {
    try {
      const { data } = await api<TOtpSent>('/api/auth/verify-email/send', { method: 'POST', body: { email: address } });
      setEmail(address);
      setSent(data);
      countdown.restart(data.resendInSeconds);
      toast.success(tActive()('auth.OTP_SENT'), { scope: 'account' });
    } catch (error) {
      reportAccountError(error);
    }
  });
  const [submit, pending] = useDebouncedSubmit(async ({ otp }: OtpForm) => {
    try {
      const { data } = await api<{ user: TUser }>('/api/auth/verify-email', { method: 'POST', body: { otp } });
      useAuth.getState().setUser(data.user);
      toast.success(tActive()('auth.EMAIL_VERIFIED'), { scope: 'account' });
      close();
    } catch (error) {
      reportAccountError(error, tActive()('auth.OTP_ERROR'));
    }
  });

  return (
    <Modal title={t('auth.verifyEmailTitle')} onClose={close} size="sm">
      {sent ? (
        <form noValidate onSubmit={otpForm.handleSubmit(submit)} className="space-y-4 px-5 pt-4 pb-6">
          <p className="text-sm leading-relaxed text-slate-400">
            {t('auth.otpSentTo', { destination: sent.destination })}
          </p>
          <OtpField
            label={t('auth.otp')}
            autoFocus
            error={otpForm.formState.errors.otp?.message}
            {...otpForm.register('otp')}
          />
          <div className="flex items-center justify-between text-sm">
            <LinkButton onClick={() => setSent(null)}>{t('auth.changeEmail')}</LinkButton>
            <ResendControl remaining={countdown.remaining} onResend={() => void send({ email })} pending={sending} />
          </div>
          <SubmitButton pending={pending}>{t('auth.confirm')}</SubmitButton>
        </form>
      ) : (
        <form noValidate onSubmit={emailForm.handleSubmit(send)} className="space-y-4 px-5 pt-4 pb-6">
          <p className="text-sm leading-relaxed text-slate-400">{t('auth.verifyEmailIntro')}</p>
          <Field
            label={t('auth.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('auth.emailPlaceholder')}
            icon={<MailIcon />}
            error={emailForm.formState.errors.email?.message}
            {...emailForm.register('email')}
          />
          <SubmitButton pending={sending}>{t('auth.sendCode')}</SubmitButton>
        </form>
      )}
    </Modal>
  );
}

const ZChangePwFormSchema = z
  .object({
    oldPassword: z.string().min(1, { error: AuthMessage.PASSWORD_REQUIRED }),
    newPassword: ZPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: AuthMessage.PASSWORD_CONFIRM_MISMATCH,
    path: ['confirmPassword'],
  });
type ChangePwForm = z.output<typeof ZChangePwFormSchema>;

/** Modal `changePw`: current password and the new one twice. */
export function ChangePasswordModal({ close }: ModalComponentProps<'changePw'>) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof ZChangePwFormSchema>, unknown, ChangePwForm>({
    resolver: zodResolver(ZChangePwFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const [submit, pending] = useDebouncedSubmit(async ({ oldPassword, newPassword }: ChangePwForm) => {
    try {
      await api('/api/auth/change-password', { method: 'POST', body: { oldPassword, newPassword } });
      toast.success(tActive()('auth.PASSWORD_CHANGED'), { scope: 'account' });
      close();
    } catch (error) {
      reportAccountError(error);
    }
  });
  const { errors } = form.formState;
  return (
    <Modal title={t('auth.changePwTitle')} onClose={close} size="sm" closeOnBackdrop={false}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4 px-5 pt-4 pb-6">
        <PasswordField
          label={t('auth.currentPassword')}
          autoComplete="current-password"
          autoFocus
          error={errors.oldPassword?.message}
          {...form.register('oldPassword')}
        />
        <PasswordField
          label={t('auth.newPassword')}
          placeholder={t('auth.newPasswordPlaceholder')}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <SubmitButton pending={pending}>{t('auth.confirm')}</SubmitButton>
      </form>
    </Modal>
  );
}
