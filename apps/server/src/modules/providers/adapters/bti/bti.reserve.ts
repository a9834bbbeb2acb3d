import { type AmountScale, toVnd } from '../adapters.money';
import type { WireRow } from '../adapters.repository';

/**
 * Where one BTI reservation (reserve_id) stands, replayed from the calls applied to it: rows of
 * `provider_wire_transactions` under the reserve_id, kinds `reserve`, `debitreserve#<req_id>`,
 * `commitreserve`, `cancelreserve`, `creditcustomer#<req_id>`, `debitcustomer#<req_id>`.
 */
export interface ReserveState {
  playerId: number | null;
  /** the stake reserve took, in đồng, and its native bet */
  held: number;
  betUuid: string | null;
  /** đồng debitreserve recorded against the reservation */
  debited: number;
  committed: boolean;
  cancelled: boolean;
  /** the whole stake went back (cancelled, or committed with no bet recorded): nothing to settle */
  voided: boolean;
  /** the first credit was the round's native win; later changes are adjustments */
  settledOnce: boolean;
  /** req_ids already applied (debitreserve, creditcustomer, debitcustomer) */
  requests: Set<string>;
}

export function reserveState(rows: WireRow[], scale: AmountScale): ReserveState {
  const s: ReserveState = {
    playerId: null,
    held: 0,
    betUuid: null,
    debited: 0,
    committed: false,
    cancelled: false,
    voided: false,
    settledOnce: false,
    requests: new Set(),
  };
  for (const r of rows) {
    s.playerId ??= r.playerId;
    const [kind, req] = r.kind.split('#') as [string, string | undefined];
    if (req !== undefined) s.requests.add(req);
    switch (kind) {
      case 'reserve':
        s.held = -r.amountVnd;
        s.betUuid = r.nativeUuid;
        break;
      case 'debitreserve':
        // recorded, not moved: the amount BTI wrote, as the stake part it is (whole đồng up)
        s.debited += toVnd(r.amountUnits, scale, 'stake')?.vnd ?? 0;
        break;
      case 'commitreserve':
        s.committed = true;
        s.voided ||= s.debited === 0;
        break;
      case 'cancelreserve':
        s.cancelled = true;
        s.voided = true;
        break;
      case 'creditcustomer':
        s.settledOnce ||= r.nativeUuid?.startsWith('credit:') === true;
        break;
    }
  }
  return s;
}
