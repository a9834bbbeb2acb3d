import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StarIcon, TrophyIcon } from '../../components/icons';
import { LazyImage } from '../../components/lazy-image';
import { phoneWidth } from '../../lib/device';
import type { GameItem } from '../../lib/lookups';
import { LOTTERY_GAMES, TRANSFER_PAGES } from '../../lib/route-constants';
import { openAuthModal, requireLogin } from '../auth/bridge';
import { useAuth } from '../auth/store';
import { loadFavorites, toggleFavorite, useFavorites } from './favorites';
import { JackpotBadge } from './jackpot';
import { LivePreview } from './live-preview';

/**
 * The section page of a phone-only game (the lottery draws, the house cockfight): on a computer it
 * shows the QR code to continue on a phone, where /game/play could only answer that the game does
 * not open on a computer.
 */
export function phoneOnlyPage(game: Pick<GameItem, 'device' | 'partnerProviderCode' | 'partnerGameId'>): string | null {
  if (game.device !== 'mobile') return null;
  for (const [page, g] of Object.entries(LOTTERY_GAMES))
    if (g.provider === game.partnerProviderCode && g.game === game.partnerGameId) return `/lo-de/${page}`;
  if (game.partnerProviderCode === 'house' && game.partnerGameId === 'cockfight') return '/da-ga';
  return null;
}

/** The /game/play query of product.md section 7 for a catalogue game. */
export function playPath(game: GameItem, category: string, phone = phoneWidth()): string {
  const transfer = TRANSFER_PAGES[game.partnerProviderCode];
  if (transfer) return transfer;
  const section = phone ? null : phoneOnlyPage(game);
  if (section) return section;
  const params = new URLSearchParams({
    partner_provider: game.partnerProviderCode,
    partner_game_type: game.partnerGameId,
    category_name: category,
    device: phone ? 'mobile' : 'desktop',
    orientation: game.orientationType,
  });
  return `/game/play?${params.toString()}`;
}

/**
 * Game card of product.md section 2: thumbnail (with live video over it when streamInfo has groupId
 * and streamId), 'play now' on desktop hover, title, partner name, favourite toggle and jackpot
 * badge. Guests who play or favourite get the login modal.
 */
export function GameCard({
  game,
  category,
  loggedIn,
  eager = false,
  priority = eager,
}: {
  game: GameItem;
  category: string;
  loggedIn: boolean;
  eager?: boolean;
  /** The lobby's largest paint: its picture is fetched first (decision 116). */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useAuth((s) => s.user?.id ?? null);
  const favourite = useFavorites((s) => userId !== null && s.owner === userId && s.uuids.has(game.uuid));
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (userId !== null) void loadFavorites(userId);
  }, [userId]);
  const stream = game.streamInfo?.groupId && game.streamInfo?.streamId ? game.streamInfo : null;
  const live = stream !== null;

  const play = () => {
    const to = playPath(game, category);
    // A guest gets the login modal and, once logged in, the game.
    if (!loggedIn) return void requireLogin(to);
    navigate(to);
  };

  const toggleFavourite = async () => {
    if (!loggedIn) return openAuthModal(0);
    if (busy) return;
    setBusy(true);
    await toggleFavorite(game, !favourite);
    setBusy(false);
  };

  return (
    <article className="group relative">
      <div className="relative aspect-square overflow-hidden rounded-xl border border-ink-700 bg-ink-800">
        <LazyImage
          src={game.image}
          alt={game.title}
          width={300}
          height={300}
          eager={eager}
          priority={priority}
          className="size-full object-cover transition duration-300 group-hover:scale-105"
        />
        {stream && <LivePreview stream={stream} />}
        {/* The whole picture opens the game (phones have no hover 'play now'); the title button
            below is the one keyboard and screen-reader users reach. */}
        <button
          type="button"
          onClick={play}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="game-card-picture"
          className="absolute inset-0 cursor-pointer"
        />
        {game.jackpot !== null && game.jackpot > 0 && (
          <JackpotBadge gameId={game.id} amount={game.jackpot} icon={<TrophyIcon size={12} />} />
        )}
        {live && (
          <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-md bg-rose-700 px-1.5 py-0.5 text-[0.6875rem] font-bold uppercase text-white">
            <span aria-hidden="true" className="size-1.5 animate-pulse-brief rounded-full bg-white" />
            {t('lobby.live')}
          </span>
        )}
        {game.tournament && (
          <span
            data-testid="tournament-badge"
            title={t('lobby.tournamentTitle', { title: game.tournament.title })}
            className={`pointer-events-none absolute left-2 ${(game.jackpot ?? 0) > 0 || live ? 'top-9' : 'top-2'} inline-flex items-center gap-1 rounded-md bg-gradient-to-b from-brand-400 to-brand-600 px-1.5 py-0.5 text-[0.6875rem] font-bold text-ink-950 shadow`}
          >
            <TrophyIcon size={12} />
            {t('lobby.tournament')}
            <span className="sr-only">: {game.tournament.title}</span>
          </span>
        )}
        <div className="pointer-events-none absolute inset-0 hidden items-center justify-center bg-ink-950/60 opacity-0 transition group-hover:opacity-100 md:flex">
          <button type="button" onClick={play} className="btn btn-primary btn-sm pointer-events-auto">
            {t('common.playNow')}
          </button>
        </div>
        <button
          type="button"
          onClick={toggleFavourite}
          aria-pressed={favourite}
          disabled={busy}
          aria-label={`${t('lobby.favourite')}: ${game.title}`}
          className={`absolute right-2 top-2 grid size-8 place-items-center rounded-full bg-ink-950/70 ${
            favourite ? 'text-brand-400' : 'text-ink-200'
          }`}
        >
          <StarIcon size={16} fill={favourite ? 'currentColor' : 'none'} />
        </button>
      </div>
      <button type="button" onClick={play} className="mt-2 block w-full text-left">
        <h3 className="truncate text-sm font-bold text-white">{game.title}</h3>
        <p className="truncate text-xs text-ink-300">{game.partnerName}</p>
      </button>
    </article>
  );
}
