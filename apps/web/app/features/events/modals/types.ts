import type { TMission, TSpinStatus } from '@app/contract';

declare module '../../../components/modal/store' {
  interface ModalPropsMap {
    /** First visit to an event page; "Để sau" or the close button dismisses it for good (per event). */
    eventWelcome: { title: string; summary: string };
    /** Claims a DAILY mission's reward (missions claim-reward); `onClaimed` refreshes the list. */
    eventGetRewardDaily: { mission: TMission; onClaimed?: (mission: TMission) => void };
    /** Claims a PERIOD (accumulated) mission's reward. */
    eventGetRewardPeriod: { mission: TMission; onClaimed?: (mission: TMission) => void };
    /** The prize the wheel stopped on. `cash` is the main balance after it was paid. */
    spinReward: { label: string; amount: number; cash: number };
    /** Why there is no spin: not logged in, never deposited, used today's spin, restricted. */
    spinMessage: {
      code: NonNullable<TSpinStatus['refusal']>['code'] | 'LOGIN_REQUIRED' | 'ERROR';
      message: string;
      nextSpinAt?: string | null;
    };
  }
}
