import { useEffect } from 'react';
import { CloseIcon, TrophyIcon } from '../../components/icons';
import { Modal, type ModalComponentProps } from '../../components/modal';
import { vi } from '../../i18n/vi';
import { formatNumber } from '../../lib/format';
import { formatJackpotShort } from '../../lib/jackpot-format';
import { loadJackpots, subscribeJackpots, useJackpotStore } from './jackpot';

/**
 * The jackpot popup (modal id jackpotPopup): logo, close button, grid of jackpot games without
 * titles, each with its pool abbreviated (k / tr / tỷ, rounded up) and kept live while open.
 */
export default function JackpotPopup({ close }: ModalComponentProps<'jackpotPopup'>) {
  const { jackpotGames, formattedTotalJackpot, isLoading, error, images } = useJackpotStore();
  useEffect(() => {
    void loadJackpots();
    return subscribeJackpots();
  }, []);

  return (
    <Modal
      title={vi.floating.jackpotTitle}
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
                {vi.floating.jackpotTitle}
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
            aria-label={vi.common.close}
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
            {vi.empty.loadFailed}
          </p>
        )}
        {error === null && isLoading && jackpotGames.length === 0 && (
          <p className="py-8 text-center text-ink-300">{vi.common.loading}</p>
        )}
        {error === null && !isLoading && jackpotGames.length === 0 && (
          <p className="py-8 text-center text-ink-200">{vi.empty.updating}</p>
        )}
        {error === null && jackpotGames.length > 0 && (
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
            {jackpotGames.map((game) => {
              const image = images.get(game.id);
              return (
                <li
                  key={game.id}
                  aria-label={formatNumber(game.jackpot)}
                  data-testid="jackpot-game"
                  className="relative aspect-square overflow-hidden rounded-xl border border-ink-700 bg-gradient-to-b from-ink-800 to-ink-900"
                >
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
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Modal>
  );
}
