import type { HouseGameCode } from '../../games/types';
import { baccaratView } from './baccarat-view';
import { blackjackView } from './blackjack-view';
import { mauBinhView } from './maubinh-view';
import { sicboView } from './sicbo-view';
import { threeCardView } from './threecard-view';
import type { GameView, ViewContext } from './views';
import { xiDachView } from './xidach-view';

/** The card tables' screens (kept apart from views.ts, which holds the dice and wheel games). */
export function tableView(game: HouseGameCode, ctx: ViewContext): GameView | null {
  switch (game) {
    case 'baccarat':
      return baccaratView(ctx, false);
    case 'baccarat_nc':
      return baccaratView(ctx, true);
    case 'blackjack':
      return blackjackView(ctx);
    case 'threecard':
      return threeCardView(ctx);
    case 'xidach':
      return xiDachView(ctx);
    case 'maubinh':
      return mauBinhView(ctx);
    case 'sicbo':
      return sicboView(ctx);
    default:
      return null;
  }
}
