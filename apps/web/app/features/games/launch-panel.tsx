import { useNavigate } from 'react-router';
import { vi } from '../../i18n/vi';
import { openAuthModal, useLoggedIn } from '../auth/bridge';

/**
 * Entry to a provider's own lobby (sportsbook, lottery, cockfight): guests get the login
 * modal, players go to /game/play, which asks the server for the launch link.
 */
export function LaunchPanel({
  title,
  description,
  provider,
  category,
  game = 'lobby',
}: {
  title: string;
  description: string;
  provider: string;
  category: string;
  /** the provider's game id to open (its lobby unless a game is named) */
  game?: string;
}) {
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const launch = () => {
    if (!loggedIn) return openAuthModal(0);
    const params = new URLSearchParams({
      partner_provider: provider,
      category_name: category,
      partner_game_type: game,
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
            {loggedIn ? vi.common.enterLobby : vi.lobby.loginToPlay}
          </button>
        </div>
      </div>
    </section>
  );
}
