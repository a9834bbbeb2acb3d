import { SICBO_ODDS, SICBO_TOTAL_ODDS, type SicBoOutcome, sicboReturnPerMille } from '../../games/sicbo';
import { clear, h, sleep } from './dom';
import { t } from './lang';
import { banner, chipGame, die, type GameView, SpotBoard, type SpotDef, showBanner, type ViewContext } from './views';

const FACES = [1, 2, 3, 4, 5, 6];

/** The board's sections, each its own grid; stakes of all of them make one bet. */
function sections(): { title: string; cols: number; spots: SpotDef[] }[] {
  return [
    {
      title: '',
      cols: 5,
      spots: [
        { id: 'small', name: t('sicbo.small'), odds: '4-10 · 1:1', class: 'big sb-small' },
        { id: 'even', name: t('sicbo.even'), odds: '1:1' },
        { id: 'any_triple', name: t('sicbo.anyTriple'), odds: t('sicbo.anyTripleOdds'), class: 'sb-triple' },
        { id: 'odd', name: t('sicbo.odd'), odds: '1:1' },
        { id: 'big', name: t('sicbo.big'), odds: '11-17 · 1:1', class: 'big sb-big' },
      ],
    },
    {
      title: t('sicbo.specificTriple', { odds: SICBO_ODDS.specificTriple }),
      cols: 6,
      spots: FACES.map((f) => ({ id: `triple_${f}`, name: `${f}${f}${f}`, odds: '', class: 'sb-triple' })),
    },
    {
      title: t('sicbo.double', { odds: SICBO_ODDS.double }),
      cols: 6,
      spots: FACES.map((f) => ({ id: `double_${f}`, name: `${f}${f}`, odds: '' })),
    },
    {
      title: t('sicbo.totals'),
      cols: 7,
      spots: Object.keys(SICBO_TOTAL_ODDS)
        .map(Number)
        .sort((a, b) => a - b)
        .map((t) => ({ id: `total_${t}`, name: String(t), odds: `1:${SICBO_TOTAL_ODDS[t]}` })),
    },
    {
      title: t('sicbo.pair', { odds: SICBO_ODDS.pair }),
      cols: 5,
      spots: FACES.flatMap((a) =>
        FACES.filter((b) => b > a).map((b) => ({ id: `pair_${a}_${b}`, name: `${a}-${b}`, odds: '' })),
      ),
    },
    {
      title: t('sicbo.single'),
      cols: 6,
      spots: FACES.map((f) => ({ id: `single_${f}`, name: String(f), odds: '', class: 'sb-single' })),
    },
  ];
}

/** Several spot boards that behave as one (the chip game sees a single board). */
function combined(boards: SpotBoard[], el: HTMLElement): SpotBoard {
  const all = {
    el,
    total: () => boards.reduce((s, b) => s + b.total(), 0),
    bet() {
      const bets: unknown[] = [];
      for (const b of boards) {
        const one = b.bet();
        if ('bet' in one) bets.push(...(one.bet as { bets: unknown[] }).bets);
        // an empty section is fine; a stake outside the table's limits stops the bet
        else if (b.total() > 0) return one;
      }
      if (bets.length === 0) return { error: t('common.tapSpot') };
      return { bet: { bets }, stake: all.total() };
    },
    clear: () => {
      for (const b of boards) b.clear();
    },
    clearStakes: () => {
      for (const b of boards) b.clearStakes();
    },
    double: () => {
      for (const b of boards) b.double();
    },
    rebet: () => {
      for (const b of boards) b.rebet();
    },
    highlight: (ids: string[]) => {
      for (const b of boards) b.highlight(ids);
    },
  };
  return all as unknown as SpotBoard;
}

/** Sic bo: three dice under the cup and the full bet board; winning spots light up. */
export function sicboView(ctx: ViewContext): GameView {
  const stage = h('div', { class: 'stage sb-stage' }, die(2), die(4), die(6));
  const text = banner();
  const boards: SpotBoard[] = [];
  const el = h('div', { class: 'sb-board' });
  for (const s of sections()) {
    const board = new SpotBoard(s.spots, ctx, { cols: s.cols, className: 'spots sb-section' });
    boards.push(board);
    if (s.title) el.append(h('small', { class: 'sb-title' }, s.title));
    el.append(board.el);
  }
  const board = combined(boards, el);
  const allSpots = sections().flatMap((s) => s.spots.map((x) => x.id));
  return chipGame(
    { stage, banner: text, board },
    {
      start() {
        for (const d of stage.querySelectorAll('.die')) d.classList.add('rolling');
      },
      async show(result) {
        const o = result.outcome as SicBoOutcome;
        clear(stage);
        stage.append(...o.dice.map((d) => die(d, true)));
        await sleep(650);
        board.highlight(allSpots.filter((spot) => sicboReturnPerMille(spot, o) > 0));
        const side = o.triple
          ? t('sicbo.triple')
          : `${o.total >= 11 ? t('sicbo.big') : t('sicbo.small')} · ${o.total % 2 ? t('sicbo.odd') : t('sicbo.even')}`;
        showBanner(text, result, `${o.dice.join(' + ')} = ${o.total} · ${side}`);
      },
    },
    { clearAfterRound: true },
  );
}
