import { money } from './dom';

/** A shared table's stake limits as its API shows them (decision 108). */
export interface TableLimitsView {
  spotMin: number;
  spotMax: number;
  roundMin: number;
  roundMax: number;
}

/** The line under the chips: what each spot and the round take, from the same row bets are checked against. */
export function limitsText(l: TableLimitsView | undefined): string {
  if (!l) return '';
  return `Giới hạn mỗi cửa: ${money(l.spotMin)} – ${money(l.spotMax)} · Mỗi ván: ${money(l.roundMin)} – ${money(l.roundMax)}`;
}
