import type { FastifyInstance } from 'fastify';
import type { GamesTestApp, TestPlayer } from '../../providers.test-support';
import { newPlayer } from '../../providers.test-support';
import { buildAdapterTestApp } from '../adapters.test-support';
import { BTI_ACCOUNT } from './bti.adapter';

/** The API with the BTI account switched on, loopback allowed (BTI's calls carry no key). */
export async function buildBtiTestApp(): Promise<GamesTestApp> {
  const t = await buildAdapterTestApp();
  await t.app.services.providers.setEnabled('bti', true);
  t.app.services.games.dropCaches();
  t.app.services.providerAdapters.dropCaches();
  return t;
}

/** A player who opened BTI (ValidateToken, or the launch, keeps the session their stakes are checked against). */
export async function btiPlayer(t: GamesTestApp, cash: number): Promise<TestPlayer> {
  const p = await newPlayer(t, cash);
  await t.app.services.providerAdapters.rememberToken(BTI_ACCOUNT, p.id, p.tokenPlay);
  return p;
}

/** BTI's `key=value` answer lines as an object; the raw text and content type beside them. */
export interface BtiReply {
  fields: Record<string, string>;
  text: string;
  contentType: string | undefined;
}

/** A BTI call as BTI sends it: query parameters, and an XML body for the calls that carry one. */
export async function btiCall(
  app: FastifyInstance,
  method: string,
  query: Record<string, string | number>,
  xml?: string,
  opts: { ip?: string } = {},
): Promise<BtiReply> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await app.inject({
    method: xml === undefined ? 'GET' : 'POST',
    url: `/provider/bti/${method}?${qs}`,
    ...(xml === undefined ? {} : { headers: { 'content-type': 'text/xml' }, payload: xml }),
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  if (res.statusCode !== 200) throw new Error(`BTI callback answered HTTP ${res.statusCode}: ${res.body}`);
  const fields: Record<string, string> = {};
  for (const line of res.body.split(/\r\n/)) {
    const at = line.indexOf('=');
    if (at > 0) fields[line.slice(0, at)] = line.slice(at + 1);
  }
  return { fields, text: res.body, contentType: res.headers['content-type'] as string | undefined };
}

/** The research file's reserve sample (Y's DTO comment), closed and made ours. */
export function reserveXml(custId: string, reserveId: string, amount: string): string {
  return `<Bets cust_id="${custId}" reserve_id="${reserveId}" amount="${amount}" currency_code="VND" platform="W">
<Bet BetID="299729618355777537" BetTypeID="2" BetTypeName="Trebles X 1 bet" Stake="${amount}"
 OrgStake="${amount}" Gain="184.2700" IsLive="0" NumberOfBets="1" Status="Opened" IsFreeBet="0"
 CreationDate="2022-04-07T02:18:29" PurchaseBetID="299729618355777536" CommomStatusID="0"
 Odds="637" OddsDec="7.3708" BonusID="0" ComboBetNumersLines="3" OddsInUserStyle="7.370863"
 UserOddStyle="Decimal" Combinations="3" WebProviderID="0" SOGEIID="" RealStake="0.0000" ReserveAmountType="Real" ReserveAmountTypeID="1"/>
</Bets>`;
}

/** The research file's credit sample (Y's DTO comment), closed and made ours. */
export function creditXml(custId: string, reserveId: string, amount: string): string {
  return `<Credit CustomerID="${custId}" CustomerName="p${custId}" MerchantCustomerCode="${custId}" Amount="${amount}" DomainID="379">
<Purchases>
<Purchase ReserveID="${reserveId}" MerchantReserveID="1111227883"
 PurchaseID="299439974133440512" Amount="${amount}" CreationDateUTC="2022-04-06T07:16:17.795"
 CurrentBalance="65.61" seq_num="2" CurrentStatus="Closed" NumberOfLines="4" NumberOfOpenLines="0"
 NumberOfSettledLines="4" NumberOfLostLines="0" NumberOfWonLines="0" NumberOfCanceledLines="0"
 NumberOfDrawLines="0" NumberOfCashoutLines="4" ExtBonusContribution="0"/>
</Purchases>
</Credit>`;
}
