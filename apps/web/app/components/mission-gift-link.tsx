import { useMissionBadge } from '../features/missions';
import { GiftLink } from './gift-link';

/** The gift button of a logged-in player, badged with the missions left to do or claim. */
export default function MissionGiftLink() {
  return <GiftLink count={useMissionBadge(true)} />;
}
