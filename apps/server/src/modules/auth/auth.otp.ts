import { randomUUID } from 'node:crypto';
import { maskEmail, maskPhone, type TAuthErrorCode, type TOtpSent } from '@app/contract';
import type { Env } from '../../config/env';
import { AppError } from '../../http/errors';
import { MessageDeliveryError, type MessagingService } from '../messaging/messaging.service';
import type { AuthPolicy, ThrottleRule } from './auth.config';
import { assertNotLocked, authError } from './auth.errors';
import type { AuthRepository, OtpPurpose, OtpRow, PlayerRow } from './auth.repository';
import type { RequestMeta } from './auth.request-meta';
import type { Throttle } from './auth.throttle';
import { hashOtp, newOtpCode, sameHash } from './auth.tokens';

type OtpOutcome = { error: 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_ATTEMPTS_EXCEEDED' } | { otp: OtpRow };

/**
 * The one-time code's SMS and e-mail in the player's language (decision 156). SMS are unaccented
 * so they fit GSM-7 (one segment instead of UCS-2's 70 characters).
 */
const OTP_COPY: Record<OtpPurpose, Record<PlayerRow['locale'], { sms: string; email: string }>> = {
  verify_phone: {
    vi: { sms: 'xac thuc so dien thoai', email: 'xác thực số điện thoại' },
    en: { sms: 'phone verification', email: 'phone verification' },
  },
  verify_email: {
    vi: { sms: 'xac thuc email', email: 'xác thực email' },
    en: { sms: 'e-mail verification', email: 'e-mail verification' },
  },
  reset_password: {
    vi: { sms: 'dat lai mat khau', email: 'đặt lại mật khẩu' },
    en: { sms: 'password reset', email: 'password reset' },
  },
};

interface OtpText {
  brand: string;
  username: string;
  code: string;
  minutes: number;
}

/** The SMS body and the e-mail of a code, in Vietnamese or English. */
export function otpMessage(purpose: OtpPurpose, locale: PlayerRow['locale'], x: OtpText) {
  const what = OTP_COPY[purpose][locale];
  if (locale === 'en')
    return {
      sms: `${x.brand}: Your ${what.sms} code is ${x.code}. Valid for ${x.minutes} minutes. Do not share this code with anyone.`,
      subject: `[${x.brand}] Your ${what.email} code`,
      email: `Hello ${x.username},\n\nYour ${what.email} code is ${x.code}. It is valid for ${x.minutes} minutes.\nDo not share this code with anyone, including ${x.brand} staff.`,
    };
  return {
    sms: `${x.brand}: Ma OTP ${what.sms} cua ban la ${x.code}. Hieu luc ${x.minutes} phut. Khong chia se ma nay cho bat ky ai.`,
    subject: `[${x.brand}] Mã OTP ${what.email}`,
    email: `Xin chào ${x.username},\n\nMã OTP ${what.email} của bạn là ${x.code}. Mã có hiệu lực trong ${x.minutes} phút.\nKhông chia sẻ mã này cho bất kỳ ai, kể cả nhân viên ${x.brand}.`,
  };
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
      throw new AppError(429, 'OTP_RESEND_TOO_SOON', `Vui lòng chờ ${wait} giây để gửi lại mã OTP`, {
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
