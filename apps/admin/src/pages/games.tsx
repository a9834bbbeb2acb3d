import type { TStaffGame, TStaffProvider } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../components/data-table';
import { PromptModal } from '../components/modal';
import { t } from '../i18n';
import { get, post, put } from '../lib/api';
import { dateTime } from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';
import { GameNamesCard, RenameGameDialog } from './game-names';

const gameCol = createColumnHelper<TStaffGame>();
const providerCol = createColumnHelper<TStaffProvider>();

/** Reads a picked file as a data: URL for the upload call (the server checks the bytes). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(new Error(t('games.cannotReadTheFile')));
    r.readAsDataURL(file);
  });
}

/**
 * Games and providers: the catalogue as the lobbies show it (hidden games included), with the
 * switches, order, hot/new flags and pictures; providers (superadmin) with their switch and key.
 */
export function GamesPage() {
  const { staff } = useSession();
  const games = useLoad(() => get<TStaffGame[]>('/games'), []);
  const [message, setMessage] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<TStaffGame | null>(null);
  const act = async (fn: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await fn();
      setMessage(done);
      await games.reload();
    } catch (err) {
      setMessage(err instanceof Error ? err.message : t('games.somethingWentWrong'));
    }
  };
  const update = (g: TStaffGame, body: Record<string, unknown>, done: string) =>
    act(() => put(`/games/${g.id}`, body), done);
  const columns = [
    gameCol.accessor('image', {
      header: t('games.image'),
      enableSorting: false,
      cell: (c) => <img src={c.getValue()} alt="" className="h-10 w-16 rounded object-cover" />,
    }),
    gameCol.accessor('title', {
      header: t('games.game'),
      // the category list wraps, so the table fits a 1024 px screen
      meta: { wrap: true },
      cell: (c) => (
        <span className="block min-w-[12rem]">
          {c.getValue()}
          {/* only where it differs: many games keep their name in English (Tài Xỉu, PP Speed Baccarat) */}
          {c.row.original.titleEn && c.row.original.titleEn !== c.getValue() && (
            <span className="block text-xs text-slate-600" lang="en">
              {t('games.inEnglish', { name: c.row.original.titleEn })}
            </span>
          )}
          <span className="block text-xs text-slate-500">
            {c.row.original.partnerName} · {c.row.original.categories.join(', ')}
          </span>
          <button
            type="button"
            className="text-xs text-sky-700 underline"
            aria-label={t('games.renameOf', { title: c.row.original.title })}
            onClick={() => setRenaming(c.row.original)}
          >
            {t('games.rename')}
          </button>
        </span>
      ),
    }),
    gameCol.accessor('providerEnabled', {
      header: t('games.provider'),
      cell: (c) => (
        <span className={c.getValue() ? 'text-emerald-700' : 'text-rose-600'}>
          {c.row.original.providerCode} · {c.getValue() ? t('games.on2') : t('games.off2')}
        </span>
      ),
    }),
    gameCol.accessor('enabled', {
      header: t('games.shown3'),
      meta: { wrap: true },
      cell: (c) => (
        <label className="inline-flex items-center gap-1">
          <input
            type="checkbox"
            checked={c.getValue()}
            aria-label={t('games.show', { title: c.row.original.title })}
            onChange={(e) =>
              void update(
                c.row.original,
                { enabled: e.target.checked },
                `${e.target.checked ? t('games.shown2') : t('games.hidden')} ${c.row.original.title}`,
              )
            }
          />
          {c.getValue() && !c.row.original.providerEnabled && (
            <span className="w-20 text-xs text-amber-600">{t('games.hiddenBecauseTheProvider')}</span>
          )}
        </label>
      ),
    }),
    gameCol.accessor('isHot', {
      header: 'Hot',
      cell: (c) => (
        <input
          type="checkbox"
          checked={c.getValue()}
          aria-label={`Hot ${c.row.original.title}`}
          onChange={(e) =>
            void update(
              c.row.original,
              { isHot: e.target.checked },
              t('games.updated', { title: c.row.original.title }),
            )
          }
        />
      ),
    }),
    gameCol.accessor('isNew', {
      header: t('games.new2'),
      cell: (c) => (
        <input
          type="checkbox"
          checked={c.getValue()}
          aria-label={t('games.new', { title: c.row.original.title })}
          onChange={(e) =>
            void update(
              c.row.original,
              { isNew: e.target.checked },
              t('games.updated', { title: c.row.original.title }),
            )
          }
        />
      ),
    }),
    gameCol.accessor('sortOrder', {
      header: t('games.order2'),
      cell: (c) => (
        <input
          type="number"
          min={0}
          max={100000}
          defaultValue={c.getValue()}
          aria-label={t('games.order', { title: c.row.original.title })}
          className="input w-20"
          onBlur={(e) => {
            const v = Number(e.target.value);
            if (v !== c.getValue())
              void update(c.row.original, { sortOrder: v }, t('games.orderOfChanged', { title: c.row.original.title }));
          }}
        />
      ),
    }),
    gameCol.display({
      id: 'upload',
      header: t('games.changeImage'),
      cell: (c) => (
        <label className="btn-ghost">
          {t('games.uploadImage2')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            aria-label={t('games.uploadImage', { title: c.row.original.title })}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              await act(
                async () => post(`/games/${c.row.original.id}/image`, { image: await readAsDataUrl(file) }),
                t('games.imageOfReplaced', { title: c.row.original.title }),
              );
            }}
          />
        </label>
      ),
    }),
  ];
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold">{t('games.gamesProviders')}</h1>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {can(staff) && <ProvidersCard onChanged={() => void games.reload()} />}
      <GameNamesCard />
      <div className="space-y-2">
        <h2 className="font-semibold">{t('games.game')}</h2>
        <p className="text-sm text-slate-500">{t('games.theLobbyShowsOnly')}</p>
        {games.error && <p className="error">{games.error}</p>}
        <DataTable label={t('games.game')} data={games.data ?? []} columns={columns} />
      </div>
      {renaming && (
        <RenameGameDialog
          game={renaming}
          onClose={() => setRenaming(null)}
          onSaved={async (done) => {
            setMessage(done);
            await games.reload();
          }}
        />
      )}
    </section>
  );
}

