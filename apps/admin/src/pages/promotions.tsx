import type { TPromotion, TPromotionRule } from '@app/contract';
import { useEffect, useState } from 'react';
import { t as tx } from '../i18n';
import { get, post, put } from '../lib/api';
import { useLoad } from '../lib/use-load';

type StaffPromotion = TPromotion & { enabled: boolean };
/** What the editor works on: a saved promotion, or a new one (no slug yet) of a kind. */
type Draft = { slug: string | null; title: string; rule: TPromotionRule; enabled: boolean };

/** A new promotion's editor starts from these figures; the staff member changes them before saving. */
const NEW_RULES: Record<TPromotionRule['kind'], TPromotionRule> = {
  first_deposit: {
    kind: 'first_deposit',
    percent: 50,
    maxBonus: 1_000_000,
    minDeposit: 100_000,
    turnover: 15,
    validDays: 30,
    weights: { default: 100 },
  },
  refund: { kind: 'refund', ratePercent: 1, sportsRatePercent: null, sportsProviders: [], minOdds: 1.5 },
};
const KIND_LABEL: Record<TPromotionRule['kind'], string> = {
  first_deposit: tx('promotions.firstDepositBonus'),
  refund: tx('promotions.dailyRebate'),
};
type Preview = { title: string; summary: string; terms: string[] };

const FIELD_LABEL: Record<string, string> = {
  percent: tx('promotions.bonusOfTheDeposit'),
  maxBonus: tx('promotions.maximumBonus'),
  minDeposit: tx('promotions.minimumDeposit'),
  turnover: tx('promotions.wageringTimes'),
  validDays: tx('promotions.validForDays'),
  weights: tx('promotions.wageringContributionByProvider'),
  ratePercent: tx('promotions.rebateRate'),
  sportsRatePercent: tx('promotions.sportsRebateRateEmpty'),
  sportsProviders: tx('promotions.sportsProvidersJson'),
  minOdds: tx('promotions.minimumOdds'),
};

