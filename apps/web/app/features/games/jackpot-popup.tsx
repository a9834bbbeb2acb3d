import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CloseIcon, TrophyIcon } from '../../components/icons';
import { Modal, type ModalComponentProps } from '../../components/modal';
import { phoneWidth } from '../../lib/device';
import { formatNumber } from '../../lib/format';
import { formatJackpotShort } from '../../lib/jackpot-format';
import { requireLogin } from '../auth/bridge';
import { useAuth } from '../auth/store';
import { type JackpotGameLink, loadJackpots, subscribeJackpots, useJackpotStore } from './jackpot';

/** The /game/play query of a jackpot game (as a game card's, launched from the home page). */
export function jackpotPlayPath(link: JackpotGameLink): string {
  const params = new URLSearchParams({
    partner_provider: link.provider,
    partner_game_type: link.gameId,
    category_name: 'home',
    device: phoneWidth() ? 'mobile' : 'desktop',
  });
  if (link.orientation) params.set('orientation', link.orientation);
  return `/game/play?${params.toString()}`;
}

/**
 * The jackpot popup (modal id jackpotPopup): logo, close button, grid of jackpot games without
 * titles, each with its pool abbreviated (k / tr / tỷ, rounded up) and kept live while open.
 */
export default function JackpotPopup({ close }: ModalComponentProps<'jackpotPopup'>) {
  const { t } = useTranslation();
  const { jackpotGames, formattedTotalJackpot, isLoading, error, images, links } = useJackpotStore();
  const loggedIn = useAuth((s) => s.user !== null);
  const navigate = useNavigate();
  // a tile opens its game; a guest logs in first and lands on it
  const open = (link: JackpotGameLink) => {
    const to = jackpotPlayPath(link);
    close();
    if (!loggedIn) void requireLogin(to);
    else navigate(to);
  };
  useEffect(() => {
    void loadJackpots();
    return subscribeJackpots();
  }, []);

  return (
    <Modal
      title={t('floating.jackpotTitle')}
      onClose={close}
      size="lg"
      header={
        <div
          className="flex items-center justify-between gap-3 border-b border-ink-700 px-5 py-4"
          data-testid="jackpot-popup"
        >
          <span className="flex min-w-0 items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gradient-to-b from-brand-300 to-brand-600 text-ink-950">
              <TrophyIcon size={22} />
            </span>
            <span className="min-w-0">
              <span aria-hidden="true" className="block text-lg font-bold leading-tight text-white">
                {t('floating.jackpotTitle')}
              </span>
              {!error && jackpotGames.length > 0 && (
                <span className="block text-sm font-bold text-brand-300" data-testid="jackpot-total">
                  {formattedTotalJackpot}
                </span>
              )}
            </span>
          </span>
          <button
            type="button"
            onClick={close}
            aria-label={t('common.close')}
            className="grid size-9 shrink-0 place-items-center rounded-full bg-ink-800 hover:bg-ink-700"
          >
            <CloseIcon size={18} />
          </button>
        </div>
      }
    >
      <div className="p-5">
        {error !== null && (
          <p role="alert" className="py-8 text-center text-ink-200">
            {t('empty.loadFailed')}
          </p>
        )}
        {error === null && isLoading && jackpotGames.length === 0 && (
          <p className="py-8 text-center text-ink-300">{t('common.loading')}</p>
        )}
        {error === null && !isLoading && jackpotGames.length === 0 && (
          <p className="py-8 text-center text-ink-200">{t('empty.updating')}</p>
        )}
        {error === null && jackpotGames.length > 0 && (
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
            {jackpotGames.map((game) => {
              const image = images.get(game.id);
              const link = links.get(game.id);
              const tile = (children: ReactNode) =>
                link ? (
                  <button
                    type="button"
                    onClick={() => open(link)}
                    aria-label={`${link.title}: ${formatNumber(game.jackpot)}`}
                    className="relative block size-full cursor-pointer transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-brand-400"
                  >
                    {children}
                  </button>
                ) : (
                  children
                );
              return (
                <li
                  key={game.id}
                  aria-label={link ? undefined : formatNumber(game.jackpot)}
                  data-testid="jackpot-game"
                  className="relative aspect-square overflow-hidden rounded-xl border border-ink-700 bg-gradient-to-b from-ink-800 to-ink-900"
                >
                  {tile(
                    <>
                      {image ? (
                        <img src={image} alt="" loading="lazy" className="size-full object-cover" />
                      ) : (
                        <div className="flex size-full items-center justify-center text-brand-300">
                          <TrophyIcon size={28} />
                        </div>
                      )}
                      {/* A full-width band: it also covers the title the thumbnails carry (the grid has none). */}
                      <span className="absolute inset-x-0 bottom-0 grid h-1/4 place-items-center bg-ink-950 text-sm font-bold tabular-nums text-brand-300">
                        {formatJackpotShort(game.jackpot)}
                      </span>
                    </>,
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Modal>
  );
}
