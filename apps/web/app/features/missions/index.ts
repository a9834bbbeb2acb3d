/**
 * Missions feature (/nhiem-vu, the gift badge, mission tracking, the missionClaimSuccess modal).
 * - The site frame calls useMissionTracking() once and useMissionBadge(loggedIn) for the gift button.
 * - routes/missions.tsx renders MissionsPage.
 */
export { useMissionBadge } from './badge';
export { startMissionTracking, trackNow, useMissionTracking } from './tracking';
