import type { TStaffVipRule, TVipLevel, TVipRule, TVipTexts } from '@app/contract';
import { ZStaffVipRuleInputSchema } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../components/data-table';
import { EditableRows } from '../components/editable-rows';
import { DraftActions, DraftPanel, usePublish, useRulePreview } from '../components/rule-draft';
import { t as tx } from '../i18n';
import { get, post, put } from '../lib/api';
import { dateTime, intlLocale } from '../lib/format';
import { useLoad } from '../lib/use-load';

const col = createColumnHelper<TStaffVipRule>();
const STATUS: Record<string, string> = {
  draft: tx('vip.draft'),
  published: tx('vip.inForce'),
  retired: tx('vip.superseded'),
};

const level = (code: string, name: string, minPoints: number, over: Partial<TVipLevel> = {}): TVipLevel => ({
  code,
  name,
  minPoints,
  levelUpBonus: 0,
  weeklyBonus: 0,
  refundExtraPercent: 0,
  withdrawalDailyLimit: null,
  birthdayBonus: 0,
  withdrawalPriority: false,
  ...over,
});

/** A starting ladder for the first draft: five levels, points from every game at full weight. */
function defaultRule(): TVipRule {
  return {
    pointValue: 10_000,
    periodDays: 30,
    defaultPercent: 100,
    weights: [{ section: 'the-thao', percent: 50 }],
    levels: [
      level('dong', tx('vip.bronze'), 0, { withdrawalDailyLimit: 50_000_000 }),
      level('bac', tx('vip.silver'), 1_000, { levelUpBonus: 50_000, refundExtraPercent: 0.05 }),
      level('vang', tx('vip.gold'), 5_000, { levelUpBonus: 200_000, weeklyBonus: 50_000, refundExtraPercent: 0.1 }),
      level('bach-kim', tx('vip.platinum'), 20_000, {
        levelUpBonus: 1_000_000,
        weeklyBonus: 200_000,
        refundExtraPercent: 0.2,
        birthdayBonus: 500_000,
      }),
      level('kim-cuong', tx('vip.diamond'), 100_000, {
        levelUpBonus: 5_000_000,
        weeklyBonus: 1_000_000,
        refundExtraPercent: 0.3,
        birthdayBonus: 2_000_000,
        withdrawalPriority: true,
      }),
    ],
  };
}

/** VIP ladder: drafts staff write, preview (the texts the server generates) and publish, audited. */
export function VipPage() {
  const { data, error, reload } = useLoad(() => get<TStaffVipRule[]>('/vip/rules'), []);
  const [editing, setEditing] = useState<{ id: number | null; rule: TVipRule } | null>(null);
  const { publish, failure } = usePublish(reload);
  const current = data?.find((r) => r.status === 'published');
  const columns = [
    col.accessor('id', { header: tx('vip.version'), cell: (c) => `#${c.getValue()}` }),
    col.accessor('status', { header: tx('vip.status'), cell: (c) => STATUS[c.getValue()] ?? c.getValue() }),
    col.display({
      id: 'levels',
      header: tx('vip.levels'),
      cell: (c) => c.row.original.rule.levels.map((l) => l.name).join(' → '),
    }),
    col.display({
      id: 'points',
      header: tx('vip.points'),
      cell: (c) =>
        tx('vip.n1PointDays', {
          toLocaleString: c.row.original.rule.pointValue.toLocaleString(intlLocale()),
          periodDays: c.row.original.rule.periodDays,
        }),
    }),
    col.accessor('publishedAt', {
      header: tx('vip.publish'),
      cell: (c) => (c.getValue() ? dateTime(c.getValue()!) : '—'),
    }),
    col.display({
      id: 'actions',
      header: '',
      cell: (c) => (
        <DraftActions
          draft={c.row.original.status === 'draft'}
          onEdit={() => setEditing({ id: c.row.original.id, rule: c.row.original.rule })}
          onPublish={() => void publish(`/vip/rules/${c.row.original.id}/publish`)}
        />
      ),
    }),
  ];
  return (
    <section className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">VIP</h1>
        <button
          type="button"
          className="btn-primary"
          onClick={() => setEditing({ id: null, rule: current?.rule ?? defaultRule() })}
        >
          {tx('vip.newDraft')}
        </button>
      </div>
      <p className="text-sm text-slate-600">{tx('vip.publishingADraftReplaces')}</p>
      {error && <p className="error">{error}</p>}
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      {editing && (
        <VipRuleForm
          id={editing.id}
          initial={editing.rule}
          onClose={async () => {
            setEditing(null);
            await reload();
          }}
        />
      )}
      <DataTable label={tx('vip.vipRules')} data={data ?? []} columns={columns} />
    </section>
  );
}

const num = (v: string) => (v.trim() === '' ? 0 : Number(v));

