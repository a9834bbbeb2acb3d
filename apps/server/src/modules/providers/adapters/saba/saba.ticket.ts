import type { WireRow } from '../adapters.repository';
import type { Leg } from '../awc/awc.state';

/**
 * Where one SABA ticket (refId) stands, replayed from the calls applied to it: each call is a
 * row of `provider_wire_transactions` under the refId, kind `placebet` or `<action>#<operationId>`.
 */
export interface TicketState {
  playerId: number | null;
  /** the stake PlaceBet took */
  bet: Leg | null;
  /** stakes ConfirmBet added when the odds changed */
  extraBets: Leg[];
  /** parts of the stake ConfirmBet gave back */
  credits: Leg[];
  cancelled: boolean;
  /** a settle paid through the native win (the round's settlement); later changes are adjustments */
  settledOnce: boolean;
  /** operationIds already applied */
  ops: Set<string>;
  /** the licensee transaction id PlaceBet answered */
  licenseeTxId: string | null;
}

const leg = (r: WireRow): Leg | null => (r.nativeUuid ? { uuid: r.nativeUuid, vnd: Math.abs(r.amountVnd) } : null);

export function ticketState(rows: WireRow[]): TicketState {
  const s: TicketState = {
    playerId: null,
    bet: null,
    extraBets: [],
    credits: [],
    cancelled: false,
    settledOnce: false,
    ops: new Set(),
    licenseeTxId: null,
  };
  for (const r of rows) {
    s.playerId ??= r.playerId;
    const [action, op] = r.kind.split('#') as [string, string | undefined];
    if (op !== undefined) s.ops.add(op);
    switch (action) {
      case 'placebet':
        s.bet = leg(r);
        s.licenseeTxId = String(r.id);
        break;
      case 'confirmbet': {
        const l = leg(r);
        if (l && r.amountVnd < 0) s.extraBets.push(l);
        if (l && r.amountVnd > 0) s.credits.push(l);
        break;
      }
      case 'cancelbet':
        s.cancelled = true;
        break;
      case 'settle':
      case 'resettle':
      case 'unsettle':
        s.settledOnce ||= r.nativeUuid?.startsWith('settle:') === true;
        break;
    }
  }
  return s;
}
