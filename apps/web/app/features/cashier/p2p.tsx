import { EmptyState } from '../../components/empty-state';
import { useCopy } from '../../i18n/copy';
import { Card, vnd } from './ui';
import { useMethods } from './use-methods';

/** /account/p2p: how to buy and sell USDT peer-to-peer for the crypto methods, with the current rates. */
export function P2pGuide() {
  const ct = useCopy('cashier');
  const { methods, error } = useMethods();
  const p = ct.p2p;
  return (
    <Card>
      <h2 className="mb-2 text-lg font-bold text-white">{p.title}</h2>
      <p className="text-slate-300">{p.intro}</p>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-slate-300">
        {p.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <h3 className="mt-6 mb-2 font-semibold text-white">{p.rates}</h3>
      {error ? (
        <EmptyState kind="error" />
      ) : (
        <ul className="space-y-1 text-slate-200" data-testid="p2p-rates">
          {methods?.deposit.crypto.currencies.map((c) => (
            <li key={c.currency}>
              1 {c.currency} = {vnd(c.rateVnd)} VND ({c.chains.join(', ')})
            </li>
          )) ?? <li>…</li>}
        </ul>
      )}
      <p className="mt-4 text-sm text-amber-300">{p.note}</p>
    </Card>
  );
}
