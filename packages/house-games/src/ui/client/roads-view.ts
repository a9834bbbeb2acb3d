import type { BaccaratOutcome } from '../../games/baccarat';
import {
  beadPlate,
  bigRoad,
  type DerivedColour,
  derivedRoad,
  type PlacedCell,
  ROAD_ROWS,
  type RoadResult,
} from '../../games/baccarat-roads';
import { clear, h } from './dom';
import { t } from './lang';

/** a bead's letter: the first of the side's name in the screen's language (Con/Nhà cái/Hòa, Player/Banker/Tie) */
const BEAD_LABEL = { player: t('roads.beadPlayer'), banker: t('roads.beadBanker'), tie: t('roads.beadTie') };

function grid(cls: string, title: string): { el: HTMLElement; body: HTMLElement } {
  const body = h('div', { class: `road-grid ${cls}`, style: `--rows:${ROAD_ROWS}` });
  const el = h('div', { class: 'road' }, h('small', {}, title), h('div', { class: 'road-scroll' }, body));
  return { el, body };
}

function place(cell: HTMLElement, col: number, row: number): HTMLElement {
  cell.style.gridColumn = String(col + 1);
  cell.style.gridRow = String(row + 1);
  return cell;
}

function paintDerived(body: HTMLElement, cells: PlacedCell<DerivedColour>[], shape: string) {
  clear(body);
  for (const c of cells) body.append(place(h('i', { class: `mark ${shape} ${c.value}` }), c.col, c.row));
}

/**
 * The table's scoreboards: bead plate (Con C blue, Nhà cái N red, Hòa H green, with the winning
 * total), big road, and the three derived roads, redrawn from the full history on each coup.
 */
export function roadsPanel(initial: RoadResult[] = []) {
  const results = [...initial];
  const bead = grid('bead', t('roads.bead'));
  const big = grid('big', t('roads.big'));
  const eye = grid('small-cells', t('roads.eye'));
  const small = grid('small-cells', t('roads.small'));
  const roach = grid('small-cells', t('roads.roach'));
  const el = h(
    'section',
    { class: 'roads', 'aria-label': t('roads.panel') },
    bead.el,
    big.el,
    h('div', { class: 'roads-derived' }, eye.el, small.el, roach.el),
  );

  const paint = () => {
    clear(bead.body);
    for (const c of beadPlate(results)) {
      const r = c.result;
      bead.body.append(
        place(
          h(
            'i',
            {
              class: `bead ${r.winner} ${r.playerPair ? 'pp' : ''} ${r.bankerPair ? 'bp' : ''}`,
              title: r.total === undefined ? undefined : `${BEAD_LABEL[r.winner]} ${r.total}`,
            },
            r.total === undefined ? BEAD_LABEL[r.winner] : String(r.total),
          ),
          c.col,
          c.row,
        ),
      );
    }
    clear(big.body);
    for (const c of bigRoad(results)) {
      const e = c.value;
      big.body.append(
        place(
          h(
            'i',
            { class: `ring ${e.winner} ${e.playerPair ? 'pp' : ''} ${e.bankerPair ? 'bp' : ''}` },
            e.ties > 0 ? h('b', { class: 'tie-line' }, e.ties > 1 ? String(e.ties) : '') : null,
          ),
          c.col,
          c.row,
        ),
      );
    }
    paintDerived(eye.body, derivedRoad(results, 1), 'hollow');
    paintDerived(small.body, derivedRoad(results, 2), 'dot');
    paintDerived(roach.body, derivedRoad(results, 3), 'slash');
    // the newest marks are on the right
    for (const scroller of el.querySelectorAll<HTMLElement>('.road-scroll')) scroller.scrollLeft = scroller.scrollWidth;
  };
  paint();

  return {
    el,
    add(o: BaccaratOutcome) {
      results.push({
        winner: o.winner,
        playerPair: o.playerPair,
        bankerPair: o.bankerPair,
        total: o.winner === 'banker' ? o.bankerTotal : o.playerTotal,
      });
      paint();
    },
    set(all: RoadResult[]) {
      results.length = 0;
      results.push(...all);
      paint();
    },
  };
}
