import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/**
 * Live video of game cards (product.md sections 2, 7, 8): the site asks POST /api/stream/verify with
 * the card's streamInfo and its own hostname; the server asks the stream verification service
 * (docs/stream-verification-protocol.md) and hands back a playable address with the token.
 */

export const StreamErrorCode = {
  /** 404: no game of the catalogue has this stream, or the service does not know it */
  STREAM_NOT_FOUND: 'STREAM_NOT_FOUND',
  /** 503: the service is down, slow, refused us, or the table is off air */
  STREAM_UNAVAILABLE: 'STREAM_UNAVAILABLE',
  /** 400: `site` is not the host the request came to */
  STREAM_SITE_MISMATCH: 'STREAM_SITE_MISMATCH',
} as const;
export type TStreamErrorCode = (typeof StreamErrorCode)[keyof typeof StreamErrorCode];

export const StreamErrorMessage: Record<TStreamErrorCode, string> = {
  STREAM_NOT_FOUND: 'Không tìm thấy luồng video của bàn chơi',
  STREAM_UNAVAILABLE: 'Video trực tiếp tạm thời không khả dụng',
  STREAM_SITE_MISMATCH: 'Tên miền không hợp lệ',
};

const streamKey = (label: string) =>
  text({ error: `${label} không hợp lệ` }).regex(/^[A-Za-z0-9_.:-]{1,64}$/, { error: `${label} không hợp lệ` });

/** A hostname as `location.hostname` gives it (no scheme, port or path). */
export const ZHostnameSchema = text({ error: 'Tên miền không hợp lệ' })
  .trim()
  .toLowerCase()
  .max(253, { error: 'Tên miền không hợp lệ' })
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    error: 'Tên miền không hợp lệ',
  });

export const ZStreamVerifyRequestSchema = z.object({
  groupId: streamKey('Nhóm luồng'),
  streamId: streamKey('Mã luồng'),
  /** the hostname the page is on (`location.hostname`) */
  site: ZHostnameSchema,
});
export type TStreamVerifyRequest = z.infer<typeof ZStreamVerifyRequestSchema>;

/** How the card plays the address: `mjpeg` (multipart image frames) in an img, the rest in a video. */
export const STREAM_FORMATS = ['mjpeg', 'hls', 'mp4', 'webm'] as const;
export type TStreamFormat = (typeof STREAM_FORMATS)[number];

export const ZStreamPlaybackSchema = z.object({
  token: z.string(),
  /** the playable address, token included */
  url: z.string(),
  format: z.enum(STREAM_FORMATS),
  expiresAt: z.iso.datetime(),
});
export type TStreamPlayback = z.infer<typeof ZStreamPlaybackSchema>;

export const ZStreamVerifyResponseSchema = ZSuccessSchema(ZStreamPlaybackSchema);
