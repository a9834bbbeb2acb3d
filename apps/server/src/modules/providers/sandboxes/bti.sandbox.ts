import type { SandboxBet } from '@app/house-games/partners';
import type { LegResult } from '@app/sportsbook';
import type { CancelOutcome, SportsTicket, SportsWallet, Staked } from './sportsbook.sandbox';

const CALL_TIMEOUT_MS = 10_000;

/** One BTI call: query parameters, an XML body for the calls that carry one; the `key=value` answer, or null when none came. */
export type BtiTransport = (
  method: string,
  query: Record<string, string>,
  xml?: string,
) => Promise<Record<string, string> | null>;

export function btiHttp(walletUrl: () => string): BtiTransport {
  return async (method, query, xml) => {
    try {
      const res = await fetch(`${walletUrl()}/${method}?${new URLSearchParams(query)}`, {
        method: xml === undefined ? 'GET' : 'POST',
        ...(xml === undefined ? {} : { headers: { 'content-type': 'text/xml' }, body: xml }),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      if (!res.ok) return null;
      const fields: Record<string, string> = {};
      for (const line of (await res.text()).split(/\r?\n/)) {
        const at = line.indexOf('=');
        if (at > 0) fields[line.slice(0, at)] = line.slice(at + 1);
      }
      return fields.error_code === undefined ? null : fields;
    } catch {
      return null;
    }
  };
}

/** Before any bet was recorded a reservation cannot stand: a cancel that says so is asked again. */
const settled = (s: Staked | { kind: 'stands' }): Staked => (s.kind === 'stands' ? { kind: 'cancel-pending' } : s);

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (vnd: number) => vnd.toFixed(2);

/**
 * The BTI sandbox's side of BTI's reserve wallet: a ticket is `reserve` (the stake held, with
 * the bet in its XML), `debitreserve` (the bet recorded against it) and `commitreserve` (what the
 * bet did not use comes back: nothing, for a single); a reserve without an answer is
 * `cancelreserve`d. The result is `creditcustomer` with the payout (0 for a lost ticket, which
 * closes it). Each call is sent again with the same ids until BTI has an answer, as BTI does.
 */
export class BtiSandboxWallet implements SportsWallet {
  constructor(
    private readonly send: BtiTransport,
    private readonly retries = { attempts: 4, waitMs: 200 },
  ) {}

  /** The call until an answer arrives; null when none ever did. */
  private async untilAnswered(method: string, query: Record<string, string>, xml?: string) {
    for (let i = 0; i < this.retries.attempts; i++) {
      const answer = await this.send(method, query, xml);
      if (answer) return answer;
      await new Promise((r) => setTimeout(r, this.retries.waitMs * 2 ** i));
    }
    return null;
  }

  /** ValidateToken: the launch's operatorToken names the player (BTI's first call when its page opens). */
  async validate(token: string): Promise<{ custId: string; balance: number } | { error: string } | null> {
    const answer = await this.untilAnswered('ValidateToken', { auth_token: token });
    if (!answer) return null;
    if (answer.error_code !== '0' || !answer.cust_id) return { error: answer.error_message ?? 'TokenNotValid' };
    return { custId: answer.cust_id, balance: Number(answer.balance ?? 0) };
  }

  private betXml(custId: string, reserveId: string, stake: number, t: SportsTicket): string {
    const odds = (t.odds / 1000).toFixed(4);
    // a combo names its legs; BTI's BetTypeID 3 is a combination bet of NumberOfLines lines
    const name = t.legs ? t.label : `${t.home} - ${t.away} · ${t.label}`;
    const type = t.legs ? `BetTypeID="3" NumberOfLines="${t.legs.length}"` : 'BetTypeID="1"';
    return `<Bets cust_id="${custId}" reserve_id="${reserveId}" amount="${money(stake)}" currency_code="VND" platform="W">
<Bet BetID="${reserveId}1" ${type} BetTypeName="${esc(name)}" Stake="${money(stake)}" OrgStake="${money(stake)}" Gain="${money((stake * t.odds) / 1000)}" IsLive="0" NumberOfBets="1" Status="Opened" IsFreeBet="0" CreationDate="${new Date().toISOString().slice(0, 19)}" PurchaseBetID="${reserveId}" Odds="${t.odds}" OddsDec="${odds}" OddsInUserStyle="${odds}" UserOddStyle="Decimal" Combinations="1" ReserveAmountType="Real" ReserveAmountTypeID="1"/>
</Bets>`;
  }

  async stake(custId: string, reserveId: string, stake: number, t: SportsTicket): Promise<Staked> {
    const xml = this.betXml(custId, reserveId, stake, t);
    const bet = { userId: custId, reference: reserveId };
    const held = await this.send('reserve', { cust_id: custId, reserve_id: reserveId, amount: money(stake) }, xml);
    if (!held) return settled(await this.cancelled(bet, undefined));
    if (held.error_code !== '0') return { kind: 'refused', message: held.error_message ?? null };
    const q = { cust_id: custId, reserve_id: reserveId, purchase_id: reserveId };
    const debited = await this.untilAnswered(
      'debitreserve',
      { ...q, amount: money(stake), req_id: `D${reserveId}` },
      xml,
    );
    if (debited === null) {
      // whether the bet was recorded is unknown: a cancel says (it is refused once a bet is recorded)
      const out = await this.cancelled(bet, undefined);
      if (out.kind !== 'stands') return out;
    } else if (debited.error_code !== '0') {
      return settled(await this.cancelled(bet, debited.error_message ?? null));
    }
    // a lost commit answer leaves nothing unused to return for a single; BTI's own retry is this one
    await this.untilAnswered('commitreserve', q);
    return { kind: 'ok' };
  }

  /**
   * The reservation given back: cancelled, or refused when the wallet refused (`reason`: its
   * message, null when it gave none; undefined when no answer came); still unknown; or standing.
   */
  private async cancelled(
    bet: { userId: string; reference: string },
    reason: string | null | undefined,
  ): Promise<Staked | { kind: 'stands' }> {
    const out = await this.cancel(bet);
    if (out === 'stands') return { kind: 'stands' };
    if (out === 'unknown') return { kind: 'cancel-pending' };
    return reason === undefined ? { kind: 'cancelled' } : { kind: 'refused', message: reason };
  }

  async cancel(bet: Pick<SandboxBet, 'userId' | 'reference'>): Promise<CancelOutcome> {
    const answer = await this.untilAnswered('cancelreserve', { cust_id: bet.userId, reserve_id: bet.reference });
    if (!answer) return 'unknown';
    if (answer.error_code === '0') return 'cancelled';
    // a bet recorded against it (or a commit) means the ticket stands; anything else is asked again later
    return answer.error_message === 'ReserveAlreadyDebited' || answer.error_message === 'ReserveAlreadyCommit'
      ? 'stands'
      : 'unknown';
  }

  async settle(bet: SandboxBet, _t: SportsTicket, _result: LegResult, paid: number): Promise<boolean> {
    const xml = `<Credit CustomerID="${bet.userId}" MerchantCustomerCode="${bet.userId}" Amount="${money(paid)}">
<Purchases><Purchase ReserveID="${bet.reference}" PurchaseID="${bet.reference}" Amount="${money(paid)}" CurrentStatus="Closed" NumberOfLines="1" NumberOfOpenLines="0" NumberOfSettledLines="1"/></Purchases>
</Credit>`;
    const answer = await this.untilAnswered(
      'creditcustomer',
      { cust_id: bet.userId, req_id: `C${bet.reference}`, amount: money(paid), purchase_id: bet.reference },
      xml,
    );
    return answer?.error_code === '0';
  }
}
