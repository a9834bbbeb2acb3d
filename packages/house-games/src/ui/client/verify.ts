import { HOUSE_GAME_CODES } from '../../games/types';
import { winLine } from '../../i18n';
import { verifyInBrowser } from '../../rng/fair-browser';
import { clear, h, money } from './dom';
import { t } from './lang';

const EXAMPLE_BET: Record<string, unknown> = {
  taixiu: { bets: [{ spot: 'tai', amount: 10000 }] },
  xocdia: { bets: [{ spot: 'chan', amount: 10000 }] },
  baucua: { bets: [{ spot: 'cua', amount: 10000 }] },
  rongho: { bets: [{ spot: 'rong', amount: 10000 }] },
  roulette: { bets: [{ spot: 'n17', amount: 10000 }] },
  slot: { lineBet: 500 },
  keno: { picks: [1, 2, 3, 4, 5], amount: 10000 },
  baccarat: { bets: [{ spot: 'banker', amount: 10000 }] },
  baccarat_nc: { bets: [{ spot: 'banker', amount: 10000 }] },
  blackjack: { amount: 10000, actions: ['stand'] },
  threecard: { ante: 10000, pairPlus: 0, actions: ['play'] },
  xidach: { amount: 10000, actions: [] },
  maubinh: { chi: 1000, actions: ['auto'] },
  cockfight: { bets: [{ spot: 'meron', amount: 10000, odds: 190 }] },
  fish: { shots: [{ fish: 'ca-he', level: 1000 }] },
  baccarat_live: { coup: 0, bets: [{ spot: 'banker', amount: 10000 }] },
  sicbo: { bets: [{ spot: 'big', amount: 10000 }] },
};

/** What the result panel shows: the live table's outcome is a whole shoe, the bet names one coup. */
function shownOutcome(game: string, outcome: unknown, bet: unknown): unknown {
  if (game !== 'baccarat_live') return outcome;
  const coup = (bet as { coup: number }).coup;
  return { coup: coup + 1, ...(outcome as { coups: unknown[] }).coups[coup]! };
}

/**
 * The verify page: recomputes a round in the player's own browser (WebCrypto), so the check
 * does not depend on trusting the server. Fields can be prefilled from the query string.
 */
export async function verifyPage(root: HTMLElement, base: string): Promise<void> {
  const q = new URLSearchParams(window.location.search);
  const game = h('select', { id: 'v-game' }) as HTMLSelectElement;
  for (const code of HOUSE_GAME_CODES) {
    game.append(h('option', { value: code, selected: q.get('game') === code }, t(`games.${code}`)));
  }
  const field = (id: string, label: string, value: string, multiline = false) => {
    const input = multiline
      ? (h('textarea', { id, rows: 3, spellcheck: 'false' }, value) as HTMLTextAreaElement)
      : (h('input', { id, value, autocomplete: 'off', spellcheck: 'false' }) as HTMLInputElement);
    return { input, el: h('div', { class: 'field' }, h('label', { for: id }, label), input) };
  };
  const serverSeed = field('v-server-seed', t('verify.serverSeed'), q.get('serverSeed') ?? '');
  const hash = field('v-hash', t('verify.hash'), q.get('serverSeedHash') ?? '');
  const clientSeed = field('v-client-seed', t('verify.clientSeed'), q.get('clientSeed') ?? '');
  const nonce = field('v-nonce', t('verify.nonce'), q.get('nonce') ?? '0');
  const bet = field(
    'v-bet',
    t('verify.bet'),
    q.get('bet') ?? JSON.stringify(EXAMPLE_BET[game.value] ?? EXAMPLE_BET.taixiu),
    true,
  );
  game.addEventListener('change', () => {
    if (!q.get('bet')) bet.input.value = JSON.stringify(EXAMPLE_BET[game.value]);
  });
  const out = h('div', { 'aria-live': 'polite' });

  const run = async () => {
    clear(out);
    let parsedBet: unknown;
    try {
      parsedBet = JSON.parse(bet.input.value);
    } catch {
      out.append(h('p', { class: 'verify-bad' }, t('verify.badJson')));
      return;
    }
    const n = Number(nonce.input.value);
    if (!Number.isInteger(n) || n < 0) {
      out.append(h('p', { class: 'verify-bad' }, t('verify.badNonce')));
      return;
    }
    const result = await verifyInBrowser({
      game: game.value,
      serverSeed: serverSeed.input.value.trim(),
      serverSeedHash: hash.input.value.trim(),
      clientSeed: clientSeed.input.value,
      nonce: n,
      bet: parsedBet,
    });
    if (!result.ok) {
      out.append(h('p', { class: 'verify-bad' }, `✗ ${t(result.key)}`));
      return;
    }
    out.append(
      h('p', { class: 'verify-ok' }, t('verify.ok')),
      h(
        'dl',
        { class: 'kv' },
        h('dt', {}, t('verify.stake')),
        h('dd', {}, money(result.stake)),
        h('dt', {}, t('verify.payout')),
        h('dd', {}, money(result.settlement.payout)),
        h('dt', {}, t('verify.jackpot')),
        h('dd', {}, result.settlement.jackpotHit ? t('verify.yes') : t('verify.no')),
        ...result.settlement.wins.flatMap((w) => [h('dt', {}, winLine(t, w)), h('dd', {}, money(w.payout))]),
      ),
      h('h2', { style: 'margin-top:10px' }, t('verify.result')),
      h(
        'pre',
        { class: 'mono', style: 'white-space:pre-wrap' },
        JSON.stringify(shownOutcome(game.value, result.outcome, parsedBet), null, 2),
      ),
    );
  };

  clear(root);
  root.append(
    h('header', { class: 'topbar' }, h('h1', {}, t('verify.title'))),
    h(
      'section',
      { class: 'panel' },
      h('p', {}, t('verify.explain')),
      h('div', { class: 'field' }, h('label', { for: 'v-game' }, t('verify.game')), game),
      serverSeed.el,
      hash.el,
      clientSeed.el,
      nonce.el,
      bet.el,
      h('button', { class: 'btn primary', type: 'button', onclick: () => void run() }, t('common.check')),
      out,
    ),
    h('p', { class: 'total' }, h('a', { href: `${base}/api/games`, style: 'color:var(--gold)' }, t('verify.rtp'))),
  );
  if (q.get('serverSeed')) await run();
}
