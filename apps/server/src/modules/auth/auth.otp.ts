import { randomUUID } from 'node:crypto';
import { maskEmail, maskPhone, type TAuthErrorCode, type TOtpSent } from '@app/contract';
import { textsFor } from '@app/contract/texts';
import type { Env } from '../../config/env';
import { WordedError } from '../../http/errors';
import { texts } from '../../http/locale';
import { MessageDeliveryError, type MessagingService } from '../messaging/messaging.service';
import type { AuthPolicy, ThrottleRule } from './auth.config';
import { assertNotLocked, authError } from './auth.errors';
import type { AuthRepository, OtpPurpose, OtpRow, PlayerRow } from './auth.repository';
import type { RequestMeta } from './auth.request-meta';
import type { Throttle } from './auth.throttle';
import { hashOtp, newOtpCode, sameHash } from './auth.tokens';

type OtpOutcome = { error: 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_ATTEMPTS_EXCEEDED' } | { otp: OtpRow };

interface OtpText {
  brand: string;
  username: string;
  code: string;
  minutes: number;
}

/**
 * The SMS body and the e-mail of a code in the player's stored language (decisions 156, 163),
 * from the server's catalogue. SMS are unaccented so they fit GSM-7 (one segment instead of
 * UCS-2's 70 characters).
 */
export function otpMessage(purpose: OtpPurpose, locale: PlayerRow['locale'], x: OtpText) {
  const t = textsFor(locale);
  const sms = t('messages.otpSms', { ...x, what: t(`messages.otpPurpose.${purpose}.sms`) });
  const what = t(`messages.otpPurpose.${purpose}.email`);
  return { sms, subject: t('messages.otpSubject', { ...x, what }), email: t('messages.otpEmail', { ...x, what }) };
}

/**
 * One-time codes by SMS or e-mail (phone and e-mail verification, password recovery): sending
 * within the resend wait and the per-destination and per-IP allowances, and checking a code
 * against the attempt limit.
 */
export class AuthOtp {
  constructor(
    private readonly repo: AuthRepository,
    private readonly throttle: Throttle,
    private readonly policy: AuthPolicy,
    private readonly env: Env,
    private readonly messaging: MessagingService,
  ) {}

  async send(
    player: PlayerRow,
    purpose: OtpPurpose,
    channel: 'sms' | 'email',
    destination: string,
    meta: RequestMeta,
  ): Promise<TOtpSent> {
    const { otp: policy, throttles } = this.policy;
    const latest = await this.repo.latestOtp(player.id, purpose);
    if (latest && latest.resendAt.getTime() > latest.now.getTime()) {
      const wait = Math.ceil((latest.resendAt.getTime() - latest.now.getTime()) / 1000);
      throw new WordedError(429, 'OTP_RESEND_TOO_SOON', texts()('auth.otpResend', { seconds: wait }), {
        retryAfterSeconds: wait,
      });
    }
    await this.consumeAllowance(`otp:dest:${destination}`, throttles.otpSendDestination, 'OTP_SEND_LIMIT');
    if (meta.ip) await this.consumeAllowance(`otp:ip:${meta.ip}`, throttles.otpSendIp, 'OTP_SEND_LIMIT');

    const id = randomUUID();
    const code = newOtpCode();
    await this.repo.insertOtp(
      {
        id,
        playerId: player.id,
        purpose,
        channel,
        destination,
        codeHash: hashOtp(id, code),
        maxAttempts: policy.maxAttempts,
        ip: meta.ip,
      },
      policy.ttlSeconds,
      policy.resendSeconds,
    );
    const brand = this.env.BRAND_NAME ?? this.env.APP_NAME.toUpperCase();
    const minutes = Math.round(policy.ttlSeconds / 60);
    const text = otpMessage(purpose, player.locale, { brand, username: player.username, code, minutes });
    try {
      await this.messaging.send(
        channel === 'sms'
          ? {
              channel,
              to: destination,
              body: text.sms,
              purpose: `otp:${purpose}`,
              meta: { otpId: id, playerId: player.id },
            }
          : {
              channel,
              to: destination,
              subject: text.subject,
              body: text.email,
              purpose: `otp:${purpose}`,
              meta: { otpId: id, playerId: player.id },
            },
      );
    } catch (err) {
      await this.repo.cancelOtp(id);
      if (err instanceof MessageDeliveryError) throw authError(502, 'OTP_DELIVERY_FAILED');
      throw err;
    }
    return {
      channel,
      destination: channel === 'sms' ? maskPhone(destination) : maskEmail(destination),
      expiresInSeconds: policy.ttlSeconds,
      resendInSeconds: policy.resendSeconds,
    };
  }

  /** Counts one use of a limited action; refuses it once the key is locked. */
  private async consumeAllowance(key: string, rule: ThrottleRule, code: TAuthErrorCode) {
    await assertNotLocked(this.throttle, key, code);
    await this.throttle.hit(key, rule);
  }

  /**
   * Checks a code against the purpose's newest open code. `verify` marks it verified and keeps
   * it usable a little longer; `consume` uses it up. Wrong codes count toward the attempt limit.
   */
  async check(playerId: number, purpose: OtpPurpose, code: string, mode: 'verify' | 'consume') {
    const outcome = await this.repo.withOpenOtp<OtpOutcome>(playerId, purpose, (otp) => {
      if (!otp) return { result: { error: 'OTP_INVALID' as const } };
      if (otp.attempts >= otp.maxAttempts) return { result: { error: 'OTP_ATTEMPTS_EXCEEDED' as const } };
      if (otp.expiresAt.getTime() <= otp.now.getTime()) return { result: { error: 'OTP_EXPIRED' as const } };
      if (!sameHash(otp.codeHash, hashOtp(otp.id, code))) {
        const attempts = otp.attempts + 1;
        return {
          update: { attempts },
          result: {
            error: attempts >= otp.maxAttempts ? ('OTP_ATTEMPTS_EXCEEDED' as const) : ('OTP_INVALID' as const),
          },
        };
      }
      return {
        update:
          mode === 'consume'
            ? { consumed: true }
            : { verified: true, graceSeconds: this.policy.otp.verifiedGraceSeconds },
        result: { otp },
      };
    });
    if ('error' in outcome) throw authError(400, outcome.error);
    return outcome.otp;
  }
}
