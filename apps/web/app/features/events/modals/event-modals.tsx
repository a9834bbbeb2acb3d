import { useTranslation } from 'react-i18next';
import './types';
import type { TMission } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { CloseButton, Modal, type ModalComponentProps } from '../../../components/modal';
import { useCopy } from '../../../i18n/copy';
import { ApiError } from '../../../lib/api';
import { formatVnd, SHORT_DATE_TIME, useFormat } from '../../../lib/format';
import { openAuth } from '../../auth/guard';
import { eventsApi } from '../events.api';

/** Gift box used by the reward modals. */
function GiftArt({ muted }: { muted?: boolean }) {
  return (
    <svg viewBox="0 0 120 120" className="mx-auto size-28" aria-hidden="true">
      <defs>
        <radialGradient id="glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor={muted ? '#51608a' : '#fbd66f'} stopOpacity="0.55" />
          <stop offset="100%" stopColor="#0b1020" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="60" cy="60" r="58" fill="url(#glow)" />
      <rect x="28" y="52" width="64" height="44" rx="6" fill={muted ? '#36446a' : '#de911d'} />
      <rect x="24" y="40" width="72" height="16" rx="5" fill={muted ? '#51608a' : '#f7c948'} />
      <rect x="55" y="40" width="10" height="56" fill={muted ? '#26324f' : '#dc2626'} />
      <path
        d="M60 40c-8-14-26-14-22-2 2 5 12 4 22 2zm0 0c8-14 26-14 22-2-2 5-12 4-22 2z"
        fill={muted ? '#26324f' : '#dc2626'}
      />
      {!muted && (
        <g fill="#fde7a8">
          <circle cx="18" cy="30" r="3" />
          <circle cx="102" cy="26" r="2.5" />
          <circle cx="98" cy="70" r="2" />
          <circle cx="16" cy="78" r="2" />
        </g>
      )}
    </svg>
  );
}

export function SpinRewardModal({ label, amount, cash, close }: ModalComponentProps<'spinReward'>) {
  const ev = useCopy('events');
  const { t: tr } = useTranslation();
  const won = amount > 0;
  return (
    <Modal title={won ? ev.reward.title : ev.reward.lose} onClose={close} size="sm">
      <div className="px-6 pt-2 pb-6 text-center" data-testid="spin-reward">
        <GiftArt muted={!won} />
        {won ? (
          <>
            <p className="text-sm text-ink-300">{ev.reward.won}</p>
            <p className="mt-1 text-3xl font-extrabold text-brand-300" data-testid="spin-reward-amount">
              {formatVnd(amount)}
            </p>
            <p className="mt-3 text-sm text-ink-200">{ev.reward.credited}</p>
          </>
        ) : (
          <>
            <p className="text-xl font-bold text-white">{label}</p>
            <p className="mt-2 text-sm text-ink-300">{ev.reward.loseHint}</p>
          </>
        )}
        <p className="mt-2 text-xs text-ink-300">{tr('events.reward.balance', { value: formatVnd(cash) })}</p>
        <button type="button" className="btn btn-primary mt-5 w-full" onClick={close}>
          {ev.reward.ok}
        </button>
      </div>
    </Modal>
  );
}

export function SpinMessageModal({ code, message, nextSpinAt, close }: ModalComponentProps<'spinMessage'>) {
  const fmt = useFormat();
  const ev = useCopy('events');
  const { t: tr } = useTranslation();
  return (
    <Modal title={ev.message.title} onClose={close} size="sm">
      <div className="px-6 pt-4 pb-6 text-center" data-testid="spin-message" data-code={code}>
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-500/15 text-brand-300">
          <svg
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
          </svg>
        </span>
        <p className="mt-4 text-[15px] leading-relaxed text-ink-200">{message}</p>
        {nextSpinAt && (
          <p className="mt-2 text-sm font-semibold text-brand-300">
            {tr('events.spin.nextSpin', { at: fmt.with(nextSpinAt, SHORT_DATE_TIME) })}
          </p>
        )}
        <div className="mt-6 grid gap-3">
          {code === 'SPIN_MUST_DEPOSIT' && (
            <Link to="/account/deposit" className="btn btn-primary" onClick={close}>
              {ev.message.deposit}
            </Link>
          )}
          {code === 'LOGIN_REQUIRED' && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                close();
                openAuth(0);
              }}
            >
              {ev.message.login}
            </button>
          )}
          <button type="button" className="btn btn-ghost" onClick={close}>
            {ev.message.close}
          </button>
        </div>
      </div>
    </Modal>
  );
}

