import { useCallback, useEffect, useState } from 'react';
import { formatJackpotShort, formatNumber } from '../features/site/format';
import { vi } from '../i18n/vi';
import { api } from '../lib/api';
import { CloseIcon, TrophyIcon } from './icons';
import { Modal, type ModalComponentProps } from './modal';

interface JackpotGame {
  id: string | number;
  jackpot: number | string;
  image?: string;
}

type State = { status: 'loading' } | { status: 'ok'; games: JackpotGame[] } | { status: 'error' };

/** GET /api/game/explode-jackpot: entries without an id are dropped (spec section 7). */
export async function fetchJackpotGames(): Promise<JackpotGame[]> {
  const { data } = await api<{ games?: JackpotGame[] }>('/api/game/explode-jackpot');
  return (data.games ?? []).filter((g) => g.id !== undefined && g.id !== null && g.id !== '');
}

/** The jackpot popup (modal id jackpotPopup): logo, close button, grid of games without titles. */
export default function JackpotPopup({ close }: ModalComponentProps<'jackpotPopup'>) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    fetchJackpotGames()
      .then((games) => setState({ status: 'ok', games }))
      .catch(() => setState({ status: 'error' }));
  }, []);
  useEffect(load, []);

  return (
    <Modal
      title={vi.floating.jackpotTitle}
      onClose={close}
      size="lg"
      header={
        <div
          className="flex items-center justify-between border-b border-ink-700 px-5 py-4"
          data-testid="jackpot-popup"
        >
          <span className="flex items-center gap-3">
            <span className="grid size-10 place-items-center rounded-full bg-gradient-to-b from-brand-300 to-brand-600 text-ink-950">
              <TrophyIcon size={22} />
            </span>
            <span aria-hidden="true" className="text-lg font-bold text-white">
              {vi.floating.jackpotTitle}
            </span>
          </span>
          <button
            type="button"
            onClick={close}
            aria-label={vi.common.close}
            className="grid size-9 place-items-center rounded-full bg-ink-800 hover:bg-ink-700"
          >
            <CloseIcon size={18} />
          </button>
        </div>
      }
    >
      <div className="p-5">
        {state.status === 'error' && (
          <p role="alert" className="py-8 text-center text-ink-200">
            {vi.empty.loadFailed}
          </p>
        )}
        {state.status === 'loading' && <p className="py-8 text-center text-ink-300">{vi.common.loading}</p>}
        {state.status === 'ok' && state.games.length === 0 && (
          <p className="py-8 text-center text-ink-200">{vi.empty.updating}</p>
        )}
        {state.status === 'ok' && state.games.length > 0 && (
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
            {state.games.map((game) => (
              <li
                key={game.id}
                aria-label={formatNumber(game.jackpot)}
                className="relative aspect-square overflow-hidden rounded-xl border border-ink-700 bg-gradient-to-b from-ink-800 to-ink-900"
              >
                {game.image ? (
                  <img src={game.image} alt="" loading="lazy" className="size-full object-cover" />
                ) : (
                  <div className="flex size-full items-center justify-center text-brand-300">
                    <TrophyIcon size={28} />
                  </div>
                )}
                <span className="absolute inset-x-1 bottom-1 rounded-md bg-ink-950/85 py-0.5 text-center text-xs font-bold text-brand-300">
                  {formatJackpotShort(game.jackpot)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
