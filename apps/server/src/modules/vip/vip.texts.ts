import type { TVipLevel, TVipRule, TVipTexts } from '@app/contract';
import { formatNumber, formatVnd } from '@app/contract/format';

/*
 * Player-facing copy generated from the VIP rule (decision 144): how points are earned, how long
 * they hold a level, what each level needs and gives are the figures the server counts and pays
 * by, so changing the rule changes the page.
 */

function listVi(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} và ${items.at(-1)}`;
}

/** What a level gives, one short line each (an empty list for a level that gives nothing). */
export function levelGives(l: TVipLevel): string[] {
  return [
    ...(l.levelUpBonus > 0 ? [`Thưởng lên hạng ${formatVnd(l.levelUpBonus)} (một lần)`] : []),
    ...(l.weeklyBonus > 0 ? [`Thưởng tuần ${formatVnd(l.weeklyBonus)}`] : []),
    ...(l.refundExtraPercent > 0 ? [`Hoàn trả thêm ${formatNumber(l.refundExtraPercent)}% mỗi ngày`] : []),
    ...(l.birthdayBonus > 0 ? [`Thưởng sinh nhật ${formatVnd(l.birthdayBonus)} (mỗi năm)`] : []),
    ...(l.withdrawalPriority ? ['Ưu tiên xử lý yêu cầu rút tiền'] : []),
    ...(l.withdrawalDailyLimit !== null ? [`Rút tối đa ${formatVnd(l.withdrawalDailyLimit)} mỗi ngày`] : []),
  ];
}

export function pointsText(n: number): string {
  return `${formatNumber(n)} điểm`;
}

export function vipTexts(rule: TVipRule, sectionNames: Map<string, string>): TVipTexts {
  const weights = rule.weights.map((w) => `sảnh ${sectionNames.get(w.section) ?? w.section} tính ${w.percent}%`);
  const top = rule.levels.at(-1)!;
  const hasLimit = rule.levels.some((l) => l.withdrawalDailyLimit !== null);
  const hasBirthday = rule.levels.some((l) => l.birthdayBonus > 0);
  const hasPriority = rule.levels.some((l) => l.withdrawalPriority);
  return {
    summary: `${rule.levels.length} hạng từ ${rule.levels[0]!.name} đến ${top.name}: mỗi ${formatVnd(rule.pointValue)} tiền cược có kết quả được 1 điểm, hạng tính theo điểm ${rule.periodDays} ngày gần nhất.`,
    terms: [
      `Mỗi ${formatVnd(rule.pointValue)} tiền cược đã có kết quả được 1 điểm (làm tròn xuống).`,
      weights.length > 0
        ? `Tiền cược được tính theo tỉ lệ: ${listVi(weights)}; các trò chơi khác tính ${rule.defaultPercent}%. Trò chơi thuộc nhiều sảnh tính theo tỉ lệ cao nhất.`
        : `Tiền cược ở mọi trò chơi được tính ${rule.defaultPercent}%.`,
      'Mỗi ván chỉ được tính một lần; ván bị hủy (hoàn lại đúng tiền cược) không được tính điểm.',
      `Hạng của bạn theo tổng điểm ${rule.periodDays} ngày gần nhất: điểm cũ hơn hết hiệu lực, nên khi tổng điểm xuống dưới mức của hạng, bạn xuống hạng tương ứng.`,
      'Thưởng lên hạng được trả một lần cho mỗi hạng, lần đầu bạn đạt hạng đó bằng điểm (kể cả khi vượt nhiều hạng một lúc); xuống hạng rồi lên lại không nhận lại.',
      'Thưởng tuần được trả một lần mỗi tuần (từ thứ Hai, giờ Việt Nam) theo hạng bạn đang giữ, vào tài khoản chính.',
      'Hoàn trả thêm của hạng được cộng vào hoàn trả hằng ngày, theo hạng bạn giữ khi hoàn trả được tính.',
      ...(hasLimit ? ['Hạn mức rút tiền mỗi ngày (giờ Việt Nam) theo hạng bạn đang giữ.'] : []),
      ...(hasBirthday
        ? [
            'Thưởng sinh nhật được trả một lần mỗi năm vào ngày sinh của bạn (giờ Việt Nam) theo hạng bạn đang giữ, khi tài khoản đã xác minh danh tính có ngày sinh trên giấy tờ; sinh ngày 29/2 nhận vào ngày 28/2 của năm không nhuận.',
          ]
        : []),
      ...(hasPriority
        ? ['Yêu cầu rút tiền của hạng có quyền ưu tiên được xử lý trước các yêu cầu khác đang chờ duyệt.']
        : []),
      'Tài khoản bị khóa hoặc đang tự loại trừ không nhận thưởng VIP.',
    ],
    levels: rule.levels.map((l, i) => ({
      code: l.code,
      name: l.name,
      needs: i === 0 ? 'Hạng khởi đầu' : `Từ ${pointsText(l.minPoints)}`,
      gives: levelGives(l),
    })),
  };
}
