import type { TFreeSpins, TStaffTournament, TTournamentRule } from '@app/contract';
import { FREE_SPIN_LINE_BETS, TOURNAMENT_SCORINGS, ZStaffTournamentInputSchema } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../components/data-table';
import { EditableRows } from '../components/editable-rows';
import { DraftActions, DraftPanel, usePublish, useRulePreview } from '../components/rule-draft';
import { t as tx } from '../i18n';
import { get, post, put } from '../lib/api';
import { dateTime, money } from '../lib/format';
import { useLoad } from '../lib/use-load';

const col = createColumnHelper<TStaffTournament>();
const STATUS: Record<string, string> = {
  draft: tx('tournaments.draft'),
  published: tx('tournaments.published'),
  finished: tx('tournaments.finished2'),
};
const SCORING: Record<string, string> = {
  turnover: tx('tournaments.totalStaked'),
  net_win: tx('tournaments.netWin'),
  biggest_multiplier: tx('tournaments.highestWinMultiplierOne'),
  rounds: tx('tournaments.roundsWithTheMinimum'),
};
type Texts = { summary: string; terms: string[]; prizeLines: string[]; scoreLabel: string };
type Prize = TTournamentRule['prizes'][number];

/** Tournaments: drafts staff write, preview (the texts the server generates) and publish, audited. */
export function TournamentsPage() {
  const { data, error, reload } = useLoad(() => get<TStaffTournament[]>('/tournaments'), []);
  const [editing, setEditing] = useState<TStaffTournament | 'new' | null>(null);
  const { publish, failure } = usePublish(reload);
  const columns = [
    col.accessor('title', {
      header: tx('tournaments.tournament'),
      cell: (c) => (
        <span>
          {c.getValue()}
          <span className="block font-mono text-xs text-slate-500">/dua-top/{c.row.original.slug}</span>
        </span>
      ),
    }),
    col.accessor('status', { header: tx('tournaments.status'), cell: (c) => STATUS[c.getValue()] ?? c.getValue() }),
    col.display({
      id: 'period',
      header: tx('tournaments.time'),
      cell: (c) => `${dateTime(c.row.original.rule.startsAt)} → ${dateTime(c.row.original.rule.endsAt)}`,
    }),
    col.display({
      id: 'scoring',
      header: tx('tournaments.scoring'),
      cell: (c) => SCORING[c.row.original.rule.scoring],
    }),
    col.accessor('prizePool', { header: tx('tournaments.prizePool'), cell: (c) => money(c.getValue()) }),
    col.display({
      id: 'actions',
      header: '',
      cell: (c) => (
        <DraftActions
          draft={c.row.original.status === 'draft'}
          onEdit={() => setEditing(c.row.original)}
          onPublish={() => void publish(`/tournaments/${c.row.original.id}/publish`)}
        />
      ),
    }),
  ];
  return (
    <section className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{tx('tournaments.tournaments')}</h1>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          {tx('tournaments.newTournament2')}
        </button>
      </div>
      {error && <p className="error">{error}</p>}
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      {editing && (
        <TournamentForm
          tournament={editing === 'new' ? null : editing}
          onClose={async () => {
            setEditing(null);
            await reload();
          }}
        />
      )}
      <DataTable label={tx('tournaments.tournaments')} data={data ?? []} columns={columns} />
    </section>
  );
}

const local = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function defaultRule(): TTournamentRule {
  const start = new Date(Date.now() + 3600_000);
  start.setMinutes(0, 0, 0);
  return {
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 7 * 86_400_000).toISOString(),
    sections: [],
    games: [],
    entry: 'opt_in',
    scoring: 'turnover',
    minStake: 10_000,
    prizes: [
      { from: 1, to: 1, kind: 'cash', amount: 5_000_000, wagering: null },
      { from: 2, to: 2, kind: 'cash', amount: 2_000_000, wagering: null },
      { from: 3, to: 10, kind: 'bonus', amount: 500_000, wagering: 5 },
    ],
    tie: 'first_to_reach',
    minDeposit: null,
    minVipLevel: null,
  };
}