export function EventWelcomeModal({ title, summary, close }: ModalComponentProps<'eventWelcome'>) {
  const ev = useCopy('events');
  return (
    <Modal
      title={title}
      onClose={close}
      size="sm"
      header={
        <div className="relative overflow-hidden bg-[radial-gradient(circle_at_30%_0%,#f7c94855,transparent_60%),linear-gradient(180deg,#1b2540,#121a2f)] px-6 pt-8 pb-4 text-center">
          <CloseButton onClick={close} className="absolute top-2 right-2" />
          <p className="px-6 text-xs font-semibold tracking-widest text-brand-300 uppercase">{ev.welcome.title}</p>
          <p className="mt-2 text-2xl font-extrabold text-white">{title}</p>
        </div>
      }
    >
      <div className="px-6 pt-2 pb-6 text-center" data-testid="event-welcome">
        <p className="text-[15px] leading-relaxed text-ink-200">{summary}</p>
        <div className="mt-6 grid grid-cols-2 gap-3">
          <button type="button" className="btn btn-ghost" onClick={close}>
            {ev.welcome.later}
          </button>
          <button type="button" className="btn btn-primary" onClick={close}>
            {ev.welcome.join}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** Claims a mission's reward through the missions module, then says what was paid. */
function MissionRewardModal({
  mission,
  onClaimed,
  close,
  title,
}: {
  mission: TMission;
  onClaimed?: (mission: TMission) => void;
  close: () => void;
  title: string;
}) {
  const ev = useCopy('events');
  const { t: tr } = useTranslation();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });
  const claim = async () => {
    setState({ kind: 'busy' });
    try {
      const updated = await eventsApi.claimMission(mission.id);
      setState({ kind: 'done' });
      onClaimed?.(updated);
    } catch (error) {
      setState({ kind: 'error', message: error instanceof ApiError ? error.message : ev.error });
    }
  };
  return (
    <Modal title={title} onClose={close} size="sm">
      <div className="px-6 pt-2 pb-6 text-center" data-testid="event-reward">
        <GiftArt muted={state.kind === 'error'} />
        <p className="font-bold text-white">{mission.title}</p>
        <p className="mt-1 text-2xl font-extrabold text-brand-300">{formatVnd(mission.reward)}</p>
        {state.kind === 'done' ? (
          <p className="mt-3 text-sm text-success-400" role="status">
            {tr('events.missions.paid', { value: formatVnd(mission.reward) })}
          </p>
        ) : state.kind === 'error' ? (
          <p className="mt-3 text-sm text-danger-400" role="alert">
            {state.message}
          </p>
        ) : (
          <p className="mt-3 text-sm text-ink-300">{tr('events.missions.confirm', { title: mission.title })}</p>
        )}
        <div className="mt-6 grid gap-3">
          {state.kind === 'done' || state.kind === 'error' ? (
            <button type="button" className="btn btn-primary" onClick={close}>
              {ev.message.close}
            </button>
          ) : (
            <button type="button" className="btn btn-primary" disabled={state.kind === 'busy'} onClick={claim}>
              {ev.missions.claim}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}

export function EventGetRewardDailyModal(props: ModalComponentProps<'eventGetRewardDaily'>) {
  const ev = useCopy('events');
  return <MissionRewardModal {...props} title={ev.missions.dailyTitle} />;
}

export function EventGetRewardPeriodModal(props: ModalComponentProps<'eventGetRewardPeriod'>) {
  const ev = useCopy('events');
  return <MissionRewardModal {...props} title={ev.missions.periodTitle} />;
}
