import { GIFTCODE_MAX_LENGTH, type TContentBlock } from '@app/contract';
import { formatVnd } from '@app/contract/format';
import type { PromotionsService } from '../promotions/promotions.service';
import { type EventsService, SPIN_RULE } from './events.service';

type SiteKind = 'promotion' | 'event';

interface SiteSummary {
  slug: string;
  kind: SiteKind;
  title: string;
  summary: string;
  image: string | null;
  endsAt: string | null;
}
interface SiteDetail extends SiteSummary {
  body: TContentBlock[];
}
/** The shape of the site's PromotionsLookup (apps/web/app/features/site/lookups.ts). */
interface SiteLookup {
  kinds: readonly SiteKind[];
  list(kind: SiteKind): Promise<SiteSummary[]>;
  find(kind: SiteKind, slug: string): Promise<SiteDetail | null>;
}

/** The lucky spin has its own page (apps/web/app/routes/lucky-spin.tsx). */
export const LUCKY_SPIN_SLUG = 'vong-quay-may-man';

const image = (slug: string) => `/images/events/${slug}.svg`;

/**
 * The event pages of product.md section 2, each written from the rule that pays it: the wheel from
 * its prize table, the refund from the promotions module's refund rule, the app bonus from the
 * figure the events service pays. Null for a page whose rule is not running.
 */
async function eventPages(events: EventsService, promotions: PromotionsService): Promise<SiteDetail[]> {
  const [wheel, promos] = await Promise.all([events.luckySpin(), promotions.list()]);
  const pages: SiteDetail[] = [];
  const top = wheel.prizes.reduce((m, p) => Math.max(m, p.amount), 0);
  if (wheel.prizes.length > 0) {
    pages.push({
      slug: LUCKY_SPIN_SLUG,
      kind: 'event',
      title: 'Vòng quay may mắn',
      summary: `Mỗi ngày ${SPIN_RULE.spinsPerDay} lượt quay miễn phí, giải đến ${formatVnd(top)}; tỷ lệ trúng công khai.`,
      image: image(LUCKY_SPIN_SLUG),
      endsAt: null,
      body: [{ type: 'ul', items: wheel.terms }],
    });
  }
  pages.push({
    slug: 'gift-code',
    kind: 'event',
    title: 'Gift code',
    summary: 'Nhập gift code để nhận tiền thưởng vào tài khoản; mỗi mã chỉ dùng được một lần.',
    image: image('gift-code'),
    endsAt: null,
    body: [
      { type: 'h2', text: 'Cách nhận' },
      {
        type: 'ol',
        items: [
          'Đăng nhập và xác thực số điện thoại trong mục Tài khoản.',
          'Mở "Nhập giftcode", nhập mã và xác nhận.',
          'Tiền thưởng được cộng ngay; điều kiện cược của mã hiển thị trong lịch sử gift code.',
        ],
      },
      { type: 'h2', text: 'Điều kiện' },
      {
        type: 'ul',
        items: [
          `Mã gồm chữ và số, tối đa ${GIFTCODE_MAX_LENGTH} ký tự.`,
          'Cần xác thực số điện thoại để sử dụng giftcode.',
          'Code tân thủ cần thêm tài khoản ngân hàng đã xác thực và số điện thoại Viettel, Mobifone hoặc Vinaphone.',
          'Khi còn một mã chưa đạt tổng cược yêu cầu, bạn chưa thể nhập mã mới.',
        ],
      },
    ],
  });
  const refund = promos.find((p) => p.rule.kind === 'refund');
  if (refund) {
    pages.push({
      slug: 'hoan-tra-cuoc',
      kind: 'event',
      title: refund.title,
      summary: refund.summary,
      image: image('hoan-tra-cuoc'),
      endsAt: null,
      body: [
        { type: 'h2', text: 'Điều khoản' },
        { type: 'ul', items: refund.terms },
      ],
    });
  }
  pages.push({
    slug: 'nhiem-vu',
    kind: 'event',
    title: 'Nhiệm vụ',
    summary:
      'Điểm danh, nạp tiền và đặt cược để hoàn thành nhiệm vụ hằng ngày và tích lũy, nhận thưởng vào tài khoản chính.',
    image: image('nhiem-vu'),
    endsAt: null,
    body: [
      {
        type: 'ul',
        items: [
          'Nhiệm vụ hằng ngày bắt đầu lại lúc 00:00 (giờ Việt Nam); nhiệm vụ tích lũy tính trong cả thời gian sự kiện.',
          'Một số nhiệm vụ cần bấm "Nhận nhiệm vụ" trước; giao dịch trước khi nhận không được tính.',
          'Hoàn thành nhiệm vụ rồi bấm "Nhận thưởng": mỗi nhiệm vụ trả thưởng một lần cho mỗi kỳ.',
        ],
      },
    ],
  });
  pages.push({
    slug: 'thuong-tai-app',
    kind: 'event',
    title: `Thưởng tải app ${formatVnd(events.appBonusAmount())}`,
    summary: `Cài ứng dụng lên màn hình chính và nhận ${formatVnd(events.appBonusAmount())} một lần cho mỗi tài khoản.`,
    image: image('thuong-tai-app'),
    endsAt: null,
    body: [
      { type: 'h2', text: 'Cách nhận' },
      {
        type: 'ol',
        items: [
          'Mở trang Tải app và cài ứng dụng lên màn hình chính (Android: "Cài đặt ứng dụng"; iPhone: "Thêm vào MH chính").',
          'Mở ứng dụng từ biểu tượng trên màn hình chính và đăng nhập.',
          'Vào Sự kiện → Thưởng tải app và bấm "Nhận thưởng".',
        ],
      },
      { type: 'h2', text: 'Điều kiện' },
      {
        type: 'ul',
        items: [
          `Mỗi tài khoản nhận ${formatVnd(events.appBonusAmount())} một lần, cộng vào tài khoản chính, không yêu cầu vòng cược.`,
          'Chỉ nhận được khi mở từ ứng dụng đã cài; trình duyệt thông thường không nhận được thưởng.',
          'Tài khoản bị tạm khóa hoặc đang tự loại trừ không tham gia được sự kiện.',
        ],
      },
    ],
  });
  return pages;
}

/**
 * The promotions lookup the site reads, with the events kind added: promotions stay with the
 * promotions module, event pages come from here.
 */
export function withSiteEvents(promotionsLookup: SiteLookup, events: EventsService, promotions: PromotionsService) {
  return {
    kinds: [...promotionsLookup.kinds.filter((k) => k !== 'event'), 'event'] as SiteKind[],
    async list(kind: SiteKind): Promise<SiteSummary[]> {
      if (kind !== 'event') return promotionsLookup.list(kind);
      return (await eventPages(events, promotions)).map(({ body: _body, ...summary }) => summary);
    },
    async find(kind: SiteKind, slug: string): Promise<SiteDetail | null> {
      if (kind !== 'event') return promotionsLookup.find(kind, slug);
      return (await eventPages(events, promotions)).find((p) => p.slug === slug) ?? null;
    },
  } satisfies SiteLookup;
}
