import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/**
 * Games: catalogue, favourites, launch links, jackpots and bet history (product.md sections 1-3, 7-8).
 */

// In a zod-free module: the site shows these on every page without shipping zod (decision 039).
export { GameMessage } from './game-constants';

export const GameErrorCode = {
  /** 404: no such game (or not for this device) */
  GAME_NOT_FOUND: 'GAME_NOT_FOUND',
  /** 400: the game's provider is switched off or under maintenance */
  PROVIDER_UNAVAILABLE: 'PROVIDER_UNAVAILABLE',
  /** 400: the stored launch address is not a valid http(s) URL */
  INVALID_GAME_LINK: 'INVALID_GAME_LINK',
  /** 403: favourites only for oneself */
  FAVORITE_NOT_OWN: 'FAVORITE_NOT_OWN',
  /** 403: the account may not play (disabled or self-excluded) */
  PLAY_NOT_ALLOWED: 'PLAY_NOT_ALLOWED',
} as const;
export type TGameErrorCode = (typeof GameErrorCode)[keyof typeof GameErrorCode];

export const GameErrorMessage: Record<TGameErrorCode, string> = {
  GAME_NOT_FOUND: 'Trò chơi không tồn tại hoặc đã ngừng hoạt động',
  PROVIDER_UNAVAILABLE: 'Nhà cung cấp trò chơi đang bảo trì, vui lòng quay lại sau',
  INVALID_GAME_LINK: 'Không thể lấy link game',
  FAVORITE_NOT_OWN: 'Bạn chỉ có thể cập nhật danh sách yêu thích của chính mình',
  PLAY_NOT_ALLOWED: 'Tài khoản của bạn hiện không thể tham gia trò chơi',
};

export const GAME_DEVICES = ['all', 'desktop', 'mobile'] as const;
export const ZGameDeviceSchema = z.enum(GAME_DEVICES, { error: 'Thiết bị không hợp lệ' });
export const GAME_ORIENTATIONS = ['landscape', 'portrait', 'all'] as const;
export const ZGameOrientationSchema = z.enum(GAME_ORIENTATIONS, { error: 'Hướng màn hình không hợp lệ' });

export const ZStreamInfoSchema = z.object({
  groupId: z.string().nullable(),
  streamId: z.string().nullable(),
  streamUniqueId: z.string().nullable(),
});

/** A game item exactly as the site's cards and launch code read it (product.md section 3). */
export const ZGameItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  /** site-relative or absolute image URL */
  image: z.string(),
  partnerName: z.string(),
  /** the integration partner (wallet protocol provider) code, e.g. `house` */
  partner: z.string(),
  /** the studio code within the partner; `partner_provider` of GET /api/game/link */
  partnerProviderCode: z.string(),
  /** the game's id at the partner; `partner_game_type` of GET /api/game/link */
  partnerGameId: z.string(),
  device: ZGameDeviceSchema,
  orientationType: ZGameOrientationSchema,
  /** the site route that opens the game (frame or new window) */
  link: z.string(),
  /** a URL the site may open directly with `token` appended; null: ask GET /api/game/link */
  gameDirectLink: z.string().nullable(),
  isFavorite: z.boolean(),
  /** current jackpot pool in VND for jackpot games, else 0 */
  jackpot: z.number().int(),
  streamInfo: ZStreamInfoSchema,
  categories: z.array(z.string()),
  isHot: z.boolean(),
  isNew: z.boolean(),
});
export type TGameItem = z.infer<typeof ZGameItemSchema>;

export const GAME_PAGE_SIZES = [12, 24, 48, 96] as const;

const pageNumber = z.coerce
  .number({ error: 'Trang không hợp lệ' })
  .int({ error: 'Trang không hợp lệ' })
  .min(1, { error: 'Trang không hợp lệ' })
  .max(10_000, { error: 'Trang không hợp lệ' });

