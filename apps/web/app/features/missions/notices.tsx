import { Link } from 'react-router';
import { GiftIcon } from '../../components/icons';
import { openModal } from '../../components/modal';
import { useCopy } from '../../i18n/copy';
import { openAuthModal } from '../auth/bridge';
import type { MissionBlock } from './rules';

/** Guests: what missions are and the way in (the login modal, or register). */
export function GuestCallToAction() {
  const t = useCopy('missions').guest;
  return (
    <div
      className="card flex flex-col items-start gap-4 border-brand-500/40 p-5 md:flex-row md:items-center"
      data-testid="missions-guest"
    >
      <div className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-500/15 text-brand-300">
        <GiftIcon size={24} />
      </div>
      <div className="flex-1">
        <p className="font-bold text-white">{t.title}</p>
        <p className="mt-1 text-sm text-ink-300">{t.text}</p>
      </div>
      <div className="flex w-full gap-2 md:w-auto">
        <button type="button" className="btn btn-primary flex-1 md:flex-none" onClick={() => openAuthModal(0)}>
          {t.login}
        </button>
        <button type="button" className="btn btn-outline flex-1 md:flex-none" onClick={() => openAuthModal(1)}>
          {t.register}
        </button>
      </div>
    </div>
  );
}

/** The player may not take part yet (product.md section 4: "must deposit"), with the way to fix it. */
export function MissionBlockNotice({ block }: { block: MissionBlock }) {
  const t = useCopy('missions');
  return (
    <div
      role="status"
      className="card flex flex-col items-start gap-3 border-amber-500/50 bg-amber-500/5 p-4 sm:flex-row sm:items-center"
      data-testid="missions-blocked"
      data-block={block}
    >
      <p className="flex-1 text-sm font-semibold text-amber-200">{t[block]}</p>
      {block === 'MISSION_MUST_DEPOSIT' ? (
        <Link to="/account/deposit" className="btn btn-primary btn-sm">
          {t.blocked.depositLink}
        </Link>
      ) : (
        <button type="button" className="btn btn-primary btn-sm" onClick={() => openModal('verify')}>
          {t.actions.verifyPhone}
        </button>
      )}
    </div>
  );
}
