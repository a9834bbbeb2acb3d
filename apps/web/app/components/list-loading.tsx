import { useTranslation } from 'react-i18next';

/** A list's loading state: placeholder rows the size of the real ones, announced once. */
export function ListLoading({ rows = 4, testId }: { rows?: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" data-state="loading" data-testid={testId} className="space-y-2">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="card h-14 animate-pulse bg-ink-800/60" aria-hidden="true" />
      ))}
    </div>
  );
}

/** The retry button of a list's error state. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-outline" onClick={onRetry}>
      {t('common.retry')}
    </button>
  );
}