export const ZGameListQuerySchema = z.object({
  /** category slug, e.g. `slot`, `no-hu`, `tai-xiu`, `k-sport` (children of a parent included) */
  category: text()
    .regex(/^[a-z0-9-]{1,40}$/, { error: 'Danh mục không hợp lệ' })
    .optional(),
  /** partner or studio code */
  partner: text()
    .regex(/^[a-z0-9_-]{1,40}$/, { error: 'Nhà cung cấp không hợp lệ' })
    .optional(),
  search: text().trim().max(60, { error: 'Từ khóa tối đa 60 ký tự' }).optional(),
  hot: z.enum(['true', 'false', '1', '0']).optional(),
  new: z.enum(['true', 'false', '1', '0']).optional(),
  favorite: z.enum(['true', 'false', '1', '0']).optional(),
  device: ZGameDeviceSchema.optional(),
  page: pageNumber.default(1),
  per_page: z.coerce
    .number({ error: 'Số mục mỗi trang không hợp lệ' })
    .int()
    .refine((v) => (GAME_PAGE_SIZES as readonly number[]).includes(v), {
      error: `Số mục mỗi trang phải là một trong ${GAME_PAGE_SIZES.join(', ')}`,
    })
    .default(24),
});
export type TGameListQuery = z.infer<typeof ZGameListQuerySchema>;

export const ZGameListPaginationSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const ZGameListResponseSchema = ZSuccessSchema(z.array(ZGameItemSchema)).extend({
  meta: z.object({ pagination: ZGameListPaginationSchema }),
});

export const ZGameCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  parent: z.string().nullable(),
  count: z.number().int(),
});
export const ZGamePartnerSchema = z.object({
  code: z.string(),
  name: z.string(),
  categories: z.array(z.string()),
  enabled: z.boolean(),
});
export const ZGameCatalogueResponseSchema = ZSuccessSchema(
  z.object({ categories: z.array(ZGameCategorySchema), partners: z.array(ZGamePartnerSchema) }),
);

/** POST / DELETE /api/game/favorite. `userId` must be the caller's own id. */
export const ZGameFavoriteRequestSchema = z.object({
  uuid: z.uuid({ error: 'Mã trò chơi không hợp lệ' }),
  name: text().max(200).optional(),
  userId: z.union(
    [
      z.number().int().positive(),
      text()
        .regex(/^\d{1,15}$/)
        .transform(Number),
    ],
    {
      error: 'Người dùng không hợp lệ',
    },
  ),
});
export type TGameFavoriteRequest = z.infer<typeof ZGameFavoriteRequestSchema>;
export const ZGameFavoriteResponseSchema = ZSuccessSchema(
  z.object({ uuid: z.string(), isFavorite: z.boolean(), message: z.string() }),
);

/** GET /api/game/link */
export const ZGameLinkQuerySchema = z.object({
  partner_game_type: text().trim().min(1, { error: 'Thiếu mã trò chơi' }).max(100),
  partner_provider: text().trim().min(1, { error: 'Thiếu nhà cung cấp' }).max(100),
  device: ZGameDeviceSchema.default('all'),
  category_name: text().trim().max(60).optional(),
  orientation: text().trim().max(20).optional(),
});
export type TGameLinkQuery = z.infer<typeof ZGameLinkQuerySchema>;
export const ZGameLinkResponseSchema = ZSuccessSchema(z.string());

/**
 * GET /api/game/direct-link: a game's direct address (/game/game-component?url=...) with the
 * caller's play token added. Only addresses of this site or of a catalogue game's launch or
 * direct link get one; the answer is the same URL string as /api/game/link.
 */
export const ZGameDirectLinkQuerySchema = z.object({
  url: text().trim().min(1, { error: 'Thiếu link game' }).max(2048),
});
export type TGameDirectLinkQuery = z.infer<typeof ZGameDirectLinkQuerySchema>;

