import type { TContentBlock } from '@app/contract';
import { t } from '../i18n';

/** The site's content blocks as a plain preview (placeholders such as {brand} left as they are). */
export function ContentPreview({
  intro,
  body,
  faq,
}: {
  intro: string;
  body: TContentBlock[];
  faq: { question: string; answer: string }[];
}) {
  return (
    <article className="space-y-3 text-sm leading-6" aria-label={t('contentPreview.preview')}>
      <p className="text-base text-slate-700">{intro}</p>
      {body.map((b, i) => {
        const key = `${b.type}-${i}`;
        switch (b.type) {
          case 'h2':
            return (
              <h2 key={key} className="text-lg font-semibold">
                {b.text}
              </h2>
            );
          case 'h3':
            return (
              <h3 key={key} className="font-semibold">
                {b.text}
              </h3>
            );
          case 'ul':
          case 'ol': {
            const List = b.type;
            return (
              <List key={key} className={`${b.type === 'ul' ? 'list-disc' : 'list-decimal'} space-y-1 pl-5`}>
                {b.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          }
          case 'note':
            return (
              <p key={key} className="rounded border-l-4 border-amber-400 bg-amber-50 p-2">
                {b.text}
              </p>
            );
          default:
            return <p key={key}>{b.text}</p>;
        }
      })}
      {faq.map((f) => (
        <details key={f.question} className="rounded border border-slate-200 p-2" open>
          <summary className="font-semibold">{f.question}</summary>
          <p>{f.answer}</p>
        </details>
      ))}
    </article>
  );
}