/** A draft's form; the texts on the right are the server's preview of exactly this rule. */
function VipRuleForm({ id, initial, onClose }: { id: number | null; initial: TVipRule; onClose: () => Promise<void> }) {
  const [rule, setRule] = useState<TVipRule>(initial);
  const [weights, setWeights] = useState(initial.weights.map((w) => `${w.section}:${w.percent}`).join(', '));
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const full: TVipRule = {
    ...rule,
    weights: weights
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const [section = '', percent = ''] = s.split(':');
        return { section: section.trim(), percent: num(percent) };
      }),
  };
  const parsed = ZStaffVipRuleInputSchema.safeParse({ rule: full });
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const heading = id ? tx('vip.editDraft', { id }) : tx('vip.newVipDraft');

  const texts = useRulePreview<TVipTexts>('/vip/rules/preview', full);

  const set = <K extends keyof TVipRule>(k: K, v: TVipRule[K]) => setRule({ ...rule, [k]: v });
  const save = async () => {
    setTried(true);
    if (!parsed.success) return;
    setError(null);
    try {
      if (id) await put(`/vip/rules/${id}`, { rule: full });
      else await post('/vip/rules', { rule: full });
      await onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : tx('vip.error'));
    }
  };

  return (
    <DraftPanel
      heading={heading}
      gridClass="grid min-w-0 gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      preview={texts && <VipPreview texts={texts} />}
      problems={problems}
      tried={tried}
      error={error}
      saveLabel={id ? tx('vip.saveDraft') : tx('vip.createDraft')}
      onSave={() => void save()}
      onClose={() => void onClose()}
    >
      <div className="grid gap-2 sm:grid-cols-3">
        <label className="block">
          <span className="label">{tx('vip.stakeFor1Point')}</span>
          <input
            type="number"
            className="input"
            value={rule.pointValue}
            onChange={(e) => set('pointValue', num(e.target.value))}
          />
        </label>
        <label className="block">
          <span className="label">{tx('vip.pointsCountedOverDays')}</span>
          <input
            type="number"
            className="input"
            value={rule.periodDays}
            onChange={(e) => set('periodDays', num(e.target.value))}
          />
        </label>
        <label className="block">
          <span className="label">{tx('vip.defaultRate')}</span>
          <input
            type="number"
            className="input"
            value={rule.defaultPercent}
            onChange={(e) => set('defaultPercent', num(e.target.value))}
          />
        </label>
      </div>
      <label className="block">
        <span className="label">{tx('vip.rateByLobbyCode')}</span>
        <input className="input font-mono" value={weights} onChange={(e) => setWeights(e.target.value)} />
      </label>
      <EditableRows
        legend={tx('vip.levelsLowestToHighest')}
        rows={rule.levels}
        onChange={(levels) => set('levels', levels)}
        gridClass="grid min-w-[71rem] grid-cols-[6.5rem_7rem_7rem_6rem_7rem_7rem_5rem_8rem_7rem_4.5rem_auto] gap-1"
        titles={[
          tx('vip.code'),
          tx('vip.name'),
          tx('vip.nameEn'),
          tx('vip.pointsNeeded'),
          tx('vip.levelUpBonus'),
          tx('vip.weeklyBonus'),
          tx('vip.extraRebate2'),
          tx('vip.withdrawalLimitDay'),
          tx('vip.birthdayBonus'),
          tx('vip.withdrawalPriority'),
        ]}
        rowKey={(l, i) => `${i}-${l.code}`}
        fields={(l, setLevel) => (
          <>
            <input
              aria-label={tx('vip.levelCode')}
              className="input font-mono"
              value={l.code}
              onChange={(e) => setLevel({ code: e.target.value })}
            />
            <input
              aria-label={tx('vip.levelName')}
              className="input"
              value={l.name}
              onChange={(e) => setLevel({ name: e.target.value })}
            />
            <input
              aria-label={tx('vip.levelNameEn')}
              className="input"
              lang="en"
              value={l.nameEn ?? ''}
              onChange={(e) => setLevel({ nameEn: e.target.value })}
            />
            <input
              aria-label={tx('vip.pointsNeeded')}
              type="number"
              className="input"
              value={l.minPoints}
              onChange={(e) => setLevel({ minPoints: num(e.target.value) })}
            />
            <input
              aria-label={tx('vip.levelUpBonus')}
              type="number"
              className="input"
              value={l.levelUpBonus}
              onChange={(e) => setLevel({ levelUpBonus: num(e.target.value) })}
            />
            <input
              aria-label={tx('vip.weeklyBonus')}
              type="number"
              className="input"
              value={l.weeklyBonus}
              onChange={(e) => setLevel({ weeklyBonus: num(e.target.value) })}
            />
            <input
              aria-label={tx('vip.extraRebate')}
              type="number"
              step="0.01"
              className="input"
              value={l.refundExtraPercent}
              onChange={(e) => setLevel({ refundExtraPercent: num(e.target.value) })}
            />
            <input
              aria-label={tx('vip.dailyWithdrawalLimit')}
              type="number"
              className="input"
              placeholder={tx('vip.unlimited')}
              value={l.withdrawalDailyLimit ?? ''}
              onChange={(e) => setLevel({ withdrawalDailyLimit: e.target.value === '' ? null : num(e.target.value) })}
            />
            <input
              aria-label={tx('vip.birthdayBonus')}
              type="number"
              className="input"
              value={l.birthdayBonus}
              onChange={(e) => setLevel({ birthdayBonus: num(e.target.value) })}
            />
            <label className="flex items-center justify-center">
              <input
                aria-label={tx('vip.priorityWithdrawalHandling')}
                type="checkbox"
                checked={l.withdrawalPriority}
                onChange={(e) => setLevel({ withdrawalPriority: e.target.checked })}
              />
            </label>
          </>
        )}
        removeLabel={(l) => tx('vip.deleteLevel', { name: l.name })}
        addLabel={tx('vip.addRank')}
        newRow={(levels) =>
          level(
            `hang-${levels.length + 1}`,
            tx('vip.level', { value: levels.length + 1 }),
            (levels.at(-1)?.minPoints ?? 0) * 2 + 1,
          )
        }
      />
    </DraftPanel>
  );
}

function VipPreview({ texts: t }: { texts: TVipTexts }) {
  return (
    <>
      <p>{t.summary}</p>
      <ul className="space-y-1">
        {t.levels.map((l) => (
          <li key={l.code}>
            <strong>{l.name}</strong> ({l.needs}): {l.gives.length ? l.gives.join('; ') : tx('vip.noOwnBenefits')}
          </li>
        ))}
      </ul>
      <ol className="list-decimal space-y-1 pl-5 text-slate-600">
        {t.terms.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ol>
    </>
  );
}
