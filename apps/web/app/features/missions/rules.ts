import type { TMission, TMissionStatus } from '@app/contract';
import type { TFunction } from 'i18next';
import { formatDate, formatNumber } from '../../lib/format';
import type { Locale } from '../../lib/locale';

/*
 * What /nhiem-vu says about a mission, derived from the mission the server returns (its
 * condition, target, reward, window and the player's status) so that the page never states a
 * rule or a figure the server does not enforce.
 */

export const vnd = (n: number) => `${formatNumber(n)} VND`;

/** The condition in words, from the condition type and target, in the language of `t`. */
export function conditionText(m: Pick<TMission, 'conditionType' | 'target' | 'type'>, t: TFunction): string {
  const inDay = m.type === 'DAILY' ? t('missions.condition.inDay') : '';
  const amount = vnd(m.target);
  switch (m.conditionType) {
    case 'DAILY_CHECK_IN':
      return m.type === 'DAILY'
        ? t('missions.condition.checkInDaily')
        : t('missions.condition.checkInDays', { days: formatNumber(m.target) });
    case 'DEPOSIT_AMOUNT':
      return `${t('missions.condition.deposit', { amount })}${inDay}`;
    case 'TOTAL_DEPOSIT_AMOUNT':
      return `${t('missions.condition.totalDeposit', { amount })}${inDay}`;
    case 'BET_AMOUNT':
      return `${t('missions.condition.bet', { amount })}${inDay}`;
    case 'TOTAL_BET_AMOUNT':
      return `${t('missions.condition.totalBet', { amount })}${inDay}`;
  }
}

/** A mission's window in words ('' when it has none). */
export function windowPhrase(from: string | null, to: string | null, t: TFunction): string {
  if (from && to) return t('missions.guide.windowFromTo', { from, to });
  if (to) return t('missions.guide.windowTo', { to });
  return from ? t('missions.guide.windowFrom', { from }) : '';
}

/** "current / target" as the server counts it (a check-in counts 1, amounts in VND). */
export function progressText(m: Pick<TMission, 'conditionType' | 'progress' | 'target'>): string {
  if (m.conditionType === 'DAILY_CHECK_IN') return `${formatNumber(m.progress)}/${formatNumber(m.target)}`;
  return `${formatNumber(m.progress)} / ${formatNumber(m.target)}`;
}

/** Progress in percent, 0..100; a finished mission is full whatever the stored progress. */
export function progressPercent(m: Pick<TMission, 'progress' | 'target' | 'status'>): number {
  if (m.status === 'COMPLETED' || m.status === 'COMPLETED_REWARDED') return 100;
  if (m.target <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((m.progress / m.target) * 100)));
}

export function windowText(
  m: Pick<TMission, 'startsAt' | 'endsAt'>,
  locale: Locale = 'vi',
): { from: string | null; to: string | null } {
  return {
    from: m.startsAt ? formatDate(m.startsAt, locale) : null,
    to: m.endsAt ? formatDate(m.endsAt, locale) : null,
  };
}

export type MissionAction = 'login' | 'accept' | 'checkIn' | 'deposit' | 'play' | 'claim' | 'claimed' | 'expired';

/**
 * The one action a card offers: accept where the mission must be accepted, claim once
 * completed, otherwise a way to make progress (check in now, deposit, play).
 */
export function actionOf(m: Pick<TMission, 'status' | 'category'>, loggedIn: boolean): MissionAction {
  if (m.status === 'EXPIRED') return 'expired';
  if (!loggedIn) return 'login';
  switch (m.status) {
    case 'NOT_ACCEPTED':
      return 'accept';
    case 'COMPLETED':
      return 'claim';
    case 'COMPLETED_REWARDED':
      return 'claimed';
    default:
      if (m.category === 'check_in') return 'checkIn';
      return m.category === 'deposit' ? 'deposit' : 'play';
  }
}

const OPEN: ReadonlySet<TMissionStatus> = new Set(['NOT_STARTED', 'NOT_ACCEPTED', 'IN_PROGRESS', 'COMPLETED']);

export interface MissionTotals {
  daily: { count: number; reward: number };
  accumulated: { count: number; reward: number };
  claimable: { count: number; reward: number };
  received: { count: number; reward: number };
}

/**
 * Mission info totals, computed locally (product.md section 7) from the missions the server
 * returned: the rewards still on offer today (DAILY) and in the running PERIOD missions, what
 * waits to be claimed and what the player received.
 */
export function missionTotals(missions: readonly Pick<TMission, 'type' | 'status' | 'reward'>[]): MissionTotals {
  const t: MissionTotals = {
    daily: { count: 0, reward: 0 },
    accumulated: { count: 0, reward: 0 },
    claimable: { count: 0, reward: 0 },
    received: { count: 0, reward: 0 },
  };
  const add = (slot: { count: number; reward: number }, reward: number) => {
    slot.count += 1;
    slot.reward += reward;
  };
  for (const m of missions) {
    if (m.status !== 'EXPIRED') add(m.type === 'DAILY' ? t.daily : t.accumulated, m.reward);
    if (m.status === 'COMPLETED') add(t.claimable, m.reward);
    if (m.status === 'COMPLETED_REWARDED') add(t.received, m.reward);
  }
  return t;
}

/** Missions the gift badge counts: still to do or waiting to be claimed. */
export const isOpen = (status: TMissionStatus) => OPEN.has(status);

export type MissionBlock = 'MISSION_MUST_DEPOSIT' | 'MISSION_MUST_VERIFY_PHONE';

/**
 * Product.md sections 4-6: tracking is allowed only for a player who, where configured, made the
 * first deposit and verified the phone; otherwise the player "must deposit" (or verify).
 */
export function missionBlock(
  user: { isFirstDeposit: boolean; isVerifyPhone: boolean } | null,
  config: { MISSION_REQUIRE_FIRST_DEPOSIT?: boolean; MISSION_REQUIRE_PHONE_VERIFICATION?: boolean },
): MissionBlock | null {
  if (!user) return null;
  if ((config.MISSION_REQUIRE_FIRST_DEPOSIT ?? true) && !user.isFirstDeposit) return 'MISSION_MUST_DEPOSIT';
  if ((config.MISSION_REQUIRE_PHONE_VERIFICATION ?? true) && !user.isVerifyPhone) return 'MISSION_MUST_VERIFY_PHONE';
  return null;
}
