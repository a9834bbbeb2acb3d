import { useCopy } from '../../i18n/copy';
/**
 * Every rule that can hold a player's money, with the operator's figures as the server enforces
 * them (decision 125): on the withdrawal guide and the terms, in the server HTML.
 */
export function MoneyRules({ sections }: { sections: { title: string; items: string[] }[] }) {
  const ct = useCopy('cashier');
  return (
    <section className="mt-8" aria-labelledby="money-rules" data-testid="money-rules">
      <h2 id="money-rules" className="text-xl font-bold text-white">
        {ct.moneyRules.title}
      </h2>
      <p className="mt-1 text-sm text-ink-300">{ct.moneyRules.intro}</p>
      {sections.map((s) => (
        <div key={s.title} className="mt-4">
          <h3 className="font-semibold text-brand-300">{s.title}</h3>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-ink-200">
            {s.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
