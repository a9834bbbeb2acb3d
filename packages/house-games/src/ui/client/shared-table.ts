import { ApiError, createApi } from './api';
import { clear, h, money, sheet, short, toast } from './dom';
import { lang, t } from './lang';

/**
 * The pieces every shared-schedule table screen (live baccarat, cockfight) builds the same way:
 * opening the table, the balance, the chip picker, the countdown, a bet's payout and verify link,
 * the page's header and fairness footer.
 */

export type TableApi = ReturnType<typeof createApi>;

/** The fairness of a bet on a shared round (the seed once it is revealed). */
export interface SharedFairness {
  serverSeedHash: string;
  clientSeed: string;
  nonce: 0;
  serverSeed: string | null;
}

/**
 * Loads the session's balance and the round on the table now (`roundPath`); on failure the page
 * shows why and `null` is returned.
 */
export async function openSharedTable<R>(
  root: HTMLElement,
  base: string,
  token: string | null,
  backLink: () => HTMLElement,
  roundPath: string,
): Promise<{ api: TableApi; balance: number; round: R } | null> {
  const api = createApi(base, token);
  const fatal = (message: string) => {
    clear(root);
    root.append(h('div', { class: 'panel fatal' }, h('h2', {}, t('common.cantOpen')), h('p', {}, message), backLink()));
    return null;
  };
  if (!token) return fatal(t('common.badSession'));
  try {
    const balance = (await api.get<{ balance: number }>('session')).balance;
    const round = await api.get<R>(roundPath);
    return { api, balance, round };
  } catch (err) {
    return fatal(err instanceof ApiError ? err.message : t('common.error'));
  }
}

/**
 * Seats the player at a shared table: opens it (null when it cannot, the page says why) with
 * what every table screen holds from the start — the round as fetched and its phase clock, the
 * balance in the header, the chip picker (`pick` takes a chip) and the list of the player's bets
 * on the round shown. `render` repaints the page (while a bet is on its way, for one).
 */
export async function seatAtTable<R extends { msLeft: number }>(
  root: HTMLElement,
  base: string,
  token: string | null,
  backLink: () => HTMLElement,
  table: {
    roundPath: string;
    chips: { value: number; color?: string }[];
    chipsLabel: string;
    pick: (value: number) => void;
    render: () => void;
  },
) {
  const opened = await openSharedTable<R>(root, base, token, backLink, table.roundPath);
  if (!opened) return null;
  const { api } = opened;
  const clock = phaseClock();
  clock.set(opened.round);
  const balance = balanceDisplay(api, opened.balance);
  const myList = h('ul', { class: 'fight-mine', 'aria-label': t('common.yourBets') });
  let busy = false;
  return {
    api,
    round: opened.round,
    clock,
    balance,
    chips: chipPicker(table.chips, table.chipsLabel, table.pick),
    myList,
    /** true while a bet is on its way (the bet button is disabled) */
    busy: () => busy,
    /** Sends a bet, the page busy meanwhile; `placed` takes the answer. */
    send<A extends { balance: number | null }>(path: string, body: unknown, placed: (answer: A) => void) {
      return sendBet<A>(
        api,
        path,
        body,
        balance,
        (on) => {
          busy = on;
          table.render();
        },
        placed,
      );
    },
    /** Lists the player's bets on the round shown, `empty` when there are none. */
    listMine<B>(mine: B[], empty: string, line: (bet: B) => HTMLElement) {
      clear(myList);
      if (mine.length === 0) myList.append(h('li', { class: 'total' }, empty));
      for (const b of mine) myList.append(line(b));
    },
  };
}

/** The history sheet: the player's last 50 bets at the table (`betsPath`), a line each. */
export async function betsSheet<B>(api: TableApi, title: string, betsPath: string, line: (bet: B) => HTMLElement) {
  const { body } = sheet(title);
  const bets = await api.get<B[]>(`${betsPath}?limit=50`).catch(() => []);
  if (bets.length === 0) body.append(h('p', {}, t('common.noBets')));
  const list = h('ul', { class: 'fight-mine' });
  for (const b of bets) list.append(line(b));
  body.append(list);
}

