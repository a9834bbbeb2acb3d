import type { TAgentPlan, TAgentPlanConfig } from '@app/contract';
import { useState } from 'react';
import { t as tx } from '../i18n';
import { get, post, put } from '../lib/api';
import { dateTime, money } from '../lib/format';
import { useLoad } from '../lib/use-load';

const PLAN_STATUS: Record<string, string> = {
  draft: tx('agentPlan.draft'),
  published: tx('agentPlan.inForce'),
  superseded: tx('agentPlan.superseded'),
};

/** Percent with two decimals <-> basis points, so a rate typed as 27.5 is stored as 2,750. */
const pct = (bps: number) => String(bps / 100);
const bps = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);
const whole = (text: string) => Number(text.replace(/[.\s]/g, ''));

/** The month after the current one in Vietnam time: the first a new version usually starts. */
function nextMonth(): string {
  const vn = new Date(Date.now() + 7 * 3600_000);
  return new Date(Date.UTC(vn.getUTCFullYear(), vn.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
}

/**
 * The commission plan editor (docs/agents.md "Plans"): finance edits a draft of the brand's plan
 * for a month, saves it (the terms agents read are written from it, shown before publishing),
 * then publishes it. Every save, publish and discard is audited.
 */
export function AgentPlanPanel() {
  const inForce = useLoad(() => get<TAgentPlan>('/agents/plan'), []);
  const versions = useLoad(() => get<TAgentPlan[]>('/agents/plans'), []);
  const [editing, setEditing] = useState<{ month: string; config: TAgentPlanConfig } | null>(null);
  const [saved, setSaved] = useState<TAgentPlan | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const reload = async () => {
    await Promise.all([inForce.reload(), versions.reload()]);
  };
  const act = async (what: () => Promise<unknown>, done: string) => {
    try {
      await what();
      setMessage(done);
    } catch (err) {
      setMessage(err instanceof Error ? err.message : tx('agentPlan.error'));
    }
    await reload();
  };
  if (inForce.error) return <p className="error">{inForce.error}</p>;
  const plan = inForce.data;
  if (!plan) return null;
  return (
    <section className="card space-y-3" aria-label={tx('agentPlan.commissionPolicy')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{tx('agentPlan.commissionPolicyInForce')}</h2>
        <button
          type="button"
          className="btn-primary"
          onClick={() => {
            setSaved(null);
            setEditing({ month: nextMonth(), config: structuredClone(plan.config) });
          }}
        >
          {tx('agentPlan.draftANewVersion')}
        </button>
      </div>
      <p className="text-xs text-slate-500">
        {tx('agentPlan.fromMonth')} {plan.effectiveMonth}
        {plan.id === null ? tx('agentPlan.default') : ''}
        {plan.brand ? tx('agentPlan.brand', { brand: plan.brand }) : ''}
      </p>
      <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="plan-terms">
        {plan.terms.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      {message && (
        <p className="text-sm" role="status">
          {message}
        </p>
      )}
      {editing && (
        <PlanForm
          value={editing}
          onChange={setEditing}
          onSave={() =>
            act(async () => {
              setSaved(
                await put<TAgentPlan>('/agents/plans/draft', { effectiveMonth: editing.month, config: editing.config }),
              );
            }, tx('agentPlan.draftSavedReviewThe'))
          }
          onCancel={() => setEditing(null)}
        />
      )}
      {saved && (
        <section
          className="rounded border border-amber-300 bg-amber-50 p-3 text-sm"
          aria-label={tx('agentPlan.previewTheDraft')}
        >
          <h3 className="font-semibold">
            {tx('agentPlan.whatAgentsWillRead')} {saved.effectiveMonth})
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {saved.terms.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
      )}
      <VersionsTable
        rows={versions.data ?? []}
        onPublish={(v) =>
          act(
            async () => {
              await post(`/agents/plans/${v.id}/publish`);
              setSaved(null);
              setEditing(null);
            },
            tx('agentPlan.policyFromMonthPublished', { effectiveMonth: v.effectiveMonth }),
          )
        }
        onDiscard={(v) =>
          act(async () => {
            await post(`/agents/plans/${v.id}/discard`);
            setSaved(null);
          }, tx('agentPlan.draftDiscarded'))
        }
      />
    </section>
  );
}

function VersionsTable({
  rows,
  onPublish,
  onDiscard,
}: {
  rows: TAgentPlan[];
  onPublish: (v: TAgentPlan) => void;
  onDiscard: (v: TAgentPlan) => void;
}) {
  if (!rows.length) return <p className="text-sm text-slate-500">{tx('agentPlan.noVersionSavedYet')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm [&_td]:px-2 [&_th]:px-2" aria-label={tx('agentPlan.policyVersions')}>
        <thead>
          <tr className="text-left text-slate-500">
            <th>{tx('agentPlan.fromMonth')}</th>
            <th>{tx('agentPlan.status')}</th>
            <th>{tx('agentPlan.commissionTiers')}</th>
            <th>{tx('agentPlan.savedAt')}</th>
            <th>{tx('agentPlan.publishedAt')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((v) => (
            <tr key={v.id} className="border-t border-slate-100">
              <td>{v.effectiveMonth}</td>
              <td>{PLAN_STATUS[v.status]}</td>
              <td>{v.config.tiers.map((t) => `${pct(t.rateBps)}%`).join(' / ')}</td>
              <td>{dateTime(v.createdAt)}</td>
              <td>{dateTime(v.publishedAt)}</td>
              <td className="space-x-1 whitespace-nowrap text-right">
                {v.status === 'draft' && (
                  <>
                    <button type="button" className="btn-primary" onClick={() => onPublish(v)}>
                      {tx('agentPlan.publish')}
                    </button>
                    <button type="button" className="btn-danger" onClick={() => onDiscard(v)}>
                      {tx('agentPlan.discardDraft')}
                    </button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Draft = { month: string; config: TAgentPlanConfig };

function PlanForm({
  value,
  onChange,
  onSave,
  onCancel,
}: {
  value: Draft;
  onChange: (d: Draft) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const c = value.config;
  const set = (patch: Partial<TAgentPlanConfig>) => onChange({ ...value, config: { ...c, ...patch } });
  const setTier = (i: number, patch: Partial<TAgentPlanConfig['tiers'][number]>) =>
    set({ tiers: c.tiers.map((t, j) => (j === i ? { ...t, ...patch } : t)) });
  const toggle = (
    key: 'deductBonuses' | 'deductRebates' | 'deductPaymentFees' | 'deductPlatformFee' | 'carryForward',
    label: string,
  ) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={c[key]} onChange={(e) => set({ [key]: e.target.checked })} />
      {label}
    </label>
  );
  return (
    <form
      className="space-y-4 rounded border border-slate-200 p-3"
      aria-label={tx('agentPlan.draftAPolicy')}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <div className="flex flex-wrap gap-3">
        <label className="text-sm">
          {tx('agentPlan.inForceFromMonth')}
          <input
            className="input w-40"
            type="month"
            required
            value={value.month}
            onChange={(e) => onChange({ ...value, month: e.target.value })}
          />
        </label>
        <label className="text-sm">
          {tx('agentPlan.agentLevels')}
          <input
            className="input w-24"
            type="number"
            min={1}
            max={6}
            value={c.maxDepth}
            onChange={(e) => set({ maxDepth: Number(e.target.value) })}
          />
        </label>
        <label className="text-sm">
          {tx('agentPlan.activeMemberMinimumDeposit')}
          <input
            className="input w-40"
            inputMode="numeric"
            value={c.activeMinDeposit}
            onChange={(e) => set({ activeMinDeposit: whole(e.target.value) })}
          />
        </label>
        <label className="text-sm">
          {tx('agentPlan.andMinimumStake')}
          <input
            className="input w-40"
            inputMode="numeric"
            value={c.activeMinTurnover}
            onChange={(e) => set({ activeMinTurnover: whole(e.target.value) })}
          />
        </label>
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{tx('agentPlan.commissionTiersTheHighest')}</legend>
        {c.tiers.map((t, i) => (
          <div key={i} className="flex flex-wrap items-end gap-2" data-testid="plan-tier">
            <label className="text-sm">
              {tx('agentPlan.netProfitFrom')}
              <input
                className="input w-40"
                inputMode="numeric"
                value={t.minNetProfit}
                onChange={(e) => setTier(i, { minNetProfit: whole(e.target.value) })}
              />
            </label>
            <label className="text-sm">
              {tx('agentPlan.activeMembersFrom')}
              <input
                className="input w-24"
                inputMode="numeric"
                value={t.minActiveMembers}
                onChange={(e) => setTier(i, { minActiveMembers: whole(e.target.value) })}
              />
            </label>
            <label className="text-sm">
              {tx('agentPlan.rate')}
              <input
                className="input w-24"
                inputMode="decimal"
                value={pct(t.rateBps)}
                onChange={(e) => setTier(i, { rateBps: bps(e.target.value) })}
              />
            </label>
            <span className="pb-2 text-xs text-slate-500">
              {money(t.minNetProfit)} · {t.minActiveMembers} TV · {pct(t.rateBps)}%
            </span>
            {c.tiers.length > 1 && (
              <button
                type="button"
                className="btn-danger"
                onClick={() => set({ tiers: c.tiers.filter((_, j) => j !== i) })}
              >
                {tx('agentPlan.removeTier')}
              </button>
            )}
          </div>
        ))}
        <button
          type="button"
          className="underline text-sm"
          onClick={() => set({ tiers: [...c.tiers, { minNetProfit: 0, minActiveMembers: 0, rateBps: 0 }] })}
        >
          {tx('agentPlan.addTier')}
        </button>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{tx('agentPlan.deductedFromNetProfit')}</legend>
        {toggle('deductBonuses', tx('agentPlan.promotionBonuses'))}
        {toggle('deductRebates', tx('agentPlan.rebates'))}
        <div className="flex flex-wrap items-center gap-2">
          {toggle('deductPaymentFees', tx('agentPlan.paymentFees'))}
          <label className="text-sm">
            {tx('agentPlan.ofDepositsAndWithdrawals')}
            <input
              className="input w-20"
              inputMode="decimal"
              value={pct(c.paymentFeeBps)}
              onChange={(e) => set({ paymentFeeBps: bps(e.target.value) })}
            />
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {toggle('deductPlatformFee', tx('agentPlan.platformFee'))}
          <label className="text-sm">
            {tx('agentPlan.ofPositiveRevenue')}
            <input
              className="input w-20"
              inputMode="decimal"
              value={pct(c.platformFeeBps)}
              onChange={(e) => set({ platformFeeBps: bps(e.target.value) })}
            />
          </label>
        </div>
        {toggle('carryForward', tx('agentPlan.carryANegativeMonth'))}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{tx('agentPlan.commissionFromSubAgents')}</legend>
        <div className="flex flex-wrap items-end gap-2">
          {c.overrideBps.map((o, i) => (
            <label key={i} className="text-sm">
              {tx('agentPlan.level')} {i + 1}
              <input
                className="input w-20"
                inputMode="decimal"
                value={pct(o)}
                onChange={(e) => set({ overrideBps: c.overrideBps.map((x, j) => (j === i ? bps(e.target.value) : x)) })}
              />
            </label>
          ))}
          {c.overrideBps.length < 5 && (
            <button
              type="button"
              className="underline text-sm"
              onClick={() => set({ overrideBps: [...c.overrideBps, 0] })}
            >
              {tx('agentPlan.addLevel')}
            </button>
          )}
          {c.overrideBps.length > 0 && (
            <button
              type="button"
              className="underline text-sm"
              onClick={() => set({ overrideBps: c.overrideBps.slice(0, -1) })}
            >
              {tx('agentPlan.removeLevel')}
            </button>
          )}
        </div>
      </fieldset>

      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          {tx('agentPlan.saveDraft')}
        </button>
        <button type="button" className="underline text-sm" onClick={onCancel}>
          {tx('agentPlan.close')}
        </button>
      </div>
    </form>
  );
}
