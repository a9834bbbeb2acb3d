import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * The loading state of every server-loaded page and list (lobbies, news, promotions): a bar at
 * the top while the next page's data loads, so a tap never looks ignored on a slow network.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useNavigation().state === 'loading';
  if (!loading) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      data-testid="navigation-progress"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-500/20"
    >
      <div className="h-full w-1/3 animate-[nav-progress_1.2s_ease-in-out_infinite] bg-brand-400" />
    </div>
  );
}
