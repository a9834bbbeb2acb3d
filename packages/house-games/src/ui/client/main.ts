// First: before any module builds a zod schema (see the module).
import './jitless';
import { roundLabel } from '@app/provider-kit/round-label';
import { HOUSE_GAMES } from '../../games';
import type { HouseGameCode } from '../../games/types';
import { rowKey } from '../../i18n';
import { type Api, ApiError, createApi, type PlayResult, playToken, type RoundView, type SeedView } from './api';
import { cockfightPage } from './cockfight';
import { clear, h, money, sheet, short, toast } from './dom';
import { fishPage } from './fish';
import { lang, t, timeOf } from './lang';
import { limitsText, roundProblem, type TableLimitsView } from './limits-view';
import { liveBaccaratPage } from './live-baccarat';
import { lobbyHref } from './lobby';
import { tableView } from './table-views';
import { verifyPage } from './verify';
import { createView } from './views';

interface Boot {
  page: 'game' | 'verify';
  game?: HouseGameCode;
  /** the game has table limits (GET limits/:game answers them); slot and keno have none */
  tableLimits?: boolean;
  base: string;
}

// The page's boot data: a JSON block (no inline script, see ../pages.ts).
const boot = JSON.parse(document.getElementById('house-boot')?.textContent ?? '{}') as Boot;
const root = document.getElementById('app')!;

const CHIPS: [number, string][] = [
  [1_000, '#6b7280'],
  [5_000, '#d14343'],
  [10_000, '#2f6fd6'],
  [50_000, '#16a34a'],
  [100_000, '#111827'],
  [500_000, '#9333ea'],
];

/**
 * Back to the lobby. On phones the game replaces the site in the window, so this is the only
 * way back; inside the site's frame on desktop it leaves the frame (target _top) as well.
 */
