import type { TBank } from '@app/contract';

/**
 * Vietnamese banks that take NAPAS 247 transfers, with the NAPAS BIN used in VietQR and
 * the short name banks and VietQR apps show. Ordered by how often players pick them.
 */
export const VIETNAMESE_BANKS: readonly TBank[] = [
  { bin: '970436', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại thương Việt Nam' },
  { bin: '970422', shortName: 'MBBank', name: 'Ngân hàng TMCP Quân đội' },
  { bin: '970407', shortName: 'Techcombank', name: 'Ngân hàng TMCP Kỹ thương Việt Nam' },
  { bin: '970415', shortName: 'VietinBank', name: 'Ngân hàng TMCP Công thương Việt Nam' },
  { bin: '970418', shortName: 'BIDV', name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam' },
  { bin: '970405', shortName: 'Agribank', name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam' },
  { bin: '970416', shortName: 'ACB', name: 'Ngân hàng TMCP Á Châu' },
  { bin: '970432', shortName: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng' },
  { bin: '970423', shortName: 'TPBank', name: 'Ngân hàng TMCP Tiên Phong' },
  { bin: '970403', shortName: 'Sacombank', name: 'Ngân hàng TMCP Sài Gòn Thương Tín' },
  { bin: '970437', shortName: 'HDBank', name: 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh' },
  { bin: '970441', shortName: 'VIB', name: 'Ngân hàng TMCP Quốc tế Việt Nam' },
  { bin: '970443', shortName: 'SHB', name: 'Ngân hàng TMCP Sài Gòn - Hà Nội' },
  { bin: '970431', shortName: 'Eximbank', name: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam' },
  { bin: '970426', shortName: 'MSB', name: 'Ngân hàng TMCP Hàng Hải Việt Nam' },
  { bin: '970440', shortName: 'SeABank', name: 'Ngân hàng TMCP Đông Nam Á' },
  { bin: '970448', shortName: 'OCB', name: 'Ngân hàng TMCP Phương Đông' },
  { bin: '970449', shortName: 'LPBank', name: 'Ngân hàng TMCP Lộc Phát Việt Nam' },
  { bin: '970428', shortName: 'NamABank', name: 'Ngân hàng TMCP Nam Á' },
  { bin: '970409', shortName: 'BacABank', name: 'Ngân hàng TMCP Bắc Á' },
  { bin: '970425', shortName: 'ABBANK', name: 'Ngân hàng TMCP An Bình' },
  { bin: '970427', shortName: 'VietABank', name: 'Ngân hàng TMCP Việt Á' },
  { bin: '970412', shortName: 'PVcomBank', name: 'Ngân hàng TMCP Đại Chúng Việt Nam' },
  { bin: '970429', shortName: 'SCB', name: 'Ngân hàng TMCP Sài Gòn' },
  { bin: '970400', shortName: 'SaigonBank', name: 'Ngân hàng TMCP Sài Gòn Công Thương' },
  { bin: '970452', shortName: 'KienLongBank', name: 'Ngân hàng TMCP Kiên Long' },
  { bin: '970419', shortName: 'NCB', name: 'Ngân hàng TMCP Quốc Dân' },
  { bin: '970438', shortName: 'BaoVietBank', name: 'Ngân hàng TMCP Bảo Việt' },
  { bin: '970433', shortName: 'VietBank', name: 'Ngân hàng TMCP Việt Nam Thương Tín' },
  { bin: '970430', shortName: 'PGBank', name: 'Ngân hàng TMCP Thịnh vượng và Phát triển' },
  { bin: '970408', shortName: 'GPBank', name: 'Ngân hàng Thương mại TNHH MTV Dầu Khí Toàn Cầu' },
  { bin: '970454', shortName: 'BVBank', name: 'Ngân hàng TMCP Bản Việt' },
  { bin: '970414', shortName: 'MBV', name: 'Ngân hàng TNHH MTV Việt Nam Hiện Đại' },
  { bin: '970406', shortName: 'VikkiBank', name: 'Ngân hàng TNHH MTV Số Vikki' },
  { bin: '970444', shortName: 'CBBank', name: 'Ngân hàng Thương mại TNHH MTV Xây dựng Việt Nam' },
  { bin: '970446', shortName: 'COOPBANK', name: 'Ngân hàng Hợp tác xã Việt Nam' },
  { bin: '970424', shortName: 'ShinhanBank', name: 'Ngân hàng TNHH MTV Shinhan Việt Nam' },
  { bin: '970457', shortName: 'Woori', name: 'Ngân hàng TNHH MTV Woori Việt Nam' },
  { bin: '970439', shortName: 'PublicBank', name: 'Ngân hàng TNHH MTV Public Việt Nam' },
  { bin: '970442', shortName: 'HongLeong', name: 'Ngân hàng TNHH MTV Hong Leong Việt Nam' },
  { bin: '970410', shortName: 'StandardChartered', name: 'Ngân hàng TNHH MTV Standard Chartered Việt Nam' },
  { bin: '970458', shortName: 'UOB', name: 'Ngân hàng United Overseas Việt Nam' },
  { bin: '970434', shortName: 'IndovinaBank', name: 'Ngân hàng TNHH Indovina' },
  { bin: '970421', shortName: 'VRB', name: 'Ngân hàng Liên doanh Việt - Nga' },
  { bin: '422589', shortName: 'CIMB', name: 'Ngân hàng TNHH MTV CIMB Việt Nam' },
];

/**
 * The banks' registered English names (decision 177), by BIN: the English site names a bank the
 * way the bank does in English rather than by its Vietnamese registered name.
 */
const NAMES_EN: Readonly<Record<string, string>> = {
  '970436': 'Joint Stock Commercial Bank for Foreign Trade of Vietnam',
  '970422': 'Military Commercial Joint Stock Bank',
  '970407': 'Vietnam Technological and Commercial Joint Stock Bank',
  '970415': 'Vietnam Joint Stock Commercial Bank for Industry and Trade',
  '970418': 'Joint Stock Commercial Bank for Investment and Development of Vietnam',
  '970405': 'Vietnam Bank for Agriculture and Rural Development',
  '970416': 'Asia Commercial Joint Stock Bank',
  '970432': 'Vietnam Prosperity Joint Stock Commercial Bank',
  '970423': 'Tien Phong Commercial Joint Stock Bank',
  '970403': 'Saigon Thuong Tin Commercial Joint Stock Bank',
  '970437': 'Ho Chi Minh City Development Joint Stock Commercial Bank',
  '970441': 'Vietnam International Commercial Joint Stock Bank',
  '970443': 'Saigon - Hanoi Commercial Joint Stock Bank',
  '970431': 'Vietnam Export Import Commercial Joint Stock Bank',
  '970426': 'Vietnam Maritime Commercial Joint Stock Bank',
  '970440': 'Southeast Asia Commercial Joint Stock Bank',
  '970448': 'Orient Commercial Joint Stock Bank',
  '970449': 'Loc Phat Vietnam Joint Stock Commercial Bank',
  '970428': 'Nam A Commercial Joint Stock Bank',
  '970409': 'Bac A Commercial Joint Stock Bank',
  '970425': 'An Binh Commercial Joint Stock Bank',
  '970427': 'Viet A Commercial Joint Stock Bank',
  '970412': 'Vietnam Public Joint Stock Commercial Bank',
  '970429': 'Saigon Commercial Joint Stock Bank',
  '970400': 'Saigon Bank for Industry and Trade',
  '970452': 'Kien Long Commercial Joint Stock Bank',
  '970419': 'National Citizen Commercial Joint Stock Bank',
  '970438': 'Bao Viet Joint Stock Commercial Bank',
  '970433': 'Vietnam Thuong Tin Commercial Joint Stock Bank',
  '970430': 'Prosperity and Growth Commercial Joint Stock Bank',
  '970408': 'Global Petro Sole Member Limited Commercial Bank',
  '970454': 'Viet Capital Commercial Joint Stock Bank',
  '970414': 'Vietnam Modern Bank Limited',
  '970406': 'Vikki Digital Bank Limited',
  '970444': 'Vietnam Construction Sole Member Limited Commercial Bank',
  '970446': 'Co-operative Bank of Vietnam',
  '970424': 'Shinhan Bank Vietnam Limited',
  '970457': 'Woori Bank Vietnam Limited',
  '970439': 'Public Bank Vietnam Limited',
  '970442': 'Hong Leong Bank Vietnam Limited',
  '970410': 'Standard Chartered Bank (Vietnam) Limited',
  '970458': 'United Overseas Bank (Vietnam) Limited',
  '970434': 'Indovina Bank Limited',
  '970421': 'Vietnam - Russia Joint Venture Bank',
  '422589': 'CIMB Bank (Vietnam) Limited',
};

const BY_BIN = new Map(VIETNAMESE_BANKS.map((b) => [b.bin, b]));
const BANKS_EN: readonly TBank[] = VIETNAMESE_BANKS.map((b) => ({ ...b, name: NAMES_EN[b.bin] ?? b.name }));
const BY_BIN_EN = new Map(BANKS_EN.map((b) => [b.bin, b]));

/** The bank of a BIN, named in `locale` (Vietnamese by default: staff screens, ledger notes). */
export function bankByBin(bin: string, locale: 'vi' | 'en' = 'vi'): TBank | undefined {
  return (locale === 'en' ? BY_BIN_EN : BY_BIN).get(bin);
}

/** The bank list named in `locale`. */
export function banksIn(locale: 'vi' | 'en'): readonly TBank[] {
  return locale === 'en' ? BANKS_EN : VIETNAMESE_BANKS;
}
