import type { TContentBlock } from '@app/contract';

/** Renders structured article and page bodies as elements (never as HTML strings). */
export function ContentBlocks({ blocks }: { blocks: TContentBlock[] }) {
  return (
    <div className="prose-site">
      {blocks.map((block, i) => {
        const key = `${block.type}-${i}`;
        switch (block.type) {
          case 'h2':
            return <h2 key={key}>{block.text}</h2>;
          case 'h3':
            return <h3 key={key}>{block.text}</h3>;
          case 'p':
            return <p key={key}>{block.text}</p>;
          case 'ul':
            return (
              <ul key={key}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'ol':
            return (
              <ol key={key}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            );
          case 'note':
            return (
              <p key={key} className="rounded-xl border border-brand-500/30 bg-brand-500/10 px-4 py-3 text-brand-50">
                {block.text}
              </p>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
