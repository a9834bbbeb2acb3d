import { buildSiteIfStale } from '../../../scripts/site-build';

/**
 * Tests that render pages serve the built site, as production does: build it first when its
 * sources are newer than the build (a fresh checkout, or an edit since the last build).
 * Give the calling hook a few minutes.
 */
export function ensureSiteBuilt(): void {
  buildSiteIfStale(() => undefined);
}
