// The sportsbook / virtual football screen. Plain browser JS, bundled with its catalogues by
// plugin.ts: it talks only to this provider's own API under data-base, with the play token from
// the launch link, in the language the launch named (data-lang, decision 176).
import { langOf, moneyIn, pickLabel, selectionLabel, sportsT, sportsVi } from '../i18n/index.ts';
import { grouping, odds } from './sports.format.js';

(() => {
  const body = document.body;
  const BASE = body.dataset.base;
  const GAME = body.dataset.game;
  const LANG = langOf(body.dataset.lang);
  const t = sportsT(LANG);
  const vnd = moneyIn(t);
  const INTL = LANG === 'en' ? 'en-GB' : 'vi-VN';
  const RESULTS = new Set(['win', 'half_win', 'push', 'half_lose', 'lose', 'void']);
  const STATUSES = new Set(['placed', 'settled', 'void']);
  // "the line changed: …" inside a sentence: the note's first letter only, team names as they are
  const inSentence = (s) => s.charAt(0).toLocaleLowerCase(INTL) + s.slice(1);
  const VIRTUAL = GAME === 'virtual';
  const FORMAT_KEY = 'sports.oddsFormat';
  const params = new URLSearchParams(location.search);
  const token = params.get('token') || sessionStorage.getItem('sports.token') || '';
  // where "back to the lobby" leads: the launch link's lobby_url when it is on this origin (anything
  // else could be a planted redirect), else the site's home page; kept for a reload after the token
  // is hidden
  const lobby = (() => {
    const raw = params.get('lobby_url') || sessionStorage.getItem('sports.lobby') || '';
    try {
      const url = new URL(raw);
      if (url.origin === location.origin) return url.href;
    } catch {
      // not a URL: home
    }
    return `${location.origin}/`;
  })();
  if (params.get('token')) {
    sessionStorage.setItem('sports.token', token);
    sessionStorage.setItem('sports.lobby', lobby);
    // the token leaves the address bar; the language stays, so a reload is in the same language
    history.replaceState(null, '', LANG === 'vi' ? location.pathname : `${location.pathname}?lang=${LANG}`);
  }

  const state = {
    tab: VIRTUAL ? 'vfl' : 'all',
    leagues: [],
    matches: [],
    open: new Set(),
    slip: [],
    format: localStorage.getItem(FORMAT_KEY) || 'malay',
    balance: null,
    limits: { minStake: 10000, maxStake: 50000000 },
    busy: false,
    serverOffset: 0,
    /** the event stream is open (the poll then only checks every 15 s) */
    streaming: false,
    loadedAt: 0,
  };

  const $ = (id) => document.getElementById(id);
  const el = (tag, attrs, ...children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'class') node.className = v;
      else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
      else if (v !== undefined && v !== null && v !== false) node.setAttribute(k, v === true ? '' : String(v));
    }
    for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) node.append(c);
    return node;
  };
  /** decimal milli-odds as shown for a market type or a selection key (`cs::2-1`), in the chosen format */
  const fmtOdds = (milli, market) => odds(milli, market, state.format);
  /** the pick on a board button, and the market and pick on the slip */
  const pickOf = (m, s, match) =>
    pickLabel(t, { market: m.market, line: m.line, pick: s.pick }, match.home, match.away);
  const slipLabel = (m, s, match) => `${t(`markets.${m.market}`)}: ${pickOf(m, s, match)}`;

  /** a league by its code in the screen's language; one the catalogue does not know, as the feed names it */
  const leagueName = (code, name) =>
    typeof code === 'string' && code in sportsVi.leagues ? t(`leagues.${code}`) : name;

  function toast(text, kind) {
    const t = $('toast');
    t.textContent = text;
    t.className = kind ? `toast ${kind}` : 'toast';
    t.hidden = false;
    clearTimeout(toast.timer);
    toast.timer = setTimeout(() => {
      t.hidden = true;
    }, 4000);
  }

  async function api(path, init) {
    const res = await fetch(`${BASE}/api/${path}`, {
      ...init,
      headers: {
        'x-play-token': token,
        // refusals in the screen's language (the API words them from the same catalogue)
        'accept-language': LANG,
        ...(init?.body ? { 'content-type': 'application/json' } : {}),
      },
    });
    const json = await res.json().catch(() => null);
    if (!res.ok || !json?.success) {
      const err = new Error(json?.message || t('errors.generic'));
      err.code = json?.code;
      err.body = json;
      throw err;
    }
    return json.data;
  }

  // ─── slip ────────────────────────────────────────────────────────────────────────────────

  function toggle(match, m, s) {
    let added = null;
    const i = state.slip.findIndex((l) => l.fixtureId === match.id);
    if (i >= 0 && state.slip[i].key === s.key) state.slip.splice(i, 1);
    else {
      const leg = {
        fixtureId: match.id,
        key: s.key,
        odds: s.odds,
        title: `${match.home} - ${match.away}`,
        label: slipLabel(m, s, match),
        live: match.status === 'live',
      };
      if (i >= 0) state.slip[i] = leg;
      else if (state.slip.length >= 10) return toast(t('toast.maxLegs', { max: 10 }), 'warn');
      else state.slip.push(leg);
      added = leg;
    }
    render();
    // the tap answers at once: the pick lights up, the floating slip counts it and says so
    const fab = $('slip-fab');
    fab.classList.remove('bump');
    void fab.offsetWidth;
    fab.classList.add('bump');
    if (added)
      toast(t('toast.added', { count: state.slip.length, label: added.label, odds: fmtOdds(added.odds, added.key) }));
    else toast(t('toast.removed', { count: state.slip.length }));
  }

  function renderSlip() {
    const box = $('slip');
    box.replaceChildren();
    renderFab();
    box.append(
      el(
        'div',
        { class: 'slip-head' },
        el('h2', {}, state.slip.length > 1 ? t('slip.parlayTitle', { count: state.slip.length }) : t('slip.title')),
        // on a phone the slip is a sheet over the board: this closes it
        el('button', { type: 'button', class: 'sheet-close', 'aria-label': t('slip.close'), onclick: closeSheet }, '×'),
      ),
    );
    if (state.slip.length === 0) {
      box.append(el('p', { class: 'muted' }, t('slip.empty')));
      return;
    }
    for (const leg of state.slip) {
      box.append(
        el(
          'div',
          { class: leg.note ? 'leg changed' : 'leg', 'data-fixture': leg.fixtureId },
          el(
            'div',
            {},
            el('strong', {}, leg.title),
            leg.live ? el('span', { class: 'live-tag' }, t('slip.live')) : null,
          ),
          el(
            'div',
            { class: 'leg-row' },
            el('span', {}, leg.label),
            el('b', { class: 'odds' }, fmtOdds(leg.odds, leg.key)),
          ),
          leg.note ? el('p', { class: 'note small' }, leg.note) : null,
          el(
            'button',
            {
              class: 'link',
              type: 'button',
              onclick: () => {
                state.slip = state.slip.filter((l) => l !== leg);
                render();
              },
            },
            t('slip.remove'),
          ),
        ),
      );
    }
    const total = state.slip.reduce((acc, l) => acc * (l.odds / 1000), 1);
    // a text field, so the stake reads grouped like every amount (10,000); digits only
    const stakeInput = el('input', {
      id: 'stake',
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'off',
      value: grouping.format(state.stake || state.limits.minStake),
      'aria-label': t('slip.stake'),
    });
    const potential = el('b', { id: 'potential' });
    const update = () => {
      const digits = stakeInput.value.replace(/\D/g, '').slice(0, 12);
      state.stake = Number(digits) || 0;
      const shown = digits ? grouping.format(state.stake) : '';
      if (stakeInput.value !== shown) stakeInput.value = shown;
      potential.textContent = vnd(Math.floor(state.stake * total));
      renderFab();
    };
    stakeInput.addEventListener('input', update);
    update();
    const accept = el(
      'select',
      { id: 'accept', 'aria-label': t('slip.accept') },
      el('option', { value: 'better' }, t('slip.acceptBetter')),
      el('option', { value: 'any' }, t('slip.acceptAny')),
      el('option', { value: 'none' }, t('slip.acceptNone')),
    );
    accept.value = localStorage.getItem('sports.accept') || 'better';
    accept.addEventListener('change', () => localStorage.setItem('sports.accept', accept.value));
    box.append(
      el(
        'div',
        { class: 'row' },
        el('span', {}, t('slip.odds')),
        el('b', {}, state.slip.length > 1 ? total.toFixed(2) : fmtOdds(state.slip[0].odds, state.slip[0].key)),
      ),
      el('label', { class: 'row' }, el('span', {}, t('slip.stakeVnd')), stakeInput),
      el('div', { class: 'row' }, el('span', {}, t('slip.potential')), potential),
      el('label', { class: 'row' }, el('span', {}, t('slip.accept')), accept),
      el(
        'p',
        { class: 'muted small' },
        t('slip.range', { min: vnd(state.limits.minStake), max: vnd(state.limits.maxStake) }),
      ),
      el(
        'button',
        { id: 'place', class: 'primary', type: 'button', disabled: state.busy, onclick: () => place(accept.value) },
        state.busy ? t('slip.placing') : t('slip.place'),
      ),
    );
  }

  async function place(accept) {
    if (state.busy) return;
    state.busy = true;
    renderSlip();
    try {
      const bet = await api('bets', {
        method: 'POST',
        body: JSON.stringify({
          game: GAME,
          stake: state.stake,
          accept,
          legs: state.slip.map((l) => ({ fixtureId: l.fixtureId, key: l.key, odds: l.odds })),
        }),
      });
      state.slip = [];
      if (bet.balance !== null && bet.balance !== undefined) state.balance = bet.balance;
      closeSheet();
      toast(t('toast.placed', { stake: vnd(bet.stake), potential: vnd(bet.potentialWin) }), 'ok');
      await loadBets();
    } catch (err) {
      if (err.code === 'ODDS_CHANGED' && err.body && err.body.odds) {
        for (const leg of state.slip) {
          const now = err.body.odds[`${leg.fixtureId}|${leg.key}`];
          if (now && now !== leg.odds) {
            leg.note = t('toast.oddsChanged', { from: fmtOdds(leg.odds, leg.key), to: fmtOdds(now, leg.key) });
            leg.odds = now;
          }
        }
      }
      toast(err.message, 'warn');
      if (err.code === 'MARKET_CLOSED') {
        // the line moved or the match closed: take the new line or drop the pick, and say which
        await loadMatches().catch(() => {});
        const fixtureId = err.body?.fixtureId;
        const leg = fixtureId && state.slip.find((l) => l.fixtureId === fixtureId && !l.note);
        if (leg) {
          state.slip = state.slip.filter((l) => l !== leg);
          toast(t('toast.dropped', { message: err.message, match: leg.title }), 'warn');
        }
      }
    } finally {
      state.busy = false;
      render();
    }
  }

  // ─── board ───────────────────────────────────────────────────────────────────────────────

  function kickoffText(iso) {
    return new Date(iso).toLocaleString(INTL, {
      timeZone: 'Asia/Ho_Chi_Minh',
      hour: '2-digit',
      minute: '2-digit',
      day: '2-digit',
      month: '2-digit',
    });
  }

  function timeline(match) {
    const minute = match.status === 'live' ? match.minute : 90;
    const bar = el('div', { class: 'timeline', role: 'img', 'aria-label': t('board.minute', { minute }) });
    bar.append(el('div', { class: 'progress', style: `width:${(minute / 90) * 100}%` }));
    for (const g of match.goals) {
      bar.append(
        el('span', {
          class: `goal ${g.side}`,
          style: `left:${(g.minute / 90) * 100}%`,
          title: t('board.goalAt', { minute: g.minute }),
        }),
      );
    }
    if (!VIRTUAL || match.goals.length === 0) return bar;
    // the virtual match's story: every goal as it happens, newest first
    const events = el('ol', { class: 'events small' });
    for (const g of [...match.goals].reverse()) {
      events.append(
        el(
          'li',
          { class: g.side },
          t('board.goal', { minute: g.minute, team: g.side === 'home' ? match.home : match.away }),
        ),
      );
    }
    return el('div', {}, bar, events);
  }

  function matchCard(match) {
    const live = match.status === 'live';
    const expanded = state.open.has(match.id);
    const head = el(
      'div',
      { class: 'match-head' },
      el('span', { class: 'league' }, leagueName(match.league, match.leagueName)),
      live
        ? el(
            'span',
            { class: 'live-tag' },
            match.minute === 45 && !VIRTUAL ? t('board.halfTime') : t('board.liveMinute', { minute: match.minute }),
          )
        : el('span', { class: 'muted' }, kickoffText(match.kickoff)),
    );
    const score = match.score ? `${match.score.home} - ${match.score.away}` : 'vs';
    const teams = el(
      'div',
      { class: 'teams' },
      el('span', { class: 'home' }, match.home),
      el('b', { class: 'score' }, score),
      el('span', { class: 'away' }, match.away),
    );
    const markets = match.markets.filter((m) => expanded || ['1x2', 'ah', 'ou'].includes(m.market));
    const grid = el('div', { class: 'markets' });
    for (const m of markets) {
      const row = el(
        'div',
        { class: `market m-${m.market}` },
        el('div', { class: 'market-name' }, t(`markets.${m.market}`)),
      );
      const picks = el('div', { class: 'picks' });
      for (const s of m.selections) {
        const chosen = state.slip.some((l) => l.fixtureId === match.id && l.key === s.key);
        picks.append(
          el(
            'button',
            {
              type: 'button',
              class: chosen ? 'pick chosen' : 'pick',
              'data-key': s.key,
              onclick: () => toggle(match, m, s),
            },
            el('span', {}, pickOf(m, s, match)),
            el('b', {}, fmtOdds(s.odds, s.key)),
          ),
        );
      }
      row.append(picks);
      grid.append(row);
    }
    const closed = match.markets.length === 0;
    return el(
      'article',
      { class: live ? 'match live' : 'match', 'data-id': match.id },
      head,
      teams,
      live || (VIRTUAL && match.goals.length) ? timeline(match) : null,
      closed ? el('p', { class: 'muted' }, VIRTUAL && live ? t('board.closedLive') : t('board.closed')) : grid,
      closed
        ? null
        : el(
            'button',
            {
              type: 'button',
              class: 'link',
              onclick: () => {
                if (expanded) state.open.delete(match.id);
                else state.open.add(match.id);
                render();
              },
            },
            expanded
              ? t('board.less')
              : t('board.more', { count: match.markets.reduce((n, m) => n + m.selections.length, 0) }),
          ),
      el(
        'p',
        { class: 'fair muted small' },
        t('board.seedHash', { hash: (match.fairness.serverSeedHash || '').slice(0, 16) }),
      ),
    );
  }

  function renderTabs() {
    const nav = $('tabs');
    nav.replaceChildren();
    if (VIRTUAL) return;
    const tabs = [
      ['all', t('board.all')],
      ['live', t('board.live')],
    ].concat(state.leagues.filter((l) => !l.virtual).map((l) => [l.code, leagueName(l.code, l.name)]));
    for (const [code, name] of tabs) {
      nav.append(
        el(
          'button',
          {
            type: 'button',
            class: state.tab === code ? 'tab on' : 'tab',
            onclick: () => {
              state.tab = code;
              render();
            },
          },
          name,
        ),
      );
    }
  }

  function renderBoard() {
    const board = $('board');
    const shown = state.matches.filter((m) => {
      if (VIRTUAL) return m.virtual;
      if (m.virtual) return false;
      if (state.tab === 'live') return m.status === 'live';
      return state.tab === 'all' || m.league === state.tab;
    });
    board.replaceChildren();
    const live = shown.filter((m) => m.status === 'live');
    const upcoming = shown.filter((m) => m.status === 'scheduled');
    if (live.length) board.append(el('h2', {}, t('board.inPlay')), ...live.map(matchCard));
    if (upcoming.length)
      board.append(el('h2', {}, VIRTUAL ? t('board.next') : t('board.upcoming')), ...upcoming.map(matchCard));
    if (!live.length && !upcoming.length) board.append(el('p', { class: 'muted' }, t('board.none')));
  }

  function renderBalance() {
    $('balance').textContent = state.balance === null ? '…' : t('board.balance', { amount: vnd(state.balance) });
  }

  function render() {
    renderBalance();
    renderTabs();
    renderBoard();
    renderSlip();
  }

  // ─── my bets ─────────────────────────────────────────────────────────────────────────────

  async function loadBets() {
    const list = await api('bets?limit=10').catch(() => []);
    const box = $('mybets');
    box.replaceChildren(el('h2', {}, t('bets.title')));
    if (list.length === 0) box.append(el('p', { class: 'muted' }, t('bets.none')));
    for (const b of list) {
      box.append(
        el(
          'div',
          { class: `bet ${b.status}`, 'data-bet': b.id },
          el(
            'div',
            { class: 'row' },
            el('strong', {}, b.kind === 'parlay' ? t('bets.parlay', { count: b.legs.length }) : t('bets.single')),
            el('span', {}, STATUSES.has(b.status) ? t(`status.${b.status}`) : b.status),
          ),
          ...b.legs.map((l) =>
            el(
              'div',
              { class: 'leg small' },
              el('div', {}, `${l.home} - ${l.away}${l.score ? ` (${l.score.home}-${l.score.away})` : ''}`),
              el(
                'div',
                { class: 'leg-row' },
                el('span', {}, `${selectionLabel(t, l, l.home, l.away)} @ ${fmtOdds(l.odds, l.market)}`),
                el(
                  'b',
                  { class: `res ${l.result || 'open'}` },
                  l.result ? (RESULTS.has(l.result) ? t(`results.${l.result}`) : l.result) : t('bets.open'),
                ),
              ),
            ),
          ),
          el(
            'div',
            { class: 'row small' },
            el('span', {}, t('bets.stake', { amount: vnd(b.stake) })),
            el(
              'span',
              {},
              b.payout === null
                ? t('bets.potential', { amount: vnd(b.potentialWin) })
                : t('bets.paid', { amount: vnd(b.payout) }),
            ),
          ),
          ...cashoutRow(b),
          // money moved after settlement: a corrected result (or a debt it left, collected)
          ...(b.adjustments || []).map((a) => {
            const label = t(a.purpose === 'debt' ? 'records.debt' : 'records.adjustment');
            return el(
              'div',
              { class: 'row small adjustment' },
              el('span', {}, a.pending ? t('bets.pending', { label }) : label),
              el('b', {}, `${a.amount > 0 ? '+' : ''}${vnd(a.amount)}`),
            );
          }),
        ),
      );
    }
    if (list.some((b) => b.status !== 'placed')) refreshBalance();
  }

  /**
   * Cash-out (docs/sports.md): the offer at today's prices; a tap asks for a quote held a few
   * seconds, a second tap accepts it. A moved price is refused by the server with the new one.
   */
  function cashoutRow(b) {
    const q = state.cashout?.bet === b.id && Date.parse(state.cashout.expiresAt) > Date.now() ? state.cashout : null;
    const btn = (cls, text, onclick) => el('button', { type: 'button', class: cls, onclick }, text);
    if (b.cashout?.at) return [el('div', { class: 'row small cashout-done' }, t('bets.cashedOut'))];
    if (b.status !== 'placed' || (!q && !b.cashout?.offer)) return [];
    if (!q) return [btn('cashout', t('bets.cashout', { amount: vnd(b.cashout.offer) }), () => quoteCashout(b.id))];
    const left = Math.max(0, Math.ceil((Date.parse(q.expiresAt) - Date.now()) / 1000));
    const cancel = () => {
      state.cashout = null;
      loadBets();
    };
    return [
      el(
        'div',
        { class: 'cashout-confirm' },
        el('span', { class: 'cashout-held' }, t('bets.cashoutHeld', { amount: vnd(q.amount), seconds: left })),
        btn('cashout', t('bets.confirm'), () => acceptCashout(b.id, q.quoteId)),
        btn('ghost', t('bets.cancel'), cancel),
      ),
    ];
  }

  async function quoteCashout(bet) {
    try {
      state.cashout = { bet, ...(await api(`bets/${bet}/cashout-quote`, { method: 'POST', body: '{}' })) };
      setTimeout(loadBets, Date.parse(state.cashout.expiresAt) - Date.now() + 50);
    } catch (err) {
      toast(err.message, 'warn');
    }
    loadBets();
  }

  async function acceptCashout(bet, quoteId) {
    try {
      const done = await api(`bets/${bet}/cashout`, { method: 'POST', body: JSON.stringify({ quoteId }) });
      toast(t('toast.cashedOut', { amount: vnd(done.amount) }), 'ok');
    } catch (err) {
      toast(err.message, 'warn');
    }
    state.cashout = null;
    await loadBets();
    refreshBalance();
  }

  async function refreshBalance() {
    try {
      const s = await api('session');
      state.balance = s.balance;
      state.limits = s.limits;
      renderBalance();
    } catch (err) {
      $('balance').textContent = err.message;
    }
  }

  async function loadMatches() {
    const game = VIRTUAL ? 'virtual' : 'sportsbook';
    const [live, upcoming] = await Promise.all([
      api(`matches?status=live&game=${game}`),
      api(`matches?status=upcoming&game=${game}&limit=${VIRTUAL ? 3 : 60}`),
    ]);
    state.matches = live.items.concat(upcoming.items);
    state.loadedAt = Date.now();
    refreshSlip();
    renderBoard();
    if (!document.getElementById('stake') || document.activeElement !== document.getElementById('stake')) renderSlip();
  }

  /**
   * Keeps the slip's picks on the prices listed now, and tells the player what moved: a new price
   * is taken and marked; a handicap or total line that moved is replaced by the same side on the
   * new line; a pick whose match stopped taking bets is removed. Nothing changes silently.
   */
  function refreshSlip() {
    const notes = [];
    state.slip = state.slip.filter((leg) => {
      const match = state.matches.find((x) => x.id === leg.fixtureId);
      if (!match || match.markets.length === 0) {
        notes.push(t('toast.matchClosed', { match: leg.title }));
        return false;
      }
      const all = match.markets.flatMap((m) => m.selections.map((s) => ({ m, s })));
      const same = all.find((x) => x.s.key === leg.key);
      if (same) {
        if (same.s.odds !== leg.odds) {
          leg.note = t('toast.oddsChanged', { from: fmtOdds(leg.odds, leg.key), to: fmtOdds(same.s.odds, leg.key) });
          notes.push(`${leg.title}: ${inSentence(leg.note)}`);
          leg.odds = same.s.odds;
        }
        return true;
      }
      const [market, , pick] = leg.key.split(':');
      const moved = all.find((x) => x.m.market === market && x.s.key.split(':')[2] === pick);
      if (!moved) {
        notes.push(t('toast.marketClosed', { label: leg.label, match: leg.title }));
        return false;
      }
      const label = slipLabel(moved.m, moved.s, match);
      leg.note = t('toast.lineChanged', { from: leg.label, to: label, odds: fmtOdds(moved.s.odds, moved.s.key) });
      notes.push(`${leg.title}: ${inSentence(leg.note)}`);
      leg.key = moved.s.key;
      leg.odds = moved.s.odds;
      leg.label = label;
      return true;
    });
    if (notes.length) toast(notes.join('. '), 'warn');
  }

  // ─── the floating slip (phones) ─────────────────────────────────────────────────────────

  function renderFab() {
    const n = state.slip.length;
    $('slip-count').textContent = String(n);
    $('slip-stake').textContent =
      n === 0 ? t('page.noPick') : t('slip.fabStake', { amount: vnd(state.stake || state.limits.minStake) });
  }

  function openSheet() {
    document.body.classList.add('sheet-open');
    $('slip').focus();
  }

  function closeSheet() {
    document.body.classList.remove('sheet-open');
  }

  async function start() {
    $('back').href = lobby;
    $('slip-fab').addEventListener('click', openSheet);
    $('sheet-backdrop').addEventListener('click', closeSheet);
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') closeSheet();
    });
    const select = $('odds-format');
    select.value = state.format;
    select.addEventListener('change', () => {
      state.format = select.value;
      localStorage.setItem(FORMAT_KEY, state.format);
      render();
      loadBets();
    });
    if (!token) {
      $('board').replaceChildren(el('p', { class: 'error' }, t('errors.session')));
      return;
    }
    state.leagues = await api('leagues').catch(() => []);
    await refreshBalance();
    render();
    await Promise.all([loadMatches().catch((e) => toast(e.message)), loadBets()]);
    // the stream brings changes as they happen: while it is up, the poll only checks now and then
    setInterval(
      () => {
        if (state.streaming && Date.now() - state.loadedAt < 15_000) return;
        loadMatches().catch(() => {});
      },
      VIRTUAL ? 1000 : 3000,
    );
    setInterval(() => loadBets(), 5000);
    listen();
  }

  /**
   * The server tells an open screen the moment the listing changed on any instance (a trader's
   * suspension, a new price, a result): read it again then, not at the next poll. The poll stays
   * for the clock and as the fallback when the stream is down. One read at a time; a change
   * heard during a read is read once more after it.
   */
  function listen() {
    if (typeof EventSource !== 'function') return;
    let reading = null;
    let again = false;
    const reread = () => {
      if (reading) {
        again = true;
        return;
      }
      reading = loadMatches()
        .catch(() => {})
        .finally(() => {
          reading = null;
          if (again) {
            again = false;
            reread();
          }
        });
    };
    const stream = new EventSource(`${BASE}/api/stream`);
    stream.addEventListener('matches', reread);
    stream.addEventListener('limits', () => refreshBalance());
    // reopened after a drop: whatever changed meanwhile was not heard
    stream.addEventListener('open', () => {
      if (state.streamOpened) reread();
      state.streamOpened = true;
      state.streaming = true;
    });
    stream.addEventListener('error', () => {
      state.streaming = false;
    });
  }

  start();
})();
