import type { TStaffGame, TStaffGameName } from '@app/contract';
import { useState } from 'react';
import { DialogActions, Modal } from '../components/modal';
import { t } from '../i18n';
import { get, put } from '../lib/api';
import { useLoad } from '../lib/use-load';

/*
 * The names players read in the lobbies, in Vietnamese and English (decisions 170, 177): a game's
 * title, and the names of the lobbies (studios) and categories. The English is optional; the
 * English site shows the Vietnamese where staff wrote none.
 */

/** A game's names in both languages, saved together in one audited change. */
export function RenameGameDialog({
  game,
  onClose,
  onSaved,
}: {
  game: TStaffGame;
  onClose: () => void;
  onSaved: (message: string) => Promise<void>;
}) {
  const [title, setTitle] = useState(game.title);
  const [titleEn, setTitleEn] = useState(game.titleEn ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={t('games.renameGame', { title: game.title })} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          setError(null);
          try {
            await put(`/games/${game.id}`, { title, titleEn });
            await onSaved(t('games.renamed', { title }));
            onClose();
          } catch (err) {
            setError(err instanceof Error ? err.message : t('games.somethingWentWrong'));
          } finally {
            setBusy(false);
          }
        }}
      >
        <label className="block">
          <span className="label">{t('games.nameVi')}</span>
          <input className="input" value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label className="block">
          <span className="label">{t('contentFields.englishOptional')}</span>
          <input className="input" lang="en" value={titleEn} onChange={(e) => setTitleEn(e.target.value)} />
        </label>
        <DialogActions error={error} busy={busy} onClose={onClose} submit={t('games.save')} />
      </form>
    </Modal>
  );
}

/** The lobbies' and categories' names, each row saved on its own. */
export function GameNamesCard() {
  const { data, error, reload } = useLoad(() => get<TStaffGameName[]>('/game-names'), []);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <details className="card space-y-2">
      <summary className="cursor-pointer font-semibold">{t('games.namesHeading')}</summary>
      <p className="text-sm text-slate-500">{t('games.namesHint')}</p>
      {(error || message) && (
        <p className={error ? 'error' : 'text-sm'} role="status">
          {error ?? message}
        </p>
      )}
      {/* a phone reads each name as a small form: the code, both names under their labels, save */}
      <div className="overflow-x-auto">
        <table className="w-full text-sm max-sm:block">
          <thead className="max-sm:hidden">
            <tr className="text-left text-slate-500">
              <th className="p-1">{t('games.code')}</th>
              <th className="p-1">{t('games.nameVi')}</th>
              <th className="p-1">{t('games.nameEn')}</th>
              <th className="p-1" />
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {(data ?? []).map((n) => (
              <NameRow
                key={`${n.kind}:${n.code}:${n.name}:${n.nameEn ?? ''}`}
                row={n}
                onSaved={async (m) => {
                  setMessage(m);
                  await reload();
                }}
                onError={setMessage}
              />
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function NameRow({
  row,
  onSaved,
  onError,
}: {
  row: TStaffGameName;
  onSaved: (message: string) => Promise<void>;
  onError: (message: string) => void;
}) {
  const [name, setName] = useState(row.name);
  const [nameEn, setNameEn] = useState(row.nameEn ?? '');
  const changed = name !== row.name || nameEn !== (row.nameEn ?? '');
  return (
    <tr className="border-t border-slate-100 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-2 max-sm:py-2">
      <td className="p-1 text-xs text-slate-500 max-sm:col-start-1 max-sm:row-start-1">
        {row.kind === 'partner' ? t('games.lobby') : t('games.category')}
        <span className="block font-mono">{row.code}</span>
      </td>
      <td className="p-1 max-sm:col-span-2">
        <span className="label sm:hidden" aria-hidden="true">
          {t('games.nameVi')}
        </span>
        <input
          className="input"
          aria-label={t('games.nameOf', { code: row.code })}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </td>
      <td className="p-1 max-sm:col-span-2">
        <span className="label sm:hidden" aria-hidden="true">
          {t('games.nameEn')}
        </span>
        <input
          className="input"
          lang="en"
          aria-label={t('games.nameEnOf', { code: row.code })}
          value={nameEn}
          onChange={(e) => setNameEn(e.target.value)}
        />
      </td>
      <td className="p-1 max-sm:col-start-2 max-sm:row-start-1">
        <button
          type="button"
          className="btn-ghost"
          disabled={!changed}
          aria-label={t('games.saveOf', { code: row.code })}
          onClick={async () => {
            try {
              await put(`/game-names/${row.kind}/${row.code}`, { name, nameEn });
              await onSaved(t('games.namesSaved', { code: row.code }));
            } catch (err) {
              onError(err instanceof Error ? err.message : t('games.somethingWentWrong'));
            }
          }}
        >
          {t('games.save')}
        </button>
      </td>
    </tr>
  );
}
