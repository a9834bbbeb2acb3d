import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { showToast } from '../../components/toast';
import { useCopy } from '../../i18n/copy';
import { tActive } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { formatNumber } from '../../lib/format';

/** Money as the spec's number format (en-US grouping), the same as the header balance. */
export const vnd = (n: number) => formatNumber(n);

/** The server's Vietnamese message, or the generic one. */
export function errorText(err: unknown): string {
  return err instanceof ApiError ? err.message : tActive()('cashier.GENERIC');
}

export function toastError(err: unknown): void {
  showToast('error', errorText(err), { scope: 'account' });
}

const controlClass =
  'h-12 w-full rounded-xl border border-ink-700 bg-ink-950/70 px-3.5 text-[15px] text-slate-100 outline-none transition placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 aria-[invalid=true]:border-rose-500/70';

function Labelled({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-[13px] font-medium text-slate-300">
        {label}
      </label>
      {children}
      {error ? (
        <p role="alert" className="mt-1.5 text-[13px] text-rose-400">
          {error}
        </p>
      ) : hint ? (
        <p className="mt-1.5 text-xs text-slate-500">{hint}</p>
      ) : null}
    </div>
  );
}

export const Input = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string }
>(function Input({ label, error, hint, id, ...rest }, ref) {
  const auto = useId();
  return (
    <Labelled id={id ?? auto} label={label} error={error} hint={hint}>
      <input ref={ref} id={id ?? auto} aria-invalid={error ? true : undefined} className={controlClass} {...rest} />
    </Labelled>
  );
});

export const Select = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; hint?: string }
>(function Select({ label, error, hint, id, children, ...rest }, ref) {
  const auto = useId();
  return (
    <Labelled id={id ?? auto} label={label} error={error} hint={hint}>
      <select ref={ref} id={id ?? auto} aria-invalid={error ? true : undefined} className={controlClass} {...rest}>
        {children}
      </select>
    </Labelled>
  );
});

/** Primary button that ignores presses for 500 ms after one (spec: submit debounce 500 ms). */
export function SubmitButton({
  busy,
  children,
  type = 'submit',
  onClick,
  disabled,
}: {
  busy?: boolean;
  children: ReactNode;
  type?: 'submit' | 'button';
  onClick?: () => void;
  disabled?: boolean;
}) {
  const last = useRef(0);
  return (
    <button
      type={type}
      disabled={busy || disabled}
      onClick={(e) => {
        const now = Date.now();
        if (now - last.current < 500) {
          e.preventDefault();
          return;
        }
        last.current = now;
        onClick?.();
      }}
      className="h-12 w-full rounded-xl bg-gradient-to-b from-brand-400 to-brand-600 font-semibold text-ink-950 transition hover:brightness-110 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

export function SecondaryButton({
  children,
  onClick,
  disabled,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className="h-11 w-full rounded-xl border border-ink-700 font-semibold text-slate-200 transition hover:bg-ink-800 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

/** Deposit steps of the spec: deposit -> payment -> success. */
export function Steps({ current }: { current: 0 | 1 | 2 }) {
  const ct = useCopy('cashier');
  const labels = [ct.steps.deposit, ct.steps.payment, ct.steps.success];
  return (
    <ol className="mb-5 flex items-center gap-2 text-xs sm:text-[13px]" aria-label={ct.steps.label}>
      {labels.map((label, i) => (
        <li
          key={label}
          aria-current={i === current ? 'step' : undefined}
          className="flex flex-1 items-center gap-1.5 whitespace-nowrap sm:gap-2"
        >
          <span
            className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold ${i <= current ? 'bg-brand-500 text-ink-950' : 'bg-ink-800 text-slate-400'}`}
          >
            {i + 1}
          </span>
          <span className={i <= current ? 'text-slate-100' : 'text-slate-500'}>{label}</span>
        </li>
      ))}
    </ol>
  );
}

export function CopyRow({
  label,
  value,
  hint,
  strong,
}: {
  label: string;
  value: string;
  hint?: string;
  strong?: boolean;
}) {
  const ct = useCopy('cashier');
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex items-center justify-between gap-3 border-b border-ink-800 py-2.5 last:border-0">
      <div className="min-w-0">
        <p className="text-xs text-slate-400">{label}</p>
        <p
          className={`break-words ${strong ? 'text-lg font-bold text-brand-400' : 'font-semibold text-slate-100'}`}
          data-testid={`copy-${label}`}
        >
          {value}
        </p>
        {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      </div>
      <button
        type="button"
        className="shrink-0 rounded-lg border border-ink-700 px-3 py-1.5 text-xs text-slate-200 hover:bg-ink-800"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(value);
            setCopied(true);
            setTimeout(() => setCopied(false), 1500);
          } catch {
            /* clipboard refused (permissions): the value is on screen to copy by hand */
          }
        }}
      >
        {copied ? ct.copied : ct.copy}
      </button>
    </div>
  );
}

/** Calls `tick` every `ms` while `active`; stops on unmount. */
export function usePolling(
  active: boolean,
  ms: number,
  tick: () => Promise<boolean | undefined> | boolean | undefined,
) {
  const saved = useRef(tick);
  saved.current = tick;
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const run = async () => {
      try {
        if (await saved.current()) stopped = true;
      } catch {
        /* transient: try again next tick */
      }
      if (!stopped) timer = setTimeout(run, ms);
    };
    timer = setTimeout(run, ms);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, ms]);
}

/** mm:ss until `iso`, refreshed every second. */
export function useCountdown(iso: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [iso]);
  if (!iso) return null;
  const left = Math.max(0, Math.floor((new Date(iso).getTime() - now) / 1000));
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

export function Card({ children }: { children: ReactNode }) {
  return <div className="card p-4 md:p-6">{children}</div>;
}

export function SandboxBadge() {
  const ct = useCopy('cashier');
  return <p className="mb-3 rounded-lg bg-amber-500/10 px-3 py-2 text-xs text-amber-300">{ct.sandboxNote}</p>;
}

/** A new idempotency key per withdrawal form submission (a double click reuses it). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