/** GET /api/game/explode-jackpot: every jackpot game with its pool. */
export const ZJackpotGameSchema = z.object({
  id: z.number().int(),
  jackpot: z.number().int(),
  /** the game's thumbnail, for the jackpot popup's grid (which shows no titles) */
  image: z.string().optional(),
  /** what the popup's tile needs to open the game (GET /api/game/link's query) */
  title: z.string().optional(),
  partnerProviderCode: z.string().optional(),
  partnerGameId: z.string().optional(),
  orientationType: z.string().optional(),
});
export type TJackpotGame = z.infer<typeof ZJackpotGameSchema>;
export const ZExplodeJackpotResponseSchema = ZSuccessSchema(z.object({ games: z.array(ZJackpotGameSchema) }));

export const ZJackpotPoolSchema = z.object({
  code: z.string(),
  name: z.string(),
  amount: z.number().int(),
  seed: z.number().int(),
  lastWonAt: z.string().nullable(),
  lastWinAmount: z.number().int().nullable(),
});
/** GET /api/game/jackpot: the big jackpot (largest pool) plus all pools and their total. */
export const ZJackpotResponseSchema = ZSuccessSchema(
  z.object({
    jackpot: z.number().int(),
    name: z.string(),
    total: z.number().int(),
    pools: z.array(ZJackpotPoolSchema),
    updatedAt: z.string(),
  }),
);

// ─── bet history ───────────────────────────────────────────────────────────────────────────

export const BET_HISTORY_PAGE_SIZES = [10, 20, 50] as const;
export const BET_HISTORY_DAYS = 7;
export const BET_RESULTS = ['win', 'lose', 'draw', 'processing'] as const;
export type TBetResult = (typeof BET_RESULTS)[number];

export const ZBetHistoryQuerySchema = z.object({
  page: pageNumber.default(1),
  per_page: z.coerce
    .number({ error: 'Số mục mỗi trang không hợp lệ' })
    .int()
    .refine((v) => (BET_HISTORY_PAGE_SIZES as readonly number[]).includes(v), {
      error: 'Số mục mỗi trang phải là 10, 20 hoặc 50',
    })
    .default(10),
});

/**
 * How one line of a round ended: a parlay's leg, a lottery ticket's number… `draw` gives the
 * stake back (a push), `void` cancels the line (counted as odds 1).
 */
export const ROUND_DETAIL_RESULTS = ['win', 'half-win', 'draw', 'half-lose', 'lose', 'void', 'pending'] as const;
export type TRoundDetailResult = (typeof ROUND_DETAIL_RESULTS)[number];

/**
 * A line of a round the bet history shows under it (a parlay's leg: what was picked and how it
 * ended). Generic: any provider may send these in its calls' `meta.details`.
 */
export const ZRoundDetailSchema = z.object({
  /** what the line is about, e.g. "Ngoại hạng Anh · Arsenal - Chelsea" */
  label: text().min(1).max(120),
  /** what was picked and at what price, e.g. "Kèo chấp Arsenal -0.75 · 1.95" */
  value: text().min(1).max(200),
  result: z.enum(ROUND_DETAIL_RESULTS).optional(),
});
export type TRoundDetail = z.infer<typeof ZRoundDetailSchema>;
export const ZRoundDetailsSchema = z.array(ZRoundDetailSchema).max(20);

export const ZBetHistoryRowSchema = z.object({
  /** round id at the platform */
  id: z.string(),
  /** the round number the game itself shows in its history (provider-kit's roundLabel) */
  round: z.string(),
  date: z.string(),
  gameName: z.string(),
  partnerName: z.string(),
  betAmount: z.number().int(),
  winAmount: z.number().int(),
  /** win minus bet; 0 while processing */
  profit: z.number().int(),
  result: z.enum(BET_RESULTS),
  /** the round was cancelled (rolled back) and the stake returned */
  cancelled: z.boolean(),
  /** the round's lines as its provider last described them (a parlay's legs), if it did */
  details: ZRoundDetailsSchema.optional(),
});
export type TBetHistoryRow = z.infer<typeof ZBetHistoryRowSchema>;

/** Same pagination shape as the transaction history tab of the same page. */
export const ZBetHistoryResponseSchema = ZSuccessSchema(z.array(ZBetHistoryRowSchema)).extend({
  meta: z.object({
    pagination: z.object({
      page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      last_page: z.number().int(),
    }),
  }),
});
