import type { TPlayerLinks } from '@app/contract';
import { Link } from 'react-router';
import { t } from '../i18n';
import { get } from '../lib/api';
import { dateTime, PLAYER_STATUS } from '../lib/format';
import { useLoad } from '../lib/use-load';

/** The player's devices and addresses, and the other accounts seen on them (decision 097). */
export function PlayerLinks({ playerId }: { playerId: number }) {
  const { data } = useLoad(() => get<TPlayerLinks>(`/players/${playerId}/links`), [playerId]);
  if (!data) return null;
  return (
    <div className="card space-y-2 text-sm">
      <h2 className="font-semibold">
        {t('playerLinks.devicesAddresses')}
        {data.openFlags > 0 && (
          <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-800">
            {data.openFlags} {t('playerLinks.openAmlAlert')}
          </span>
        )}
      </h2>
      {data.links.length === 0 && <p className="text-slate-500">{t('playerLinks.noSignInRecorded')}</p>}
      <ul className="space-y-1">
        {data.links.map((l) => (
          <li key={`${l.kind}:${l.value}`} className="break-all">
            <span className="text-slate-500">{l.kind === 'device' ? t('playerLinks.device') : 'IP'}</span> {l.value} ·{' '}
            {dateTime(l.lastSeenAt)}
            {l.accounts.length > 0 ? (
              <>
                {' '}
                {t('playerLinks.sharedWith')}{' '}
                {l.accounts.map((a) => (
                  <Link key={a.id} className="mr-2 text-indigo-700 underline" to={`/admin/nguoi-choi/${a.id}`}>
                    {a.username} ({PLAYER_STATUS[a.status] ?? a.status})
                  </Link>
                ))}
              </>
            ) : (
              t('playerLinks.noOtherAccount')
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
