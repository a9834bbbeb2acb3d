import {
  AuthMessage,
  type TForgotPasswordData,
  ZForgotPasswordRequestSchema,
  ZOtpCodeSchema,
  ZPasswordSchema,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Modal, type ModalComponentProps, replaceModal } from '../../../components/modal';
import { toast } from '../../../components/toast';
import { tActive } from '../../../i18n/i18n';
import { api } from '../../../lib/api';
import { useCountdown, useDebouncedSubmit } from '../hooks';
import { messageOf } from '../session';
import { Field, LinkButton, OtpField, PasswordField, SubmitButton, UserIcon } from '../ui';

async function requestResetCode(account: string): Promise<TForgotPasswordData | null> {
  try {
    const { data } = await api<TForgotPasswordData>('/api/auth/forgot-password', { method: 'POST', body: { account } });
    return data;
  } catch (error) {
    toast.error(messageOf(error, tActive()('auth.SERVER_ERROR')));
    return null;
  }
}

/** Modal `forgot`: find the account by username, phone number or e-mail. */
export function ForgotModal({ close }: ModalComponentProps<'forgot'>) {
  const { t } = useTranslation();
  const form = useForm<
    z.input<typeof ZForgotPasswordRequestSchema>,
    unknown,
    z.output<typeof ZForgotPasswordRequestSchema>
  >({
    resolver: zodResolver(ZForgotPasswordRequestSchema),
    defaultValues: { account: '' },
  });
  const [submit, pending] = useDebouncedSubmit(async ({ account }: { account: string }) => {
    const data = await requestResetCode(account);
    if (data) {
      replaceModal('forgotOtp', {
        username: data.username,
        email: data.destination,
        channel: data.channel,
        resendInSeconds: data.resendInSeconds,
      });
    }
  });
  return (
    <Modal title={t('auth.forgotTitle')} onClose={close} size="sm">
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4 px-5 pt-4 pb-6">
        <p className="text-sm leading-relaxed text-slate-400">{t('auth.forgotIntro')}</p>
        <Field
          label={t('auth.account')}
          placeholder={t('auth.accountPlaceholder')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          icon={<UserIcon />}
          error={form.formState.errors.account?.message}
          {...form.register('account')}
        />
        <SubmitButton pending={pending}>{t('auth.continue')}</SubmitButton>
        <p className="text-center text-sm">
          <LinkButton onClick={() => replaceModal('auth', { flag: 0 })}>{t('auth.backToLogin')}</LinkButton>
        </p>
      </form>
    </Modal>
  );
}

const ZOtpFormSchema = z.object({ otp: ZOtpCodeSchema });

/** Modal `forgotOtp` (username, email): the code sent to the account's phone or e-mail. */
export function ForgotOtpModal({ username, email, resendInSeconds = 60, close }: ModalComponentProps<'forgotOtp'>) {
  const { t } = useTranslation();
  const countdown = useCountdown(resendInSeconds);
  const form = useForm<z.input<typeof ZOtpFormSchema>, unknown, z.output<typeof ZOtpFormSchema>>({
    resolver: zodResolver(ZOtpFormSchema),
    defaultValues: { otp: '' },
  });
  const [submit, pending] = useDebouncedSubmit(async ({ otp }: { otp: string }) => {
    try {
      await api('/api/auth/forgot-password/verify', { method: 'POST', body: { username, otp } });
      replaceModal('forgotReset', { username, email, otp });
    } catch (error) {
      toast.error(messageOf(error, tActive()('auth.OTP_ERROR')));
      form.setFocus('otp');
    }
  });
  const [resend, resending] = useDebouncedSubmit(async () => {
    const data = await requestResetCode(username);
    if (data) {
      countdown.restart(data.resendInSeconds);
      toast.success(tActive()('auth.OTP_SENT'));
    }
  });
  return (
    <Modal title={t('auth.otpTitle')} onClose={close} size="sm">
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4 px-5 pt-4 pb-6">
        <p className="text-sm leading-relaxed text-slate-400">{t('auth.resetSentTo', { destination: email })}</p>
        <OtpField
          label={t('auth.otp')}
          autoFocus
          error={form.formState.errors.otp?.message}
          {...form.register('otp')}
        />
        <div className="flex justify-end text-sm">
          {countdown.remaining > 0 ? (
            <span className="text-slate-500 tabular-nums">{t('auth.resendIn', { seconds: countdown.remaining })}</span>
          ) : (
            <LinkButton onClick={() => void resend()} className={resending ? 'pointer-events-none opacity-60' : ''}>
              {t('auth.resend')}
            </LinkButton>
          )}
        </div>
        <SubmitButton pending={pending}>{t('auth.confirm')}</SubmitButton>
      </form>
    </Modal>
  );
}

const ZResetFormSchema = z
  .object({ password: ZPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: AuthMessage.PASSWORD_CONFIRM_MISMATCH,
    path: ['confirmPassword'],
  });

/** Modal `forgotReset` (username, email, otp): choose the new password. */
export function ForgotResetModal({ username, otp, close }: ModalComponentProps<'forgotReset'>) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof ZResetFormSchema>, unknown, z.output<typeof ZResetFormSchema>>({
    resolver: zodResolver(ZResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [submit, pending] = useDebouncedSubmit(async ({ password }: { password: string }) => {
    try {
      await api('/api/auth/forgot-password/reset', { method: 'POST', body: { username, otp, password } });
      toast.success(tActive()('auth.PASSWORD_RESET'));
      replaceModal('auth', { flag: 0 });
    } catch (error) {
      toast.error(messageOf(error, tActive()('auth.SERVER_ERROR')));
    }
  });
  const { errors } = form.formState;
  return (
    <Modal title={t('auth.resetTitle')} onClose={close} size="sm" closeOnBackdrop={false}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4 px-5 pt-4 pb-6">
        <p className="text-sm leading-relaxed text-slate-400">{t('auth.resetIntro', { username: username })}</p>
        <PasswordField
          label={t('auth.newPassword')}
          placeholder={t('auth.newPasswordPlaceholder')}
          autoComplete="new-password"
          autoFocus
          error={errors.password?.message}
          {...form.register('password')}
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
