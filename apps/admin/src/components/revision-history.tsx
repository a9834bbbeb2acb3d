import { type ReactNode, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { t } from '../i18n';
import { post } from '../lib/api';
import { dateTime } from '../lib/format';

/** What every CMS revision has (info, promotion and event pages, home banners, news). */
export interface RevisionItem {
  id: number;
  createdAt: string;
  createdBy: string | null;
  note: string;
  /** the revision players see */
  published: boolean;
  /** the current draft, where the screen has one (news: the newest revision) */
  draft?: boolean;
}

/**
 * The revision list of a CMS editor: who saved each revision and when, its note, which one
 * players see, and what the editor may do with one (open it in the form or preview it,
 * publish it, restore it as the draft).
 */
export function RevisionHistory<R extends RevisionItem>({
  revisions,
  empty,
  author = '—',
  describe,
  selected,
  onOpen,
  openLabel = t('revisionHistory.openInTheEditor'),
  onPublish,
  onRestore,
}: {
  revisions: R[];
  /** shown when there is none yet: what the site shows then */
  empty: string;
  /** the name shown for a revision nobody signed (seeded) */
  author?: string;
  /** a short summary of the revision after its author (e.g. the number of banners) */
  describe?: (r: R) => string;
  /** the revision being previewed, marked in the list */
  selected?: number | null;
  onOpen?: (r: R) => void;
  openLabel?: string;
  /** offered on every revision players do not see */
  onPublish?: (r: R) => void;
  /** offered on every revision but the current draft */
  onRestore?: (r: R) => void;
}) {
  return (
    <div className="card space-y-2">
      <h2 className="font-semibold">{t('revisionHistory.versions')}</h2>
      {revisions.length === 0 && <p className="text-sm text-slate-500">{empty}</p>}
      <ul className="divide-y divide-slate-100 text-sm" aria-label={t('revisionHistory.versions')}>
        {revisions.map((r) => (
          <li
            key={r.id}
            className={`-mx-2 flex flex-wrap items-center justify-between gap-2 rounded px-2 py-2 ${selected === r.id ? 'bg-indigo-50' : ''}`}
            aria-current={selected === r.id ? 'true' : undefined}
          >
            <span>
              #{r.id} · {dateTime(r.createdAt)} · {r.createdBy ?? author}
              {describe ? ` · ${describe(r)}` : ''}
              {r.note ? ` · ${r.note}` : ''}
              {r.published && (
                <span className="ml-2 rounded bg-emerald-100 px-1.5 text-emerald-800">{t('revisionHistory.live')}</span>
              )}
              {r.draft && !r.published && (
                <span className="ml-2 rounded bg-amber-100 px-1.5 text-amber-800">
                  {t('revisionHistory.currentDraft')}
                </span>
              )}
            </span>
            <span className="flex flex-wrap gap-2">
              {onOpen && (
                <button type="button" className="btn-ghost" onClick={() => onOpen(r)}>
                  {openLabel}
                </button>
              )}
              {onPublish && !r.published && (
                <button type="button" className="btn-ghost" onClick={() => onPublish(r)}>
                  {t('revisionHistory.publishThisVersion')}
                </button>
              )}
              {onRestore && !r.draft && (
                <button type="button" className="btn-ghost" onClick={() => onRestore(r)}>
                  {t('revisionHistory.restoreAsTheDraft')}
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The foot of a CMS editor's form: the revision note, then save-and-publish and save-as-draft,
 * and whatever else the screen offers (take it off the site, go back).
 */
export function PublishBar({
  note,
  onPublish,
  onDraft,
  publishLabel = t('revisionHistory.saveAndPublish'),
  draftLabel = t('revisionHistory.saveDraft'),
  children,
}: {
  /** the form's `register('note')` */
  note: UseFormRegisterReturn;
  onPublish: () => void;
  onDraft: () => void;
  publishLabel?: string;
  draftLabel?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <label className="block">
        <span className="label">{t('revisionHistory.versionNote')}</span>
        <input className="input" {...note} />
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={onPublish}>
          {publishLabel}
        </button>
        <button type="button" className="btn-ghost" onClick={onDraft}>
          {draftLabel}
        </button>
        {children}
      </div>
    </>
  );
}

/** A CMS editor's heading: what is edited, the site path it shows on (once it has one), and the way back. */
export function EditorHeading({
  title,
  path,
  onBack,
}: {
  title: string;
  path?: string | null;
  onBack: () => Promise<void>;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 className="text-xl font-semibold">
        {title}
        {path && (
          <>
            {' '}
            <span className="font-mono text-sm text-slate-500">{path}</span>
          </>
        )}
      </h1>
      <button type="button" className="btn-ghost" onClick={() => void onBack()}>
        {t('revisionHistory.back')}
      </button>
    </div>
  );
}

/** The outcome of the editor's last action. */
export function StatusMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="card text-sm" role="status">
      {message}
    </p>
  );
}

/**
 * An editor's save, restore and publish actions: each clears the last message, runs, shows what
 * it did (or why it failed) and reloads the revision list. `saveRevision` and `publishRevision`
 * are the two every revisioned page has (POST `revisions`, POST `revisions/{id}/publish`).
 */
export function useRevisionActions(reload: () => Promise<unknown>) {
  const [message, setMessage] = useState<string | null>(null);
  const run = async (action: () => Promise<string>) => {
    setMessage(null);
    try {
      setMessage(await action());
      await reload();
    } catch (err) {
      setMessage(err instanceof Error ? err.message : t('revisionHistory.error'));
    }
  };
  /** Saves the form as a new revision at `url`, published or as a draft. */
  const saveRevision = (url: string, values: object, publish: boolean) =>
    run(async () => {
      const saved = await post<{ id: number }>(url, { ...values, publish });
      return publish
        ? t('revisionHistory.versionPublished', { id: saved.id })
        : t('revisionHistory.draftSaved', { id: saved.id });
    });
  /** Publishes an earlier revision (`url`: its publish endpoint). */
  const publishRevision = (url: string, id: number) =>
    run(async () => {
      await post(url);
      return t('revisionHistory.versionPublished', { id });
    });
  return { message, run, saveRevision, publishRevision };
}

/**
 * Starts an editor's form from a revision once the list has loaded — `pick` chooses which
 * (the newest by default) — and only once: later reloads leave the form as the editor has it.
 */
export function useStartFromRevision<R>(
  revisions: R[] | null,
  start: (revision: R) => void,
  pick: (list: R[]) => R | undefined = (list) => list[0],
) {
  const [loaded, setLoaded] = useState(false);
  if (!loaded && revisions) {
    setLoaded(true);
    const first = pick(revisions);
    if (first) start(first);
  }
}
