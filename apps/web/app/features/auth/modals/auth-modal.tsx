import { ZLoginRequestSchema, ZRegisterRequestSchema } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CloseButton, Modal, type ModalComponentProps, replaceModal } from '../../../components/modal';
import { fieldMessage } from '../../../i18n/messages';
import { ensureDeviceFingerprint } from '../../../lib/fingerprint';
import { useSystemConfig } from '../../../lib/system-config';
import { useDebouncedSubmit } from '../hooks';
import { setReturnPath } from '../return-path';
import { login, register } from '../session';
import { Field, LinkButton, LockIcon, PasswordField, PhoneIcon, SubmitButton, UserIcon } from '../ui';

const ZRegisterFormSchema = ZRegisterRequestSchema.pick({
  username: true,
  password: true,
  phone: true,
  ageConfirmed: true,
  agent_code: true,
});

/** Modal `auth`: flag 0 log in, flag 1 register (product.md section 2). */
export function AuthModal({ flag = 0, next, close }: ModalComponentProps<'auth'>) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<0 | 1>(flag);
  useEffect(() => {
    if (next) setReturnPath(next);
  }, [next]);
  // Log in and register wait for the device fingerprint; computing it while the player types
  // keeps that wait off the submit (it is no longer computed at page load).
  useEffect(() => void ensureDeviceFingerprint(), []);
  const brand = useSystemConfig((s) => s.configurations.BRAND_NAME);
  const title = tab === 0 ? t('auth.loginTitle') : t('auth.registerTitle');

  return (
    <Modal
      title={title}
      onClose={close}
      size="lg"
      closeOnBackdrop={false}
      header={
        <div className="absolute top-3 right-3 z-10">
          <CloseButton onClick={close} />
        </div>
      }
    >
      <div className="grid md:grid-cols-[0.9fr_1.1fr]">
        <aside className="relative hidden overflow-hidden bg-[radial-gradient(120%_90%_at_0%_0%,#3a2a06_0%,#1b2540_45%,#0b1020_100%)] p-8 md:flex md:flex-col md:justify-between">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-500/20 blur-3xl"
          />
          <div className="relative">
            <p className="text-sm font-semibold tracking-[0.2em] text-brand-400 uppercase">{brand ?? 'XC'}</p>
            <p className="mt-6 text-3xl leading-tight font-extrabold text-white">{t('auth.promoTitle')}</p>
            <p className="mt-3 text-sm leading-relaxed text-slate-300">{t('auth.promoText')}</p>
            <ul className="mt-6 space-y-3 text-sm text-slate-200">
              {t('auth.promoPoints', { returnObjects: true }).map((point: string) => (
                <li key={point} className="flex items-center gap-2.5">
                  <span className="grid size-5 place-items-center rounded-full bg-brand-500/20 text-brand-400">
                    <svg
                      viewBox="0 0 24 24"
                      className="size-3.5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="3"
                      aria-hidden="true"
                    >
                      <path d="M20 6L9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <p className="relative mt-10 flex items-center gap-2 text-xs text-slate-400">
            <span className="grid size-8 shrink-0 place-items-center rounded-full border border-rose-400/60 text-[10px] font-bold text-rose-300">
              18+
            </span>
            {t('auth.responsible')}
          </p>
        </aside>

        <div className="px-5 pt-5 pb-6 sm:px-8 sm:pt-8">
          <p className="pr-10 text-xl font-bold text-white sm:text-2xl">{title}</p>
          <div role="tablist" aria-label={title} className="mt-5 grid grid-cols-2 rounded-xl bg-ink-950/70 p-1">
            {([0, 1] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={tab === value}
                onClick={() => setTab(value)}
                className={`h-10 rounded-lg text-sm font-semibold transition ${
                  tab === value ? 'bg-ink-700 text-brand-400 shadow' : 'text-slate-400 hover:text-slate-200'
                }`}
              >
                {value === 0 ? t('auth.login') : t('auth.register')}
              </button>
            ))}
          </div>
          <div className="mt-6">
            {tab === 0 ? <LoginForm onSwitch={() => setTab(1)} /> : <RegisterForm onSwitch={() => setTab(0)} />}
          </div>
        </div>
      </div>
    </Modal>
  );
}

function LoginForm({ onSwitch }: { onSwitch: () => void }) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof ZLoginRequestSchema>, unknown, z.output<typeof ZLoginRequestSchema>>({
    resolver: zodResolver(ZLoginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const [submit, pending] = useDebouncedSubmit((values: z.output<typeof ZLoginRequestSchema>) => login(values));
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <Field
        label={t('auth.username')}
        placeholder={t('auth.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        icon={<UserIcon />}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <PasswordField
        label={t('auth.password')}
        placeholder={t('auth.passwordPlaceholder')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex justify-end text-sm">
        <LinkButton onClick={() => replaceModal('forgot')}>{t('auth.forgotLink')}</LinkButton>
      </div>
      <SubmitButton pending={pending}>{t('auth.login')}</SubmitButton>
      <p className="text-center text-sm text-slate-400">
        {t('auth.noAccount')} <LinkButton onClick={onSwitch}>{t('auth.registerNow')}</LinkButton>
      </p>
    </form>
  );
}

function RegisterForm({ onSwitch }: { onSwitch: () => void }) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof ZRegisterFormSchema>, unknown, z.output<typeof ZRegisterFormSchema>>({
    resolver: zodResolver(ZRegisterFormSchema),
    defaultValues: { username: '', password: '', phone: '', ageConfirmed: false as unknown as true, agent_code: '' },
  });
  const [submit, pending] = useDebouncedSubmit((values: z.output<typeof ZRegisterFormSchema>) => register(values));
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <Field
        label={t('auth.username')}
        placeholder={t('auth.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        icon={<UserIcon />}
        hint={t('auth.usernameHint')}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <Field
        label={t('auth.phone')}
        placeholder={t('auth.phonePlaceholder')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        icon={<PhoneIcon />}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <PasswordField
        label={t('auth.password')}
        placeholder={t('auth.newPasswordPlaceholder')}
        autoComplete="new-password"
        icon={<LockIcon />}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Field
        label={t('auth.agentCode')}
        placeholder={t('auth.agentCodePlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={16}
        error={errors.agent_code?.message}
        {...form.register('agent_code')}
      />
      <div>
        <label className="flex cursor-pointer items-start gap-3 text-sm leading-snug text-slate-300">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-500"
            aria-invalid={errors.ageConfirmed ? true : undefined}
            {...form.register('ageConfirmed')}
          />
          <span>
            {t('auth.ageConfirm')}{' '}
            <a
              href="/dieu-khoan-dieu-kien"
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-400 hover:underline"
            >
              {t('auth.terms')}
            </a>
          </span>
        </label>
        {errors.ageConfirmed ? (
          <p role="alert" className="mt-1.5 text-[13px] text-rose-400">
            {fieldMessage(errors.ageConfirmed.message ?? '')}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={pending}>{t('auth.register')}</SubmitButton>
      <p className="text-center text-sm text-slate-400">
        {t('auth.haveAccount')} <LinkButton onClick={onSwitch}>{t('auth.loginNow')}</LinkButton>
      </p>
    </form>
  );
}
