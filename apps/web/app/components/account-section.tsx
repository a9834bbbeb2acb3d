import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

/** Frame of one account page; its body comes from the feature that owns the page. */
export function AccountSection({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section>
      <h1 className="mb-4 text-xl font-bold text-white md:text-2xl">{title}</h1>
      {children ?? <EmptyState kind="updating" />}
    </section>
  );
}