function backLink(): HTMLElement {
  const link = h(
    'a',
    {
      class: 'back-btn',
      href: lobbyHref(location.search, location.origin),
      target: '_top',
      'aria-label': t('common.lobbyLabel'),
    },
    t('common.lobby'),
  );
  link.insertAdjacentHTML(
    'afterbegin',
    '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );
  return link;
}

function fatal(message: string) {
  clear(root);
  root.append(h('div', { class: 'panel fatal' }, h('h2', {}, t('common.cantOpen')), h('p', {}, message), backLink()));
}

async function gamePage(game: HouseGameCode) {
  const token = playToken();
  const api = createApi(boot.base, token);
  if (!token) return fatal(t('common.badSession'));
  let session: { user: string; balance: number; seed: SeedView };
  try {
    session = await api.get('session');
  } catch (err) {
    return fatal(err instanceof ApiError ? err.message : t('common.error'));
  }

  let chip = CHIPS[1]![0];
  let busy = false;
  let seed = session.seed;

  const balanceEl = h('strong', {}, money(session.balance));
  const setBalance = (b: number | null) => {
    if (b !== null) balanceEl.textContent = money(b);
  };
  const totalEl = h('span', { class: 'total' });
  // the table's stake limits set by staff (decision 118): shown under the chips, chips above the
  // spot maximum are off, and the board says what breaks them before the server refuses it
  let limits: TableLimitsView | null = null;
  const limitsEl = h('span', { class: 'total live-limits', 'data-testid': 'table-limits', hidden: true });
  let ready = false;
  const ctx = {
    chip: () => chip,
    changed: () => ready && updateTotal(),
    limits: () => limits,
    refuse: (message: string) => toast(message),
  };
  const view =
    tableView(game, ctx) ??
    createView(game, ctx, () =>
      fetch('/api/game/jackpot')
        .then((r) => r.json())
        .then((j: { data?: { pools?: { code: string; amount: number }[] } }) => j.data?.pools?.[0]?.amount ?? null)
        .catch(() => null),
    );
  const updateTotal = () => {
    clear(totalEl);
    totalEl.append(t('common.totalStake'), h('b', {}, money(view.staked())));
  };
  ready = true;

  const chips = h('div', { class: 'chips', role: 'radiogroup', 'aria-label': t('common.chooseChip') });
  for (const [value, color] of CHIPS) {
    const btn = h(
      'button',
      {
        class: `chip ${value === chip ? 'active' : ''}`,
        type: 'button',
        style: `--c:${color}`,
        role: 'radio',
        'aria-checked': value === chip,
        'aria-label': money(value),
        onclick: () => {
          chip = value;
          for (const c of chips.children) {
            c.classList.toggle('active', c === btn);
            c.setAttribute('aria-checked', String(c === btn));
          }
          updateTotal();
        },
      },
      short(value),
    );
    chips.append(btn);
  }
  const fitChips = () => {
    const allowed = CHIPS.filter(([value]) => !limits || value <= limits.spotMax).map(([value]) => value);
    if (!allowed.includes(chip) && allowed.length > 0) chip = allowed[allowed.length - 1]!;
    CHIPS.forEach(([value], i) => {
      const btn = chips.children[i] as HTMLButtonElement;
      btn.disabled = !allowed.includes(value);
      btn.classList.toggle('active', value === chip);
      btn.setAttribute('aria-checked', String(value === chip));
    });
  };
  const loadLimits = async () => {
    if (!boot.tableLimits) return;
    const l = await api.get<TableLimitsView>(`limits/${game}`).catch(() => null);
    if (!l) return;
    limits = l;
    limitsEl.textContent = limitsText(l);
    limitsEl.hidden = false;
    fitChips();
  };
  void loadLimits();

  const playBtn = h(
    'button',
    { class: 'btn primary', type: 'button', onclick: () => void play() },
    game === 'slot' ? t('common.spin') : (view.playLabel ?? t('common.placeBet')),
  );
  const clearBtn = h(
    'button',
    { class: 'btn', type: 'button', onclick: () => view.clearBets() },
    t('common.clearBets'),
  );
  const rebetBtn = h(
    'button',
    { class: 'btn', type: 'button', onclick: () => view.rebet() },
    view.afterRound ? t('common.placeAgain') : t('common.rebet'),
  );
  const double = view.double;
  const doubleBtn = double
    ? h(
        'button',
        { class: 'btn', type: 'button', 'aria-label': t('common.doubleLabel'), onclick: () => double() },
        'x2',
      )
    : null;

  async function play() {
    if (busy) return;
    const b = view.bet();
    if ('error' in b) return toast(b.error);
    const outside = roundProblem(limits, b.stake);
    if (outside) return toast(outside);
    busy = true;
    playBtn.setAttribute('disabled', '');
    view.start();
    try {
      const result = view.run
        ? await view.run(api, b.bet, setBalance)
        : await api.post<PlayResult>('play', { game, bet: b.bet });
      seed = { ...result.fairness, nonce: result.fairness.nonce + 1 };
      await view.show(result);
      view.afterRound?.();
      setBalance(result.balance);
      if (!result.settled) toast(t('common.unsettled'));
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      toast(e?.message ?? t('common.error'));
      if (e) setBalance(e.balance);
      // staff changed the limits since the screen loaded them
      if (e?.code === 'TABLE_LIMIT') void loadLimits();
    } finally {
      busy = false;
      playBtn.removeAttribute('disabled');
      updateTotal();
    }
  }

  const openFairness = () => fairnessSheet(api, game, seed, (next) => (seed = next));
  const openHistory = () => historySheet(api);
  const openRules = () => rulesSheet(game);

  clear(root);
  root.append(
    h(
      'header',
      { class: 'topbar' },
      backLink(),
      h('h1', {}, t(`games.${game}`)),
      h(
        'nav',
        { class: 'tools' },
        h('button', { class: 'icon-btn', type: 'button', onclick: openRules }, t('common.rules')),
        h('button', { class: 'icon-btn', type: 'button', onclick: openHistory }, t('common.history')),
        h('button', { class: 'icon-btn', type: 'button', onclick: openFairness }, t('common.fairness')),
      ),
      h('div', { class: 'balance' }, h('small', {}, t('common.balance')), balanceEl),
    ),
    view.table,
    h(
      'div',
      { class: 'controls' },
      view.usesChips ? chips : null,
      view.extraControls ?? null,
      totalEl,
      limitsEl,
      h(
        'div',
        { class: 'actions' },
        view.usesChips && game !== 'keno' ? clearBtn : null,
        view.usesChips ? rebetBtn : null,
        doubleBtn,
        playBtn,
      ),
    ),
  );
  updateTotal();
}

function fairnessSheet(api: Api, game: string, seed: SeedView, onRotate: (s: SeedView) => void) {
  const { body } = sheet(t('fair.title'));
  const hash = h('div', { class: 'mono' }, seed.serverSeedHash);
  const nonce = h('dd', {}, String(seed.nonce));
  const input = h('input', {
    id: 'client-seed',
    value: seed.clientSeed,
    maxlength: 64,
    autocomplete: 'off',
  }) as HTMLInputElement;
  const revealed = h('div');
  body.append(
    h('p', {}, t('fair.explain')),
    h(
      'dl',
      { class: 'kv' },
      h('dt', {}, t('fair.serverHash')),
      h('dd', {}, hash),
      h('dt', {}, t('fair.nextNonce')),
      nonce,
    ),
    h('div', { class: 'field' }, h('label', { for: 'client-seed' }, t('fair.clientSeed')), input),
    h(
      'button',
      {
        class: 'btn primary',
        type: 'button',
        onclick: async () => {
          try {
            const r = await api.post<{
              revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
              next: SeedView;
            }>('seed/rotate', { clientSeed: input.value.trim() || undefined });
            onRotate(r.next);
            hash.textContent = r.next.serverSeedHash;
            nonce.textContent = '0';
            clear(revealed);
            revealed.append(
              h('h2', { style: 'margin-top:12px' }, t('fair.revealedTitle')),
              h(
                'dl',
                { class: 'kv' },
                h('dt', {}, t('fair.serverSeed')),
                h('dd', { class: 'mono' }, r.revealed.serverSeed),
                h('dt', {}, t('fair.hash')),
                h('dd', { class: 'mono' }, r.revealed.serverSeedHash),
                h('dt', {}, t('fair.clientSeed')),
                h('dd', { class: 'mono' }, r.revealed.clientSeed),
                h('dt', {}, t('fair.rounds')),
                h('dd', {}, String(r.revealed.rounds)),
              ),
              h('p', {}, t('fair.openHistory')),
            );
            toast(t('fair.rotated'), true);
          } catch (err) {
            toast(err instanceof ApiError ? err.message : t('common.error'));
          }
        },
      },
      t('fair.rotate'),
    ),
    revealed,
    h(
      'p',
      {},
      h(
        'a',
        {
          href: `${boot.base}/verify?game=${game}&lang=${lang}`,
          target: '_blank',
          rel: 'noopener',
          style: 'color:var(--gold)',
        },
        t('common.openVerifyResults'),
      ),
    ),
  );
}

async function historySheet(api: Api) {
  const { body } = sheet(t('history.title'));
  body.append(h('p', {}, t('common.loading')));
  let rounds: RoundView[];
  try {
    rounds = await api.get<RoundView[]>('rounds?limit=30');
  } catch (err) {
    clear(body);
    body.append(h('p', {}, err instanceof ApiError ? err.message : t('common.loadFailed')));
    return;
  }
  clear(body);
  if (rounds.length === 0) {
    body.append(h('p', {}, t('history.empty')));
    return;
  }
  const table = h(
    'table',
    { class: 'rounds' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', {}, t('history.round')),
        h('th', {}, t('history.time')),
        h('th', {}, t('history.game')),
        h('th', {}, t('history.stake')),
        h('th', {}, t('history.net')),
        h('th', {}, ''),
      ),
    ),
  );
  const tbody = h('tbody');
  for (const r of rounds) {
    const net = r.payout + (r.jackpotAmount ?? 0) - r.stake;
    const f = r.fairness;
    const link = f.serverSeed
      ? h(
          'a',
          {
            href: `${boot.base}/verify?${new URLSearchParams({
              game: r.game,
              serverSeed: f.serverSeed,
              serverSeedHash: f.serverSeedHash,
              clientSeed: f.clientSeed,
              nonce: String(f.nonce),
              bet: JSON.stringify(r.bet),
              lang,
            })}`,
            target: '_blank',
            rel: 'noopener',
            style: 'color:var(--gold)',
          },
          t('common.check'),
        )
      : h('span', { class: 'total', title: t('history.revealHint') }, `#${f.nonce}`);
    tbody.append(
      h(
        'tr',
        {},
        h('td', { class: 'num' }, `#${roundLabel(r.id)}`),
        h('td', {}, timeOf(r.createdAt)),
        h('td', {}, r.game in HOUSE_GAMES ? t(`games.${r.game}`) : r.game),
        h('td', { class: 'num' }, money(r.stake)),
        h('td', { class: `num ${net > 0 ? 'plus' : net < 0 ? 'minus' : ''}` }, `${net > 0 ? '+' : ''}${money(net)}`),
        h('td', {}, link),
      ),
    );
  }
  table.append(tbody);
  body.append(table);
}

function rulesSheet(game: HouseGameCode) {
  const def = HOUSE_GAMES[game];
  const { body } = sheet(t('common.rulesOf', { name: t(`games.${game}`) }));
  body.append(
    h('p', {}, t(`notes.${game}`)),
    h(
      'dl',
      { class: 'kv' },
      ...Object.entries(def.rtp.byBet).flatMap(([k, v]) => [
        h('dt', {}, t(`rtpBets.${game}.${rowKey(k)}`)),
        h(
          'dd',
          {},
          k === 'jackpot_contribution'
            ? t('rules.toJackpot', { pct: (v * 100).toFixed(2) })
            : t('rules.rtp', { pct: (v * 100).toFixed(2) }),
        ),
      ]),
    ),
    h('p', {}, t('rules.footer')),
  );
}

if (boot.page === 'verify') void verifyPage(root, boot.base);
else if (boot.game === 'cockfight') void cockfightPage(root, boot.base, playToken(), backLink);
else if (boot.game === 'fish') void fishPage(root, boot.base, playToken(), backLink);
else if (boot.game === 'baccarat_live') void liveBaccaratPage(root, boot.base, playToken(), backLink);
else if (boot.game) void gamePage(boot.game);
