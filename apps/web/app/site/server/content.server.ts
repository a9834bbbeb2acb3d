import { fillTemplate } from '@app/brands';
import type { TContentBlock, TNewsSummary } from '@app/contract';
import type { Site } from './site.server';

/** Fills {brand}-style placeholders of stored text with the current brand's values and {support} with its hours. */
export function fillText(site: Site, text: string): string {
  return fillTemplate(text, site.brand, site.support);
}

export function fillBlocks(site: Site, blocks: TContentBlock[]): TContentBlock[] {
  return blocks.map((b) =>
    'items' in b ? { ...b, items: b.items.map((i) => fillText(site, i)) } : { ...b, text: fillText(site, b.text) },
  );
}

export function fillSummary(site: Site, article: TNewsSummary): TNewsSummary {
  return { ...article, title: fillText(site, article.title), summary: fillText(site, article.summary) };
}
