import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../i18n/messages';

const inputClass =
  'h-12 w-full rounded-xl border bg-ink-950/70 px-3.5 text-[15px] text-slate-100 outline-none transition placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 aria-[invalid=true]:border-rose-500/70 aria-[invalid=true]:focus:ring-rose-500/20';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  icon?: ReactNode;
  /** Something at the end of the input (show-password toggle, resend button). */
  trailing?: ReactNode;
}

/** Labelled input with its error under it; forwards the ref for react-hook-form. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, icon, trailing, className, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-msg`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-[13px] font-medium text-slate-300">
        {label}
      </label>
      <div className="relative">
        {icon ? (
          <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-slate-500">
            {icon}
          </span>
        ) : null}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className={`${inputClass} ${error ? 'border-rose-500/70' : 'border-ink-700'} ${icon ? 'pl-10' : ''} ${trailing ? 'pr-12' : ''}`}
          {...input}
        />
        {trailing ? <span className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</span> : null}
      </div>
      {error ? (
        <p id={messageId} role="alert" className="mt-1.5 text-[13px] text-rose-400">
          {fieldMessage(error)}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
});

export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type' | 'trailing'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <Field
        ref={ref}
        {...props}
        type={visible ? 'text' : 'password'}
        icon={props.icon ?? <LockIcon />}
        trailing={
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
            aria-pressed={visible}
            className="grid size-9 place-items-center rounded-lg text-slate-400 transition hover:text-slate-100"
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        }
      />
    );
  },
);

/** The 6-digit code: one numeric field, so paste and SMS autofill (one-time-code) just work. */
export const OtpField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type'>>(function OtpField(props, ref) {
  const { t } = useTranslation();
  return (
    <Field
      ref={ref}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('auth.otpPlaceholder')}
      {...props}
      className={`${props.className ?? ''} [&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.6em]`}
    />
  );
});

export function SubmitButton({
  pending,
  children,
  disabled,
}: {
  pending: boolean;
  children: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending}
      className="relative flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-gradient-to-b from-brand-400 to-brand-600 text-[15px] font-bold text-ink-950 shadow-[0_8px_24px_-8px_rgba(240,180,41,0.55)] transition hover:brightness-110 active:translate-y-px disabled:cursor-not-allowed disabled:opacity-60"
    >
      {pending ? <Spinner /> : null}
      {pending ? t('auth.submitting') : children}
    </button>
  );
}

export function LinkButton({
  onClick,
  children,
  className,
}: {
  onClick: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`font-semibold text-brand-400 underline-offset-4 transition hover:text-brand-500 hover:underline ${className ?? ''}`}
    >
      {children}
    </button>
  );
}

export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`${className} animate-spin`} fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 00-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
};

export const UserIcon = ({ className = 'size-[18px]' }: { className?: string }) => (
  <svg {...iconProps} className={className} aria-hidden="true">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
export const LockIcon = ({ className = 'size-[18px]' }: { className?: string }) => (
  <svg {...iconProps} className={className} aria-hidden="true">
    <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
    <path d="M8 10.5V7.5a4 4 0 018 0v3" />
  </svg>
);
export const PhoneIcon = ({ className = 'size-[18px]' }: { className?: string }) => (
  <svg {...iconProps} className={className} aria-hidden="true">
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
  </svg>
);
export const MailIcon = ({ className = 'size-[18px]' }: { className?: string }) => (
  <svg {...iconProps} className={className} aria-hidden="true">
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M3.5 6.5l8.5 6 8.5-6" />
  </svg>
);
const EyeIcon = () => (
  <svg {...iconProps} className="size-5" aria-hidden="true">
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
const EyeOffIcon = () => (
  <svg {...iconProps} className="size-5" aria-hidden="true">
    <path d="M3 3l18 18M10.6 5.1A10.6 10.6 0 0112 5c6.5 0 10 7 10 7a17.4 17.4 0 01-3.2 4.2M6.6 6.6C3.6 8.5 2 12 2 12s3.5 7 10 7a9.7 9.7 0 005.4-1.6" />
    <path d="M9.9 9.9a3 3 0 004.2 4.2" />
  </svg>
);
