import { GiftcodeMessage } from '@app/contract';
import { useTranslation } from 'react-i18next';
import '../cashier/modals/register';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Modal, type ModalComponentProps, openModal, replaceModal } from '../../components/modal';
import { messageIn, useCopy } from '../../i18n/copy';
import { ApiError } from '../../lib/api';
import { formatDong as vnd } from '../../lib/format';
import { useDebouncedSubmit } from '../auth/hooks';
import { refreshSession, sessionLost } from '../auth/session';
import { useAuth } from '../auth/store';
import { Field, SubmitButton } from '../auth/ui';
import { giftcodesApi } from './giftcodes.api';
import { markGiftcodeRedeemed } from './redeemed';
import { giftcodeInputError } from './validation';

/** A refusal the player can act on gets a way to do it next to the message. */
type Refusal = { code: string; message: string };

/** Modal `giftCode`: enter a code, see the server's answer, or the receivedGiftcode modal. */
export function GiftCodeModal({ code: initial, close }: ModalComponentProps<'giftCode'>) {
  const t = useCopy('giftcodes');
  const phoneVerified = useAuth((s) => s.user?.isVerifyPhone ?? false);
  const [value, setValue] = useState(initial ?? '');
  // Messages appear once the player has typed or tried to send, never on an untouched field.
  const [touched, setTouched] = useState(Boolean(initial));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const clientError = touched ? giftcodeInputError(value) : null;
  // The store can be stale (verified on another device); the server's answer wins either way.
  const needsPhone = refusal ? refusal.code === 'PHONE_NOT_VERIFIED' : !phoneVerified;

  const [send, pending] = useDebouncedSubmit(async (code: string) => {
    setRefusal(null);
    setFieldError(null);
    try {
      const redemption = await giftcodesApi.redeem(code);
      markGiftcodeRedeemed();
      // The balance stream also pushes the credit; the refresh covers a closed stream.
      void refreshSession();
      replaceModal('receivedGiftcode', { redemption });
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401) {
        sessionLost(error);
        return;
      }
      if (error instanceof ApiError && (error.code === 'GIFTCODE_INVALID' || error.code === 'VALIDATION_ERROR')) {
        setFieldError(error.message);
        return;
      }
      setRefusal({
        code: error instanceof ApiError ? error.code : 'NETWORK',
        message: error instanceof ApiError ? error.message : t.messages.GIFTCODE_RETRY,
      });
    }
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (giftcodeInputError(value)) return;
    // Without a verified phone the server can only refuse: lead to verification instead.
    if (needsPhone) {
      setRefusal(null);
      openModal('verify');
      return;
    }
    void send(value.trim());
  };

  const error = (clientError ? messageIn(t.messages, GiftcodeMessage, clientError) : undefined) ?? fieldError;
  return (
    <Modal title={t.title} onClose={close} size="sm" closeOnBackdrop={!value}>
      <form noValidate onSubmit={onSubmit} className="space-y-4 px-5 pt-4 pb-6" data-testid="giftcode-form">
        <div className="flex items-start gap-3">
          <GiftIcon className="size-10 shrink-0" />
          <p className="text-sm leading-relaxed text-slate-400">{t.intro}</p>
        </div>
        {needsPhone ? (
          <Callout tone="warn" title={t.phoneTitle}>
            <p>{t.messages.PHONE_NOT_VERIFIED}</p>
            <button
              type="button"
              onClick={() => {
                setRefusal(null);
                openModal('verify');
              }}
              className="mt-2 inline-flex h-9 items-center rounded-lg bg-amber-400 px-3 text-sm font-bold text-ink-950 transition hover:brightness-110"
            >
              {t.verifyNow}
            </button>
          </Callout>
        ) : null}
        <Field
          label={t.label}
          name="code"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setTouched(true);
            setFieldError(null);
          }}
          placeholder={t.placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus={!needsPhone}
          error={error ?? undefined}
          hint={t.rules}
          className="[&_input]:font-mono [&_input]:tracking-wider [&_input]:uppercase [&_input]:placeholder:normal-case"
        />
        {refusal && refusal.code !== 'PHONE_NOT_VERIFIED' ? (
          <Callout tone="error">
            <p>{refusal.message}</p>
            {refusal.code === 'NEWBIE_BANK_REQUIRED' ? (
              // The add-bank form opens over this dialog; the code is still here to retry.
              <button
                type="button"
                onClick={() => openModal('addBank', { onAdded: () => setRefusal(null) })}
                className="mt-1 inline-block font-semibold text-brand-400 underline-offset-4 hover:text-brand-300 hover:underline"
              >
                {t.addBank}
              </button>
            ) : refusal.code === 'GIFTCODE_PENDING' ? (
              <ModalLink to="/account/history?tab=giftcodes" onClick={close}>
                {t.historyLink}
              </ModalLink>
            ) : null}
          </Callout>
        ) : null}
        <SubmitButton pending={pending}>{t.submit}</SubmitButton>
        <div className="flex flex-wrap items-center justify-center gap-x-5 gap-y-1 text-[13px] whitespace-nowrap">
          <ModalLink to="/account/history?tab=giftcodes" onClick={close}>
            {t.historyLink}
          </ModalLink>
          <ModalLink to="/huong-dan-nhan-gift-code" onClick={close}>
            {t.guideLink}
          </ModalLink>
        </div>
      </form>
    </Modal>
  );
}