function ProvidersCard({ onChanged }: { onChanged: () => void }) {
  const { data, error, reload } = useLoad(() => get<TStaffProvider[]>('/providers'), []);
  const [keyFor, setKeyFor] = useState<TStaffProvider | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const toggle = async (p: TStaffProvider) => {
    setMessage(null);
    try {
      await put(`/providers/${p.code}`, { enabled: !p.enabled });
      await reload();
      onChanged();
    } catch (err) {
      setMessage(err instanceof Error ? err.message : t('games.error'));
    }
  };
  const columns = [
    providerCol.accessor('name', {
      header: t('games.provider'),
      cell: (c) => (
        <>
          {c.getValue()} ({c.row.original.code}){/* below 1280 px the update time moves here from its own column */}
          <span className="block text-xs text-slate-500 xl:hidden">
            {t('games.update')} {dateTime(c.row.original.updatedAt)}
          </span>
        </>
      ),
    }),
    providerCol.accessor('enabled', {
      header: t('games.status'),
      cell: (c) => (
        <button
          type="button"
          className={c.getValue() ? 'btn-ghost' : 'btn-primary'}
          onClick={() => void toggle(c.row.original)}
          aria-label={`${c.getValue() ? t('games.off') : t('games.on')} ${c.row.original.name}`}
        >
          {c.getValue() ? t('games.onTurnOff') : t('games.offTurnOn')}
        </button>
      ),
    }),
    providerCol.accessor('games', {
      header: t('games.game'),
      cell: (c) => t('games.shown', { shownGames: c.row.original.shownGames, getValue: c.getValue() }),
    }),
    providerCol.accessor('keyChangedAt', {
      header: t('games.disable'),
      enableSorting: false,
      meta: { wrap: true },
      cell: (c) => {
        const p = c.row.original;
        const set = p.signAlg === 'rsa-sha256' ? p.publicKeySet : p.secretSet;
        return (
          <div className="flex min-w-[14rem] flex-wrap items-start justify-between gap-2">
            <span className="text-xs">
              {set ? (p.signAlg === 'rsa-sha256' ? t('games.setRsaPublicKey') : t('games.setHmac')) : t('games.notSet')}
              <br />
              <span className="text-slate-500">
                {p.keyChangedAt
                  ? t('games.changedAtBy', {
                      keyChangedAt: dateTime(p.keyChangedAt),
                      keyChangedBy: p.keyChangedBy ?? '—',
                    })
                  : t('games.generatedByTheSystem')}
              </span>
            </span>
            {['house', 'lottery', 'sports'].includes(p.code) ? (
              <span className="text-xs text-slate-500">{t('games.keyManagedByThe')}</span>
            ) : (
              <button type="button" className="btn-ghost" onClick={() => setKeyFor(p)}>
                {t('games.setANewKey')}
              </button>
            )}
          </div>
        );
      },
    }),
    providerCol.accessor('updatedAt', {
      header: t('games.update'),
      meta: { className: 'hidden xl:table-cell' },
      cell: (c) => dateTime(c.getValue()),
    }),
  ];
  return (
    <div className="space-y-2">
      <h2 className="font-semibold">{t('games.provider')}</h2>
      <p className="text-sm text-slate-500">{t('games.turningAProviderOff')}</p>
      {(error || message) && <p className="error">{error ?? message}</p>}
      <DataTable label={t('games.provider')} data={data ?? []} columns={columns} filter={false} />
      {keyFor && (
        <PromptModal
          title={t('games.newSecretKeyFor', { name: keyFor.name })}
          label={t('games.hmacKeyAtLeast')}
          confirm={t('games.saveKey')}
          minLength={24}
          onClose={() => setKeyFor(null)}
          onSubmit={async (secret) => {
            await put(`/providers/${keyFor.code}`, { secret });
            await reload();
          }}
        />
      )}
    </div>
  );
}