/** A draft's form; the texts on the right are the server's preview of exactly this rule. */
function TournamentForm({
  tournament,
  onClose,
}: {
  tournament: TStaffTournament | null;
  onClose: () => Promise<void>;
}) {
  const [slug, setSlug] = useState(tournament?.slug ?? '');
  const [title, setTitle] = useState(tournament?.title ?? '');
  const [titleEn, setTitleEn] = useState(tournament?.titleEn ?? '');
  const [rule, setRule] = useState<TTournamentRule>(tournament?.rule ?? defaultRule());
  const [sections, setSections] = useState(rule.sections.join(', '));
  const [games, setGames] = useState(rule.games.map((g) => `${g.provider}/${g.gameCode}`).join(', '));
  const [error, setError] = useState<string | null>(null);
  // the field problems show once staff try to save, not while they are still typing
  const [tried, setTried] = useState(false);

  const full: TTournamentRule = {
    ...rule,
    sections: sections
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    games: games
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const [provider = '', ...code] = s.split('/');
        return { provider, gameCode: code.join('/') };
      }),
  };
  const parsed = ZStaffTournamentInputSchema.safeParse({ slug, title, titleEn, rule: full });
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const heading = tournament
    ? tx('tournaments.editTournament', { slug: tournament.slug })
    : tx('tournaments.newTournament');

  const texts = useRulePreview<Texts>('/tournaments/preview', full);

  const set = <K extends keyof TTournamentRule>(k: K, v: TTournamentRule[K]) => setRule({ ...rule, [k]: v });
  const save = async () => {
    setTried(true);
    if (!parsed.success) return;
    setError(null);
    try {
      const body = { slug, title, titleEn, rule: full };
      if (tournament) await put(`/tournaments/${tournament.id}`, body);
      else await post('/tournaments', body);
      await onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : tx('tournaments.error'));
    }
  };

  return (
    <DraftPanel
      heading={heading}
      gridClass="grid min-w-0 gap-4 lg:grid-cols-2"
      preview={texts && <TournamentPreview texts={texts} />}
      problems={problems}
      tried={tried}
      error={error}
      saveLabel={tournament ? tx('tournaments.saveDraft') : tx('tournaments.createDraft')}
      onSave={() => void save()}
      onClose={() => void onClose()}
    >
      <label className="block">
        <span className="label">{tx('tournaments.codePathDuaTop')}</span>
        <input className="input font-mono" value={slug} onChange={(e) => setSlug(e.target.value)} />
      </label>
      <label className="block">
        <span className="label">{tx('tournaments.prizeName')}</span>
        <input className="input" value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label className="block">
        <span className="label">{tx('contentFields.englishOptional')}</span>
        <input className="input" lang="en" value={titleEn} onChange={(e) => setTitleEn(e.target.value)} />
      </label>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="block">
          <span className="label">{tx('tournaments.started')}</span>
          <input
            type="datetime-local"
            className="input"
            value={local(rule.startsAt)}
            onChange={(e) => set('startsAt', new Date(e.target.value).toISOString())}
          />
        </label>
        <label className="block">
          <span className="label">{tx('tournaments.finished')}</span>
          <input
            type="datetime-local"
            className="input"
            value={local(rule.endsAt)}
            onChange={(e) => set('endsAt', new Date(e.target.value).toISOString())}
          />
        </label>
      </div>
      <label className="block">
        <span className="label">{tx('tournaments.lobbiesCategoryCodesComma')}</span>
        <input className="input font-mono" value={sections} onChange={(e) => setSections(e.target.value)} />
      </label>
      <label className="block">
        <span className="label">{tx('tournaments.gamesProviderGameCode')}</span>
        <input className="input font-mono" value={games} onChange={(e) => setGames(e.target.value)} />
      </label>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="block">
          <span className="label">Tham gia</span>
          <select
            className="input"
            value={rule.entry}
            onChange={(e) => set('entry', e.target.value as TTournamentRule['entry'])}
          >
            <option value="opt_in">{tx('tournaments.pressTheJoinButton')}</option>
            <option value="everyone">{tx('tournaments.everyPlayer')}</option>
          </select>
        </label>
        <label className="block">
          <span className="label">{tx('tournaments.scoring')}</span>
          <select
            className="input"
            value={rule.scoring}
            onChange={(e) => set('scoring', e.target.value as TTournamentRule['scoring'])}
          >
            {TOURNAMENT_SCORINGS.map((s) => (
              <option key={s} value={s}>
                {SCORING[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="label">{tx('tournaments.minimumStakePerRound')}</span>
          <input
            type="number"
            className="input"
            value={rule.minStake}
            onChange={(e) => set('minStake', Number(e.target.value))}
          />
        </label>
        <label className="block">
          <span className="label">{tx('tournaments.onEqualPoints')}</span>
          <select
            className="input"
            value={rule.tie}
            onChange={(e) => set('tie', e.target.value as TTournamentRule['tie'])}
          >
            <option value="first_to_reach">{tx('tournaments.firstToReachRanks')}</option>
            <option value="split">{tx('tournaments.sameRankPrizeShared')}</option>
          </select>
        </label>
        <label className="block">
          <span className="label">{tx('tournaments.minimumDepositSinceThe')}</span>
          <input
            type="number"
            className="input"
            value={rule.minDeposit ?? ''}
            onChange={(e) => set('minDeposit', e.target.value === '' ? null : Number(e.target.value))}
          />
        </label>
        <label className="block">
          <span className="label">{tx('tournaments.minimumVipLevelLevel')}</span>
          <input
            className="input font-mono"
            value={rule.minVipLevel ?? ''}
            onChange={(e) => set('minVipLevel', e.target.value.trim() === '' ? null : e.target.value.trim())}
          />
        </label>
      </div>
      <EditableRows
        legend={tx('tournaments.prizeTable')}
        rows={rule.prizes}
        onChange={(prizes) => set('prizes', prizes)}
        gridClass="grid min-w-[26rem] grid-cols-[4rem_4rem_7.5rem_1fr_4rem_auto] gap-1"
        rowKey={(p, i) => `${i}-${p.from}`}
        normalize={normalizePrize}
        fields={(p, setPrize) => (
          <>
            <input
              aria-label={tx('tournaments.fromRank')}
              type="number"
              className="input"
              value={p.from}
              onChange={(e) => setPrize({ from: Number(e.target.value) })}
            />
            <input
              aria-label={tx('tournaments.toRank')}
              type="number"
              className="input"
              value={p.to}
              onChange={(e) => setPrize({ to: Number(e.target.value) })}
            />
            <select
              aria-label={tx('tournaments.kind')}
              className="input"
              value={p.kind}
              onChange={(e) => setPrize({ kind: e.target.value as Prize['kind'] })}
            >
              <option value="cash">{tx('tournaments.cash')}</option>
              <option value="bonus">{tx('tournaments.prizeMoney')}</option>
              <option value="giftcode">Giftcode</option>
              <option value="freespins">{tx('tournaments.freeSpins')}</option>
            </select>
            <input
              aria-label={tx('tournaments.amount')}
              type="number"
              className="input"
              disabled={p.kind === 'freespins'}
              title={p.kind === 'freespins' ? tx('tournaments.freeSpinsValue') : undefined}
              value={p.amount}
              onChange={(e) => setPrize({ amount: Number(e.target.value) })}
            />
            <input
              aria-label={tx('tournaments.wagering')}
              type="number"
              className="input"
              disabled={p.kind !== 'bonus' && p.kind !== 'giftcode'}
              value={p.wagering ?? ''}
              onChange={(e) => setPrize({ wagering: Number(e.target.value) })}
            />
          </>
        )}
        below={(p, setPrize) =>
          p.freeSpins && <FreeSpinsFields value={p.freeSpins} onChange={(freeSpins) => setPrize({ freeSpins })} />
        }
        addLabel={tx('tournaments.addRank')}
        newRow={(prizes): Prize => {
          const from = (prizes.at(-1)?.to ?? 0) + 1;
          return { from, to: from, kind: 'cash', amount: 100_000, wagering: null };
        }}
      />
    </DraftPanel>
  );
}

/** A prize's fields that follow from its kind. */
function normalizePrize(p: Prize): Prize {
  const wagered = p.kind === 'bonus' || p.kind === 'giftcode';
  // free rounds carry their own spins, line bet, titles and days; the server sets their value
  const freeSpins = p.kind === 'freespins' ? (p.freeSpins ?? FREE_SPINS_DEFAULT) : null;
  return { ...p, wagering: wagered ? (p.wagering ?? 5) : null, freeSpins };
}

const FREE_SPINS_DEFAULT: TFreeSpins = { spins: 10, lineBet: 1000, games: ['vs20olympus'], days: 7 };

/** A free-spin prize's rounds, line bet, PP slot titles (symbols, comma-separated) and days to use them. */
function FreeSpinsFields({ value: f, onChange }: { value: TFreeSpins; onChange: (f: TFreeSpins) => void }) {
  return (
    <div className="col-span-full grid grid-cols-[5rem_6rem_1fr_4rem] gap-1 pl-2">
      <input
        aria-label={tx('tournaments.freeSpinsCount')}
        type="number"
        className="input"
        value={f.spins}
        onChange={(e) => onChange({ ...f, spins: Number(e.target.value) })}
      />
      <select
        aria-label={tx('tournaments.freeSpinsLineBet')}
        className="input"
        value={f.lineBet}
        onChange={(e) => onChange({ ...f, lineBet: Number(e.target.value) })}
      >
        {FREE_SPIN_LINE_BETS.map((b) => (
          <option key={b} value={b}>
            {tx('tournaments.freeSpinsPerLine', { amount: money(b) })}
          </option>
        ))}
      </select>
      <input
        aria-label={tx('tournaments.freeSpinsGames')}
        className="input font-mono"
        value={f.games.join(',')}
        onChange={(e) =>
          onChange({
            ...f,
            games: e.target.value
              .split(',')
              .map((g) => g.trim())
              .filter(Boolean),
          })
        }
      />
      <input
        aria-label={tx('tournaments.freeSpinsDays')}
        type="number"
        className="input"
        value={f.days}
        onChange={(e) => onChange({ ...f, days: Number(e.target.value) })}
      />
    </div>
  );
}

function TournamentPreview({ texts: t }: { texts: Texts }) {
  return (
    <>
      <p>{t.summary}</p>
      <ul className="list-disc pl-5">
        {t.prizeLines.map((l) => (
          <li key={l}>{l}</li>
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