/** Promotions: the rule the server enforces, the player's texts previewed from it, pause and resume. */
export function PromotionsPage() {
  const { data, error, reload } = useLoad(() => get<StaffPromotion[]>('/promotions'), []);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const toggle = async (p: StaffPromotion) => {
    setMessage(null);
    try {
      await put(`/promotions/${p.slug}`, { rule: p.rule, enabled: !p.enabled });
      setMessage(
        p.enabled ? tx('promotions.paused2', { title: p.title }) : tx('promotions.runningAgain', { title: p.title }),
      );
      await reload();
    } catch (err) {
      setMessage(err instanceof Error ? err.message : tx('promotions.error'));
    }
  };
  if (editing)
    return (
      <PromotionEditor
        promotion={editing}
        onDone={async () => {
          setEditing(null);
          await reload();
        }}
      />
    );
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{tx('promotions.promotions')}</h1>
        <div className="flex gap-2">
          {(Object.keys(NEW_RULES) as TPromotionRule['kind'][]).map((kind) => (
            <button
              key={kind}
              type="button"
              className="btn-ghost"
              onClick={() => setEditing({ slug: null, title: KIND_LABEL[kind], rule: NEW_RULES[kind], enabled: false })}
            >
              + {KIND_LABEL[kind]}
            </button>
          ))}
        </div>
      </div>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {(data ?? []).map((p) => (
          <article key={p.slug} className="card space-y-2">
            <div className="flex items-start justify-between gap-2">
              <div>
                <h2 className="font-semibold">{p.title}</h2>
                <p className="font-mono text-xs text-slate-500">/khuyen-mai/{p.slug}</p>
              </div>
              <span
                className={`rounded px-2 py-0.5 text-xs ${p.enabled ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
              >
                {p.enabled ? tx('promotions.running') : tx('promotions.pausedDraft')}
              </span>
            </div>
            <p className="text-sm">{p.summary}</p>
            <ul className="list-disc pl-5 text-xs text-slate-600">
              {p.terms.slice(0, 4).map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
            <div className="flex gap-2">
              <button
                type="button"
                className="btn-primary"
                onClick={() => setEditing({ slug: p.slug, title: p.title, rule: p.rule, enabled: p.enabled })}
              >
                {tx('promotions.editRules2')}
              </button>
              <button type="button" className="btn-ghost" onClick={() => void toggle(p)}>
                {p.enabled ? tx('promotions.paused') : tx('promotions.runAgain')}
              </button>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}

function PromotionEditor({ promotion, onDone }: { promotion: Draft; onDone: () => Promise<void> }) {
  const creating = promotion.slug === null;
  const [slug, setSlug] = useState('');
  const [enabled, setEnabled] = useState(promotion.enabled);
  const [fields, setFields] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.entries(promotion.rule)
        .filter(([k]) => k !== 'kind')
        .map(([k, v]) => [k, typeof v === 'number' ? String(v) : JSON.stringify(v)]),
    ),
  );
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rule = (): TPromotionRule => {
    const out: Record<string, unknown> = { kind: promotion.rule.kind };
    for (const [k, v] of Object.entries(fields)) {
      const original = (promotion.rule as Record<string, unknown>)[k];
      out[k] = typeof original === 'number' ? Number(v) : v.trim() === '' ? null : JSON.parse(v);
    }
    return out as TPromotionRule;
  };
  // the player's texts, generated by the server from the rule as typed
  useEffect(() => {
    const timer = setTimeout(async () => {
      try {
        setPreview(await post<Preview>('/promotions/preview', { rule: rule() }));
        setError(null);
      } catch (err) {
        setPreview(null);
        setError(
          err instanceof SyntaxError
            ? tx('promotions.invalidJson')
            : err instanceof Error
              ? err.message
              : tx('promotions.error'),
        );
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [fields]);
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">
        {creating
          ? tx('promotions.createPromotion2', { title: promotion.title })
          : tx('promotions.editRules', { title: promotion.title })}
      </h1>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <form className="card space-y-3" onSubmit={(e) => e.preventDefault()} noValidate>
          {creating && (
            <>
              <label className="block">
                <span className="label">{tx('promotions.pathKhuyenMai')}</span>
                <input
                  className="input font-mono"
                  value={slug}
                  placeholder="vd. nap-dau-30"
                  onChange={(e) => setSlug(e.target.value.trim())}
                />
              </label>
              <label className="inline-flex items-center gap-1 text-sm">
                <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />{' '}
                {tx('promotions.runNowUncheckedSave')}
              </label>
            </>
          )}
          {Object.entries(fields).map(([k, v]) => (
            <label key={k} className="block">
              <span className="label">{FIELD_LABEL[k] ?? k}</span>
              <input
                className={`input ${typeof (promotion.rule as Record<string, unknown>)[k] === 'number' ? '' : 'font-mono'}`}
                value={v}
                onChange={(e) => setFields({ ...fields, [k]: e.target.value })}
              />
            </label>
          ))}
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <button
              type="button"
              className="btn-primary"
              disabled={!preview}
              onClick={async () => {
                try {
                  if (creating) await post('/promotions', { slug, rule: rule(), enabled });
                  else await put(`/promotions/${promotion.slug}`, { rule: rule(), enabled: promotion.enabled });
                  await onDone();
                } catch (err) {
                  setError(err instanceof Error ? err.message : tx('promotions.error'));
                }
              }}
            >
              {creating ? tx('promotions.createPromotion') : tx('promotions.saveRules')}
            </button>
            <button type="button" className="btn-ghost" onClick={() => void onDone()}>
              {tx('promotions.back')}
            </button>
          </div>
        </form>
        <section className="card space-y-2" aria-label={tx('promotions.whatPlayersWillSee')}>
          <h2 className="font-semibold">{tx('promotions.whatPlayersWillSee')}</h2>
          {preview ? (
            <>
              <p className="text-lg font-semibold">{preview.title}</p>
              <p className="text-sm">{preview.summary}</p>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {preview.terms.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-sm text-slate-500">{tx('promotions.fixTheInvalidValues')}</p>
          )}
        </section>
      </div>
    </section>
  );
}
