import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Kind = 'updating' | 'error' | 'search';

const COPY = {
  updating: { title: 'empty.updating', hint: 'empty.updatingHint' },
  error: { title: 'empty.loadFailed', hint: null },
  search: { title: 'empty.searchEmpty', hint: 'empty.searchEmptyHint' },
} as const satisfies Record<Kind, { title: `empty.${string}`; hint: `empty.${string}` | null }>;

/** The honest empty and error states of pages whose data comes from other modules. */
export function EmptyState({ kind, action, title }: { kind: Kind; action?: ReactNode; title?: string }) {
  const { t } = useTranslation();
  const keys = COPY[kind];
  const copy = { title: t(keys.title), hint: keys.hint ? t(keys.hint) : '' };
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-state={kind}
      className="card flex flex-col items-center px-6 py-12 text-center"
    >
      <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" className="mb-5">
        <rect x="8" y="10" width="80" height="52" rx="10" fill="#1b2540" stroke="#36446a" />
        <rect x="18" y="22" width="28" height="28" rx="6" fill="#26324f" />
        <rect x="52" y="24" width="26" height="6" rx="3" fill="#36446a" />
        <rect x="52" y="36" width="18" height="6" rx="3" fill="#26324f" />
        {kind === 'error' ? (
          <path d="M32 28v10M32 43v1" stroke="#f87171" strokeWidth="4" strokeLinecap="round" />
        ) : (
          <circle cx="32" cy="36" r="7" fill="none" stroke="#f0b429" strokeWidth="3" strokeDasharray="30 14" />
        )}
      </svg>
      <p className="text-lg font-bold text-white">{title ?? copy.title}</p>
      {copy.hint && <p className="mt-2 max-w-md text-sm text-ink-300">{copy.hint}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
