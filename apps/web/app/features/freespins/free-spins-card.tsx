import type { TFreeRoundGrant } from '@app/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCopy } from '../../i18n/copy';
import { api } from '../../lib/api';
import { phoneWidth } from '../../lib/device';
import { useFormat } from '../../lib/format';

/** The slot page of a free round's title (the catalogue's /game/play query, product.md section 7). */
function playPathOf(game: string): string {
  const params = new URLSearchParams({
    partner_provider: 'pp',
    partner_game_type: game,
    category_name: 'slot',
    device: phoneWidth() ? 'mobile' : 'desktop',
    orientation: 'landscape',
  });
  return `/game/play?${params.toString()}`;
}

/**
 * The player's free rounds of a slot (decision 164): each grant with rounds left, where it came
 * from, its stake and expiry and a link to its game; grants used up or expired as history lines.
 * Nothing shows when the player never had any.
 */
export function FreeSpinsCard() {
  const c = useCopy('freespins');
  const { t } = useTranslation();
  const f = useFormat();
  const [grants, setGrants] = useState<TFreeRoundGrant[] | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    api<TFreeRoundGrant[]>('/api/user/free-spins')
      .then((r) => live && setGrants(r.data))
      .catch(() => live && setGrants(null));
    return () => {
      live = false;
    };
  }, []);
  if (grants === undefined) return <p className="text-sm text-ink-300">{c.loading}</p>;
  if (!grants || grants.length === 0) return null;
  const active = grants.filter((g) => g.status === 'active');
  const ended = grants.filter((g) => g.status !== 'active').slice(0, 5);
  const origin = (g: TFreeRoundGrant) =>
    t(g.origin === 'vip' ? 'freespins.from.vip' : 'freespins.from.tournament', { name: g.originName });
  return (
    <section className="card flex flex-col gap-3 p-4" aria-labelledby="free-spins-title" data-testid="free-spins">
      <h2 id="free-spins-title" className="text-sm font-semibold uppercase tracking-wide text-ink-300">
        {c.title}
      </h2>
      {active.map((g) => (
        <article key={g.id} className="flex flex-col gap-1 rounded-lg border border-brand-500/40 p-3">
          <p className="text-lg font-bold text-brand-300" data-testid="free-spins-left">
            {t('freespins.left', { count: g.left })}
          </p>
          <p className="text-sm text-ink-200">{origin(g)}</p>
          <p className="text-sm text-ink-200">{t('freespins.on', { games: g.games.map((x) => x.name).join(', ') })}</p>
          <p className="text-sm text-ink-200">{t('freespins.stake', { stake: f.vnd(g.stake) })}</p>
          <p className="text-xs text-ink-400">{t('freespins.expires', { at: f.dateTime(g.expiresAt) })}</p>
          <div className="flex flex-wrap gap-2 pt-1">
            {g.games.map((x) => (
              <Link key={x.code} to={playPathOf(x.code)} className="btn btn-primary">
                {c.play}: {x.name}
              </Link>
            ))}
          </div>
        </article>
      ))}
      {ended.length > 0 && (
        <div>
          <h3 className="text-xs font-semibold uppercase text-ink-400">{c.history}</h3>
          <ul className="mt-1 space-y-1 text-sm text-ink-300" data-testid="free-spins-history">
            {ended.map((g) => (
              <li key={g.id}>
                {origin(g)}:{' '}
                {g.status === 'used'
                  ? t('freespins.used', { rounds: g.rounds, won: f.vnd(g.won) })
                  : t('freespins.expired', {
                      rounds: g.rounds,
                      used: g.used,
                      at: f.dateTime(g.endedAt ?? g.expiresAt),
                      won: f.vnd(g.won),
                    })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
