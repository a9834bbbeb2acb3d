import { Link } from 'react-router';
import { useCopy } from '../../i18n/copy';

/** Refusals of a withdrawal that wagering can lift, and where the player sees the progress. */
const PROGRESS_LINKS: Record<string, string> = {
  WAGERING_INCOMPLETE: '/account/promotion',
  GIFTCODE_WAGERING_INCOMPLETE: '/account/history?tab=giftcodes',
};

export function isWageringRefusal(code: string): boolean {
  return code in PROGRESS_LINKS;
}

/**
 * Shown on the withdraw pages when the server refuses because a bonus is still being wagered:
 * the server's message (it carries the turnover still to bet) and a link to the progress.
 */
export function WithdrawRefusal({ code, message }: { code: string; message: string }) {
  const b = useCopy('bonus');
  const to = PROGRESS_LINKS[code];
  return (
    <div
      role="alert"
      data-testid="withdraw-refusal"
      data-code={code}
      className="mb-4 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3"
    >
      <p className="flex items-center gap-2 text-sm font-bold text-amber-200">
        <svg
          viewBox="0 0 24 24"
          className="size-4 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          aria-hidden="true"
        >
          <path
            d="M12 8v5m0 3.5v.5M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {b.refusalTitle}
      </p>
      <p className="mt-1.5 text-sm leading-relaxed text-amber-50/90" data-testid="withdraw-refusal-message">
        {message}
      </p>
      {to ? (
        <Link
          to={to}
          className="mt-2 inline-block text-sm font-semibold text-brand-300 underline underline-offset-4 hover:text-brand-200"
        >
          {b.seeProgress}
        </Link>
      ) : null}
    </div>
  );
}