/**
 * Modal `receivedGiftcode` (product.md section 4): what the code credited, the total bet needed
 * before a withdrawal and the total bet so far.
 */
export function ReceivedGiftcodeModal({ redemption: r, close }: ModalComponentProps<'receivedGiftcode'>) {
  const t2 = useCopy('giftcodes').received;
  const { t: tr } = useTranslation();
  const done = r.status === 'eligible';
  const percent = r.requiredBet > 0 ? Math.min(100, Math.floor((r.currentBet / r.requiredBet) * 100)) : 100;
  return (
    <Modal title={t2.title} onClose={close} size="sm">
      <div className="space-y-5 px-5 pt-5 pb-6" data-testid="giftcode-received">
        <div className="flex flex-col items-center text-center">
          <GiftIcon className="size-16" />
          <p className="mt-3 font-mono text-sm font-semibold tracking-wider text-slate-300">{r.code}</p>
          <p className="mt-1 text-xs text-slate-500">{t2.credited}</p>
          <p className="text-3xl font-extrabold text-brand-400 tabular-nums" data-testid="giftcode-received-amount">
            +{vnd(r.amount)}
          </p>
        </div>
        <dl className="divide-y divide-ink-700/70 rounded-xl border border-ink-700 bg-ink-950/50 text-sm">
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <dt className="text-slate-400">{t2.required}</dt>
            <dd
              className="shrink-0 font-bold whitespace-nowrap text-white tabular-nums"
              data-testid="giftcode-required-bet"
            >
              {vnd(r.requiredBet)}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <dt className="text-slate-400">{t2.current}</dt>
            <dd
              className="shrink-0 font-bold whitespace-nowrap text-white tabular-nums"
              data-testid="giftcode-current-bet"
            >
              {vnd(r.currentBet)}
            </dd>
          </div>
          <div className="px-4 py-3">
            <div
              role="progressbar"
              aria-label={t2.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-ink-800"
            >
              <div
                className={`h-full rounded-full ${done ? 'bg-emerald-400' : 'bg-gradient-to-r from-brand-400 to-brand-600'}`}
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className={`mt-2 text-xs font-semibold ${done ? 'text-emerald-300' : 'text-amber-300'}`}>
              {r.statusLabel}
            </p>
          </div>
        </dl>
        <p className="text-sm leading-relaxed text-slate-400">
          {done
            ? t2.eligibleHint
            : tr('giftcodes.received.pendingHint', { left: vnd(Math.max(0, r.requiredBet - r.currentBet)) })}
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Link
            to="/account/history?tab=giftcodes"
            onClick={close}
            className="flex h-11 items-center justify-center rounded-xl border border-ink-600 px-2 text-center text-sm font-semibold text-slate-200 transition hover:border-brand-500/60"
          >
            {t2.history}
          </Link>
          <button
            type="button"
            onClick={close}
            className="h-11 rounded-xl bg-gradient-to-b from-brand-400 to-brand-600 text-sm font-bold text-ink-950 transition hover:brightness-110"
          >
            {t2.close}
          </button>
        </div>
      </div>
    </Modal>
  );
}

function Callout({ tone, title, children }: { tone: 'warn' | 'error'; title?: string; children: ReactNode }) {
  const style =
    tone === 'warn'
      ? 'border-amber-400/40 bg-amber-400/10 text-amber-100'
      : 'border-rose-500/40 bg-rose-500/10 text-rose-100';
  return (
    <div role="alert" className={`rounded-xl border px-4 py-3 text-sm leading-relaxed ${style}`}>
      {title ? <p className="mb-0.5 font-bold">{title}</p> : null}
      {children}
    </div>
  );
}

function ModalLink({ to, onClick, children }: { to: string; onClick: () => void; children: ReactNode }) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className="mt-1 inline-block font-semibold text-brand-400 underline-offset-4 hover:text-brand-300 hover:underline"
    >
      {children}
    </Link>
  );
}

function GiftIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
      <rect x="6" y="18" width="36" height="10" rx="3" fill="#f0b429" />
      <rect x="9" y="28" width="30" height="15" rx="3" fill="#de911d" />
      <rect x="21" y="18" width="6" height="25" fill="#b7701a" />
      <path
        d="M24 18c-3-7-11-9-12-4s7 4 12 4zM24 18c3-7 11-9 12-4s-7 4-12 4z"
        fill="none"
        stroke="#fbd66f"
        strokeWidth="2.5"
      />
    </svg>
  );
}
