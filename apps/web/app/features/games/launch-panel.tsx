import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openAuthModal, useLoggedIn } from '../auth/bridge';

/**
 * Entry to a provider's own lobby (sportsbook, lottery, cockfight): guests get the login
 * modal, players go to /game/play, which asks the server for the launch link.
 */
export function LaunchPanel({
  title,
  description,
  provider,
  gameType = 'lobby',
  category,
  action,
}: {
  title: string;
  description: string;
  provider: string;
  /** the catalogue's partnerGameId; a provider's own lobby by default */
  gameType?: string;
  category: string;
  /** the button's words when not the default "enter the lobby" */
  action?: string;
}) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const launch = () => {
    if (!loggedIn) return openAuthModal(0);
    const params = new URLSearchParams({
      partner_provider: provider,
      category_name: category,
      partner_game_type: gameType,
    });
    navigate(`/game/play?${params.toString()}`);
  };
  return (
    <section className="site-container mt-6">
      <div className="card relative overflow-hidden p-6 md:p-10">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgba(240,180,41,0.18),transparent_45%)]"
        />
        <div className="relative max-w-xl">
          <h2 className="text-xl font-bold text-white md:text-2xl">{title}</h2>
          <p className="mt-2 text-ink-300">{description}</p>
          <button type="button" onClick={launch} className="btn btn-primary mt-6">
            {loggedIn ? (action ?? t('common.enterLobby')) : t('lobby.loginToPlay')}
          </button>
        </div>
      </div>
    </section>
  );
}
