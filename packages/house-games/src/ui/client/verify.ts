import { HOUSE_GAMES } from '../../games';
import { HOUSE_GAME_CODES } from '../../games/types';
import { verifyInBrowser } from '../../rng/fair-browser';
import { clear, h, money } from './dom';

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
    game.append(h('option', { value: code, selected: q.get('game') === code }, HOUSE_GAMES[code].name));
  }
  const field = (id: string, label: string, value: string, multiline = false) => {
    const input = multiline
      ? (h('textarea', { id, rows: 3, spellcheck: 'false' }, value) as HTMLTextAreaElement)
      : (h('input', { id, value, autocomplete: 'off', spellcheck: 'false' }) as HTMLInputElement);
    return { input, el: h('div', { class: 'field' }, h('label', { for: id }, label), input) };
  };
  const serverSeed = field('v-server-seed', 'Hạt giống máy chủ (đã tiết lộ)', q.get('serverSeed') ?? '');
  const hash = field('v-hash', 'Mã băm hạt giống máy chủ (công bố trước khi chơi)', q.get('serverSeedHash') ?? '');
  const clientSeed = field('v-client-seed', 'Hạt giống của bạn', q.get('clientSeed') ?? '');
  const nonce = field('v-nonce', 'Số thứ tự ván', q.get('nonce') ?? '0');
  const bet = field(
    'v-bet',
    'Cược (JSON)',
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
      out.append(h('p', { class: 'verify-bad' }, 'Cược phải là JSON hợp lệ'));
      return;
    }
    const n = Number(nonce.input.value);
    if (!Number.isInteger(n) || n < 0) {
      out.append(h('p', { class: 'verify-bad' }, 'Số thứ tự ván phải là số nguyên không âm'));
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
      out.append(h('p', { class: 'verify-bad' }, `✗ ${result.message}`));
      return;
    }
    out.append(
      h(
        'p',
        { class: 'verify-ok' },
        '✓ Hạt giống máy chủ khớp mã băm; kết quả tính lại ngay trên trình duyệt của bạn:',
      ),
      h(
        'dl',
        { class: 'kv' },
        h('dt', {}, 'Tiền cược'),
        h('dd', {}, money(result.stake)),
        h('dt', {}, 'Tiền trả'),
        h('dd', {}, money(result.settlement.payout)),
        h('dt', {}, 'Nổ hũ'),
        h('dd', {}, result.settlement.jackpotHit ? 'Có' : 'Không'),
        ...result.settlement.wins.flatMap((w) => [h('dt', {}, w.label), h('dd', {}, money(w.payout))]),
      ),
      h('h2', { style: 'margin-top:10px' }, 'Kết quả'),
      h(
        'pre',
        { class: 'mono', style: 'white-space:pre-wrap' },
        JSON.stringify(shownOutcome(game.value, result.outcome, parsedBet), null, 2),
      ),
    );
  };

  clear(root);
  root.append(
    h('header', { class: 'topbar' }, h('h1', {}, 'Kiểm tra kết quả ván chơi')),
    h(
      'section',
      { class: 'panel' },
      h(
        'p',
        {},
        'Mỗi ván được quyết định bởi HMAC-SHA256(hạt giống máy chủ, "hạt giống của bạn:số thứ tự ván"); các khối tiếp theo thêm ":1", ":2"… Số nguyên được lấy bằng phương pháp loại bỏ (không lệch modulo). Trang này tính lại ván chơi bằng WebCrypto của trình duyệt.',
      ),
      h('div', { class: 'field' }, h('label', { for: 'v-game' }, 'Trò chơi'), game),
      serverSeed.el,
      hash.el,
      clientSeed.el,
      nonce.el,
      bet.el,
      h('button', { class: 'btn primary', type: 'button', onclick: () => void run() }, 'Kiểm tra'),
      out,
    ),
    h(
      'p',
      { class: 'total' },
      h('a', { href: `${base}/api/games`, style: 'color:var(--gold)' }, 'RTP công bố của từng trò chơi'),
    ),
  );
  if (q.get('serverSeed')) await run();
}
