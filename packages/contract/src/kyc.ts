import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/** Identity checks (KYC): the player's ID card both sides and a selfie, reviewed by compliance. */
export const KYC_DOCUMENT_KINDS = ['id_front', 'id_back', 'selfie'] as const;
export type TKycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
export const KYC_STATUSES = ['pending', 'verified', 'rejected'] as const;

export const KycMessage = {
  KYC_IMAGE_INVALID: 'Ảnh phải là JPEG, PNG hoặc WebP, tối đa 2 MB',
  KYC_ALREADY_PENDING: 'Hồ sơ xác minh của bạn đang chờ duyệt',
  KYC_ALREADY_VERIFIED: 'Tài khoản của bạn đã được xác minh danh tính',
  KYC_NOT_PENDING: 'Hồ sơ này đã được xử lý',
  KYC_REQUIRED: 'Vui lòng xác minh danh tính (CCCD hai mặt và ảnh chân dung) để rút số tiền này',
} as const;

/** A picture as a data: URL, checked again on the server by its bytes. */
const ZImageDataUrlSchema = text({ error: KycMessage.KYC_IMAGE_INVALID })
  .max(2_900_000, { error: KycMessage.KYC_IMAGE_INVALID })
  .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, { error: KycMessage.KYC_IMAGE_INVALID });

export const ZKycSubmitRequestSchema = z.object({
  idFront: ZImageDataUrlSchema,
  idBack: ZImageDataUrlSchema,
  selfie: ZImageDataUrlSchema,
});

export const ZKycStatusSchema = z.object({
  /** none: nothing sent yet */
  status: z.enum(['none', ...KYC_STATUSES]),
  rejectReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** withdrawals above this amount need a verified identity */
  withdrawalThreshold: z.number().int(),
});
export type TKycStatus = z.infer<typeof ZKycStatusSchema>;
export const ZKycStatusResponseSchema = ZSuccessSchema(ZKycStatusSchema);

export const ZStaffKycSubmissionSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  username: z.string(),
  status: z.enum(KYC_STATUSES),
  rejectReason: z.string().nullable(),
  /** The full name compliance read from the ID card when verifying. */
  fullName: z.string().nullable(),
  /** read from the card when verifying (decision 143) */
  dateOfBirth: z.string().nullable(),
  idNumber: z.string().nullable(),
  /** other accounts whose pending or verified check carries the same ID number */
  sameIdAccounts: z.array(z.object({ playerId: z.number().int(), username: z.string(), status: z.enum(KYC_STATUSES) })),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  /** GET these (same-origin, staff session) to see the pictures */
  documents: z.array(z.object({ kind: z.enum(KYC_DOCUMENT_KINDS), url: z.string(), size: z.number().int() })),
});
export type TStaffKycSubmission = z.infer<typeof ZStaffKycSubmissionSchema>;
export const ZStaffKycListResponseSchema = ZSuccessSchema(z.array(ZStaffKycSubmissionSchema));
export const ZStaffKycResponseSchema = ZSuccessSchema(ZStaffKycSubmissionSchema);
export const ZKycRejectRequestSchema = z.object({
  reason: text({ multiline: true }).trim().min(5, { error: 'Lý do tối thiểu 5 ký tự' }).max(300),
});

/** POST /admin-api/kyc/:id/verify: the full name on the ID card, as printed (bank holder names are checked against it). */
export const ZKycVerifyRequestSchema = z
  .object({
    fullName: text()
      .trim()
      .min(2, { error: 'Họ tên tối thiểu 2 ký tự' })
      .max(100, { error: 'Họ tên tối đa 100 ký tự' })
      .optional(),
    /** as printed on the card; a card of someone under 18 is refused */
    dateOfBirth: z.iso
      .date({ error: 'Ngày sinh dạng YYYY-MM-DD' })
      .refine((d) => d >= '1900-01-01', { error: 'Ngày sinh không hợp lệ' })
      .refine((d) => Date.parse(d) <= Date.now() - 18 * 365.25 * 86_400_000, {
        error: 'Người chơi dưới 18 tuổi: không được xác minh, hãy từ chối hồ sơ',
      })
      .optional(),
    /** CCCD 12 digits (old CMND 9) */
    idNumber: text()
      .trim()
      .regex(/^(\d{9}|\d{12})$/, { error: 'Số CCCD gồm 12 chữ số (CMND cũ 9 chữ số)' })
      .optional(),
    /** compliance checked that another account carrying the same ID number is the same person's and verifies anyway */
    sharedIdConfirmed: z.boolean().optional(),
  })
  // verifying without a name stays possible (older clients send no body at all)
  .nullish();
