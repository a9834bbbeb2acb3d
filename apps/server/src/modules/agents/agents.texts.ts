import type { TAgentPlanConfig } from '@app/contract';
import { formatPercent, formatVnd } from '@app/contract/format';

/*
 * The programme's terms written from the plan in force, as the promotions' texts are: no figure
 * is typed by hand, so the page can never promise what the statements do not compute.
 */

const pct = (bps: number) => formatPercent(bps / 100);

export function planTerms(p: TAgentPlanConfig): string[] {
  const deductions = [
    p.deductBonuses ? 'tiền thưởng khuyến mãi' : null,
    p.deductRebates ? 'tiền hoàn trả' : null,
    p.deductPaymentFees ? `phí thanh toán ${pct(p.paymentFeeBps)} trên tổng nạp và rút` : null,
    p.deductPlatformFee ? `phí nền tảng ${pct(p.platformFeeBps)} trên doanh thu dương` : null,
  ].filter((d): d is string => d !== null);
  return [
    `Lợi nhuận ròng của tháng = tiền thua trừ tiền thắng của thành viên${deductions.length ? `, trừ ${deductions.join(', ')}` : ''}.`,
    `Thành viên hoạt động: nạp tối thiểu ${formatVnd(p.activeMinDeposit)} và cược tối thiểu ${formatVnd(p.activeMinTurnover)} trong tháng.`,
    ...[...p.tiers]
      .sort((a, b) => a.rateBps - b.rateBps)
      .map(
        (t) =>
          `Hoa hồng ${pct(t.rateBps)} khi lợi nhuận ròng từ ${formatVnd(t.minNetProfit)} và có ít nhất ${t.minActiveMembers} thành viên hoạt động.`,
      ),
    p.carryForward
      ? 'Tháng lợi nhuận âm được chuyển sang tháng sau và trừ vào lợi nhuận tháng đó.'
      : 'Tháng lợi nhuận âm không chuyển sang tháng sau.',
    ...p.overrideBps.map((bps, i) => `Nhận thêm ${pct(bps)} hoa hồng của đại lý cấp dưới tầng ${i + 1}.`),
    'Tài khoản của chính đại lý, tài khoản dùng chung thiết bị, địa chỉ IP hoặc tài khoản ngân hàng với đại lý không được tính hoa hồng và được chuyển kiểm tra.',
    'Thành viên tự loại trừ hoặc bị đóng tài khoản không được tính từ thời điểm đó; thành viên bị nghi lạm dụng khuyến mãi không được tính cho đến khi bộ phận tuân thủ kết luận.',
    'Sao kê được lập sau khi tháng kết thúc (giờ Việt Nam); mỗi dòng có thể xem tới từng giao dịch trong sổ cái.',
  ];
}
