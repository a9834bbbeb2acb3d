import type { TOtpSent } from '@app/contract';

declare module '../../../components/modal/store' {
  interface ModalPropsMap {
    /** flag 0 log in, 1 register; `next` is where to go after logging in. */
    auth: { flag?: 0 | 1; next?: string };
    forgot: Record<string, never>;
    /** `email` is where the code went (masked phone or e-mail), as the spec names it. */
    forgotOtp: { username: string; email: string; channel?: TOtpSent['channel']; resendInSeconds?: number };
    forgotReset: { username: string; email: string; otp: string };
    /** Phone verification. */
    verify: Record<string, never>;
    verifyEmail: Record<string, never>;
    changePw: Record<string, never>;
  }
}