/** The balance in the header; `set(null)` (an answer without a balance) leaves it as it is. */
export function balanceDisplay(api: TableApi, balance: number) {
  const el = h('strong', { 'data-testid': 'balance' }, money(balance));
  const set = (b: number | null) => {
    if (b === null) return;
    el.textContent = money(b);
  };
  /** asks the platform again (after a round paid) */
  const refresh = async () =>
    set((await api.get<{ balance: number }>('balance').catch(() => ({ balance: null }))).balance);
  return { el, set, refresh };
}

/** The chip picker: one radio per value (`color` paints the chip). */
export function chipPicker(chips: { value: number; color?: string }[], label: string, pick: (value: number) => void) {
  const el = h('div', { class: 'chips', role: 'radiogroup', 'aria-label': label });
  for (const { value, color } of chips) {
    el.append(
      h(
        'button',
        {
          class: 'chip',
          type: 'button',
          ...(color ? { style: `--c:${color}` } : {}),
          role: 'radio',
          'aria-label': money(value),
          'data-chip': value,
          onclick: () => pick(value),
        },
        short(value),
      ),
    );
  }
  return {
    el,
    show(chip: number) {
      for (const c of el.children) {
        const on = Number((c as HTMLElement).dataset.chip) === chip;
        c.classList.toggle('active', on);
        c.setAttribute('aria-checked', String(on));
      }
    },
  };
}

/** The countdown of the round's phase, by the server's clock when it was fetched. */
export function phaseClock() {
  let msLeft = 0;
  let fetchedAt = performance.now();
  return {
    /** the round as just fetched */
    set(round: { msLeft: number }) {
      msLeft = round.msLeft;
      fetchedAt = performance.now();
    },
    left: () => Math.max(0, msLeft - (performance.now() - fetchedAt)),
  };
}

/** The verify page's link for a bet, once its seed is revealed. */
export function verifyHref(base: string, game: string, fairness: SharedFairness, bet: unknown): string | null {
  if (!fairness.serverSeed) return null;
  return `${base}/verify?${new URLSearchParams({
    game,
    serverSeed: fairness.serverSeed,
    serverSeedHash: fairness.serverSeedHash,
    clientSeed: fairness.clientSeed,
    nonce: '0',
    bet: JSON.stringify(bet),
    lang,
  })}`;
}

/** What a paid bet returned, coloured by whether it won. */
export const payoutTag = (amount: number, payout: number) =>
  h('b', { class: payout > amount ? 'plus' : payout === amount ? '' : 'minus' }, ` → ${money(payout)}`);

export const verifyLink = (href: string | null, text: string) =>
  href ? h('a', { href, target: '_blank', rel: 'noopener' }, text) : null;

/**
 * Sends a bet and tells the player how it went: `placed` takes the answer, a refusal is shown
 * as a toast with the balance it carried. `busy` is set while the bet is on its way.
 */
export async function sendBet<A extends { balance: number | null }>(
  api: TableApi,
  path: string,
  body: unknown,
  balance: { set(b: number | null): void },
  busy: (on: boolean) => void,
  placed: (answer: A) => void,
): Promise<void> {
  busy(true);
  try {
    const r = await api.post<A>(path, body);
    balance.set(r.balance);
    placed(r);
  } catch (err) {
    const e = err instanceof ApiError ? err : null;
    toast(e?.message ?? t('common.error'));
    if (e) balance.set(e.balance);
  } finally {
    busy(false);
  }
}

/** The page's header: back, the game's name, its rules and history sheets, the balance. */
export const tableHeader = (
  backLink: () => HTMLElement,
  name: string,
  rules: () => void,
  history: () => Promise<void>,
  balanceEl: HTMLElement,
) =>
  h(
    'header',
    { class: 'topbar' },
    backLink(),
    h('h1', {}, name),
    h(
      'nav',
      { class: 'tools' },
      h('button', { class: 'icon-btn', type: 'button', onclick: rules }, t('common.rules')),
      h('button', { class: 'icon-btn', type: 'button', onclick: () => void history() }, t('common.history')),
    ),
    h('div', { class: 'balance' }, h('small', {}, t('common.balance')), balanceEl),
  );

/** The seed hash being committed to, with the verify page's link. */
export const fairFooter = (label: string, hashEl: HTMLElement, base: string, game: string) =>
  h(
    'p',
    { class: 'fight-fair' },
    label,
    hashEl,
    ' · ',
    h(
      'a',
      { href: `${base}/verify?game=${game}&lang=${lang}`, target: '_blank', rel: 'noopener' },
      t('common.verifyPage'),
    ),
  );
