import type { TAgent } from '@app/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { useCopy } from '../../i18n/copy';
import { ApiError, api } from '../../lib/api';
import { formatNumber, useFormat } from '../../lib/format';
import { AgentProducts } from './agent-products';
import { AgentStatements } from './agent-statements';

interface Dashboard {
  agent: TAgent;
  month: string;
  registrations: number;
  activeMembers: number;
  deposits: number;
  turnover: number;
  netProfit: number;
  terms: string[];
}
interface Member {
  playerId: number;
  username: string;
  source: string;
  registeredAt: string;
  figures: { stakes: number; wins: number; deposits: number };
  active: boolean;
  excludedReason: string | null;
}

const vnd = (n: number) => `${formatNumber(n)} ₫`;

/** The agent's portal: the month so far, the link and code, members, sub-agents and statements. */
export function AgentPortal() {
  const t = useCopy('agents');
  const [dash, setDash] = useState<Dashboard | null | 'none'>(null);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    api<Dashboard>('/api/agent/dashboard').then(
      (r) => setDash(r.data),
      (e) => (e instanceof ApiError && e.code === 'AGENT_NOT_FOUND' ? setDash('none') : setFailed(true)),
    );
  useEffect(() => {
    load();
  }, []);
  if (failed) return <EmptyState kind="error" />;
  if (dash === null) return null;
  if (dash === 'none') {
    return (
      <div className="card space-y-4 p-4">
        <p className="text-sm text-ink-200">{t.applyIntro}</p>
        {error ? (
          <p role="alert" className="text-sm text-rose-400">
            {error}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-primary w-full"
          onClick={() =>
            api('/api/agent/apply', { method: 'POST' }).then(load, (e) =>
              setError(e instanceof ApiError ? e.message : String(e)),
            )
          }
        >
          {t.apply}
        </button>
      </div>
    );
  }
  if (dash.agent.status !== 'active') {
    return (
      <p role="status" className="card p-4 text-sm text-ink-200">
        {dash.agent.status === 'pending' ? t.pending : t.rejected}
      </p>
    );
  }
  return <ActivePortal dash={dash} />;
}

function ActivePortal({ dash }: { dash: Dashboard }) {
  const t = useCopy('agents');
  const { t: tr } = useTranslation();
  const [tab, setTab] = useState<keyof typeof t.tabs>('members');
  const cards: [string, string][] = [
    [t.registrations, formatNumber(dash.registrations)],
    [t.activeMembers, formatNumber(dash.activeMembers)],
    [t.deposits, vnd(dash.deposits)],
    [t.turnover, vnd(dash.turnover)],
    [t.netProfit, vnd(dash.netProfit)],
  ];
  return (
    <div className="space-y-4" data-testid="agent-portal">
      <section className="card p-4">
        <h2 className="mb-3 text-sm font-semibold text-ink-200">
          {tr('agents.monthSoFar', { month: dash.month.slice(5, 7), year: dash.month.slice(0, 4) })}
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
          {cards.map(([k, v]) => (
            <div key={k} className="rounded-lg bg-ink-800 p-3">
              <dt className="text-xs text-ink-300">{k}</dt>
              <dd className="text-base font-bold text-white">{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ShareCard agent={dash.agent} />
      <details className="card p-4" data-testid="agent-terms">
        <summary className="cursor-pointer text-sm font-semibold text-ink-200">{t.terms}</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-xs text-ink-200">
          {dash.terms.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
      <div role="tablist" className="flex gap-1 overflow-x-auto">
        {(Object.keys(t.tabs) as (keyof typeof t.tabs)[]).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            onClick={() => setTab(k)}
            className={`shrink-0 rounded-lg px-3 py-2 text-sm font-medium ${
              tab === k ? 'bg-brand-500/15 text-brand-300' : 'text-ink-200'
            }`}
          >
            {t.tabs[k]}
          </button>
        ))}
      </div>
      {tab === 'members' ? (
        <Members />
      ) : tab === 'products' ? (
        <AgentProducts />
      ) : tab === 'subAgents' ? (
        <SubAgents />
      ) : (
        <AgentStatements />
      )}
    </div>
  );
}

function ShareCard({ agent }: { agent: TAgent }) {
  const t = useCopy('agents');
  const [copied, setCopied] = useState(false);
  // the brand's own address (SITE_URL), the same whichever host the agent opened the portal on
  const url = agent.url;
  return (
    <section className="card space-y-2 p-4">
      <p className="text-xs text-ink-300">{t.link}</p>
      <div className="flex items-center gap-2">
        <input
          readOnly
          value={url}
          data-testid="agent-link"
          className="min-w-0 flex-1 rounded-lg bg-ink-800 px-3 py-2 text-sm text-white"
        />
        <button
          type="button"
          className="btn btn-primary shrink-0 px-3"
          onClick={() => navigator.clipboard?.writeText(url).then(() => setCopied(true))}
        >
          {copied ? t.copied : t.copy}
        </button>
      </div>
      <p className="text-sm text-ink-200">
        {t.code}:{' '}
        <strong className="tracking-widest text-brand-300" data-testid="agent-code">
          {agent.code}
        </strong>
      </p>
    </section>
  );
}

function Members() {
  const fmt = useFormat();
  const t = useCopy('agents');
  const [list, setList] = useState<Member[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api<Member[]>('/api/agent/members').then(
      (r) => setList(r.data),
      () => setFailed(true),
    );
  }, []);
  if (failed) return <EmptyState kind="error" />;
  if (!list) return null;
  if (!list.length) return <p className="card p-4 text-sm text-ink-300">{t.noMembers}</p>;
  return (
    <ul className="space-y-2" data-testid="agent-members">
      {list.map((m) => (
        <li key={m.playerId} className="card p-3">
          <span className="flex items-center justify-between gap-2">
            <span className="font-semibold text-white">{m.username}</span>
            <span className={`text-xs ${m.active ? 'text-emerald-400' : 'text-ink-400'}`}>
              {m.active ? t.active : t.inactive}
            </span>
          </span>
          <span className="mt-1 block text-xs text-ink-300">
            {fmt.date(m.registeredAt)} · {t.source[m.source] ?? m.source}
          </span>
          <span className="mt-1 block text-xs text-ink-200">
            {t.deposits} {formatNumber(m.figures.deposits)} · {t.turnover} {formatNumber(m.figures.stakes)} ·{' '}
            {t.winLoss} {formatNumber(m.figures.wins - m.figures.stakes)}
          </span>
          {m.excludedReason ? (
            <span className="mt-1 block text-xs text-rose-400">{t.excluded[m.excludedReason] ?? m.excludedReason}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function SubAgents() {
  const t = useCopy('agents');
  const [list, setList] = useState<TAgent[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api<TAgent[]>('/api/agent/sub-agents').then(
      (r) => setList(r.data),
      () => setFailed(true),
    );
  }, []);
  if (failed) return <EmptyState kind="error" />;
  if (!list) return null;
  if (!list.length) return <p className="card p-4 text-sm text-ink-300">{t.noSubAgents}</p>;
  return (
    <ul className="space-y-2">
      {list.map((a) => (
        <li key={a.playerId} className="card flex justify-between gap-2 p-3 text-sm">
          <span className="text-white">{a.username}</span>
          <span className="text-ink-300">
            {t.members} {formatNumber(a.members)}
          </span>
        </li>
      ))}
    </ul>
  );
}
