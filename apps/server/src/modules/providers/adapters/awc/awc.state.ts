import type { WireRow } from '../adapters.repository';

/** A native payment or stake: its ledger id and amount in đồng. */
export interface Leg {
  uuid: string;
  vnd: number;
}

/** Where one AWC transaction (platformTxId) stands, replayed from the calls applied to it. */
export interface TxState {
  /** the stake the ledger holds now, if any */
  bet: Leg | null;
  /** a cancel or void arrived (before the bet, too: the late bet takes nothing) */
  cancelled: boolean;
  /** money adjustBet gave back on the stake */
  adjust: Leg | null;
  /** the payment in force */
  settle: Leg | null;
  /** what voidSettle took back, for unvoidSettle */
  voided: { bet: Leg | null; settle: Leg | null } | null;
  /** calls applied so far: the next one's generation in its native id */
  calls: number;
  /** the round and game of the bet, for calls that leave them out */
  round: string;
  game: string;
  provider: string;
  playerId: number | null;
}

const leg = (r: WireRow): Leg | null => (r.nativeUuid ? { uuid: r.nativeUuid, vnd: Math.abs(r.amountVnd) } : null);

/** Replays the rows of one platformTxId, oldest first. */
export function txState(rows: WireRow[]): TxState {
  const s: TxState = {
    bet: null,
    cancelled: false,
    adjust: null,
    settle: null,
    voided: null,
    calls: rows.length,
    round: '',
    game: '',
    provider: '',
    playerId: null,
  };
  for (const r of rows) {
    const action = r.kind.split('#')[0];
    s.round ||= r.round;
    s.game ||= r.gameCode;
    s.provider ||= r.providerCode;
    s.playerId ??= r.playerId;
    switch (action) {
      case 'bet':
      case 'unvoidBet':
        s.bet = leg(r);
        if (action === 'unvoidBet') s.cancelled = false;
        break;
      case 'cancelBet':
      case 'voidBet':
        s.bet = null;
        s.adjust = null;
        s.cancelled = true;
        break;
      case 'adjustBet':
        s.adjust = leg(r);
        break;
      case 'settle':
      case 'resettle':
      case 'refund':
        s.settle = leg(r) ?? { uuid: '', vnd: 0 };
        break;
      case 'unsettle':
        s.settle = null;
        break;
      case 'voidSettle':
        s.voided = { bet: s.bet, settle: s.settle };
        s.bet = null;
        s.settle = null;
        break;
      case 'unvoidSettleBet':
        s.bet = leg(r);
        break;
      case 'unvoidSettle':
        s.settle = leg(r) ?? { uuid: '', vnd: 0 };
        s.voided = null;
        break;
      case 'cancelBetNSettle':
        s.bet = null;
        s.settle = null;
        s.cancelled = true;
        break;
    }
  }
  return s;
}
