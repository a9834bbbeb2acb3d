import { type ReactNode, useEffect, useState } from 'react';
import { t } from '../i18n';
import { post } from '../lib/api';

/*
 * What the promotion-rule screens share (tournaments, VIP; decision 155): a list of versions with
 * "Sửa" and "Công bố" on drafts, and a draft's panel whose right column is the server's preview of
 * exactly the rule being edited, so staff read the texts players will read.
 */

/** The server's texts for `rule`, asked again 300 ms after it last changed; null while invalid. */
export function useRulePreview<T>(path: string, rule: unknown): T | null {
  const [texts, setTexts] = useState<T | null>(null);
  const key = JSON.stringify(rule);
  useEffect(() => {
    const timer = setTimeout(() => {
      post<T>(path, { rule: JSON.parse(key) })
        .then(setTexts)
        .catch(() => setTexts(null));
    }, 300);
    return () => clearTimeout(timer);
  }, [path, key]);
  return texts;
}

/** Publishing a draft from the list: the refusal's message stays on screen until the next try. */
export function usePublish(reload: () => Promise<unknown>) {
  const [failure, setFailure] = useState<string | null>(null);
  const publish = async (path: string) => {
    setFailure(null);
    try {
      await post(path);
      await reload();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : t('ruleDraft.error'));
    }
  };
  return { publish, failure };
}

/** The list's action cell: a draft can be edited or published; anything else is read-only. */
export function DraftActions({
  draft,
  onEdit,
  onPublish,
}: {
  draft: boolean;
  onEdit: () => void;
  onPublish: () => void;
}) {
  if (!draft) return null;
  return (
    <span className="flex gap-2">
      <button type="button" className="btn-ghost" onClick={onEdit}>
        {t('ruleDraft.edit')}
      </button>
      <button type="button" className="btn-primary" onClick={onPublish}>
        {t('ruleDraft.publish')}
      </button>
    </span>
  );
}

/**
 * A draft's panel: the form (children) beside "Người chơi sẽ thấy" (the preview), the field
 * problems once staff tried to save, the server's refusal, and cancel / save.
 */
export function DraftPanel({
  heading,
  gridClass,
  preview,
  problems,
  tried,
  error,
  saveLabel,
  onSave,
  onClose,
  children,
}: {
  heading: string;
  gridClass: string;
  /** the generated texts, or null while the rule is invalid */
  preview: ReactNode | null;
  problems: string[];
  tried: boolean;
  error: string | null;
  saveLabel: string;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    // a panel on the page rather than a modal: the rule and its preview need the width
    <section className="card min-w-0 space-y-3" aria-label={heading}>
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">{heading}</h2>
        <button type="button" className="text-slate-500" aria-label={t('ruleDraft.close')} onClick={onClose}>
          ✕
        </button>
      </div>
      <div className={gridClass}>
        <div className="min-w-0 space-y-2">{children}</div>
        <section
          className="space-y-2 rounded border border-slate-200 bg-slate-50 p-3 text-sm"
          aria-label={t('ruleDraft.whatPlayersWillSee')}
        >
          <h2 className="font-semibold">{t('ruleDraft.whatPlayersWillSee')}</h2>
          {preview ?? <p className="text-slate-500">{t('ruleDraft.fixTheFieldsMarked')}</p>}
        </section>
      </div>
      {tried && problems.length > 0 && (
        <ul className="error mt-2 text-sm">
          {problems.slice(0, 4).map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onClose}>
          {t('ruleDraft.void')}
        </button>
        <button type="button" className="btn-primary" onClick={onSave}>
          {saveLabel}
        </button>
      </div>
    </section>
  );
}
