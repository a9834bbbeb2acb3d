import { lazy, Suspense } from 'react';
import { GiftLink } from '../../components/gift-link';

/*
 * The badge needs the missions module (its API client and schemas): only a logged-in player
 * loads it, so a guest's page carries none of it. Mission tracking itself is started by the
 * auth provider for every logged-in page, not here.
 */
const MissionGiftLink = lazy(() => import('./mission-gift-link'));

/** Floating gift button to /nhiem-vu; the badge counts the player's open missions (none for guests). */
export function FloatingGift({ loggedIn }: { loggedIn: boolean }) {
  if (!loggedIn) return <GiftLink count={null} />;
  return (
    <Suspense fallback={<GiftLink count={null} />}>
      <MissionGiftLink />
    </Suspense>
  );
}
