import { GiftLink } from '../../components/gift-link';
import { useMissionBadge } from '.';

/** The gift button of a logged-in player, badged with the missions left to do or claim. */
export default function MissionGiftLink() {
  return <GiftLink count={useMissionBadge(true)} />;
}
