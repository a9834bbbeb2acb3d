import { analyticsTags } from '@app/contract/analytics';
import { useContext } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';
import { analyticsBootstrap } from '../lib/analytics';

/**
 * The analytics bootstrap of decision 140, in the server HTML under the response's CSP nonce;
 * nothing at all when `ANALYTICS_SITE_CODE` is unset (or names no usable tag).
 */
export function AnalyticsTags({ code, skipPrivate }: { code: string | null | undefined; skipPrivate: boolean }) {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  const tags = analyticsTags(code);
  if (!tags) return null;
  return (
    <script
      nonce={nonce}
      data-analytics-bootstrap=""
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: analyticsBootstrap(tags, skipPrivate) }}
    />
  );
}
