import type { ResultFormat } from './results';

export type Region = 'nam' | 'trung' | 'bac';

/**
 * The three regions' official draws (Vietnam time) and the provinces drawing on each weekday
 * (index 0 = Chủ nhật). Miền Bắc draws one 27-prize sheet a day, from the province whose
 * turn it is; Miền Trung and Miền Nam draw an 18-prize sheet per province.
 */
export const REGIONS: Record<
  Region,
  { name: string; short: string; hour: number; minute: number; format: ResultFormat; byWeekday: string[][] }
> = {
  nam: {
    name: 'Miền Nam',
    short: 'MN',
    hour: 16,
    minute: 15,
    format: 'nam18',
    byWeekday: [
      ['TG', 'KG', 'DL'],
      ['HCM', 'DT', 'CM'],
      ['BT', 'VT', 'BL'],
      ['DN', 'CT', 'ST'],
      ['TN', 'AG', 'BTH'],
      ['VL', 'BD', 'TV'],
      ['HCM', 'LA', 'BP', 'HG'],
    ],
  },
  trung: {
    name: 'Miền Trung',
    short: 'MT',
    hour: 17,
    minute: 15,
    format: 'nam18',
    byWeekday: [
      ['KH', 'KT', 'TTH'],
      ['TTH', 'PY'],
      ['DLK', 'QNM'],
      ['DNG', 'KH'],
      ['BDI', 'QT', 'QB'],
      ['GL', 'NT'],
      ['DNG', 'QNG', 'DNO'],
    ],
  },
  bac: {
    name: 'Miền Bắc',
    short: 'MB',
    hour: 18,
    minute: 15,
    format: 'bac27',
    byWeekday: [['TB'], ['HN'], ['QN'], ['BN'], ['HN'], ['HP'], ['ND']],
  },
};

export const PROVINCES: Record<string, string> = {
  HCM: 'TP. Hồ Chí Minh',
  DT: 'Đồng Tháp',
  CM: 'Cà Mau',
  BT: 'Bến Tre',
  VT: 'Vũng Tàu',
  BL: 'Bạc Liêu',
  DN: 'Đồng Nai',
  CT: 'Cần Thơ',
  ST: 'Sóc Trăng',
  TN: 'Tây Ninh',
  AG: 'An Giang',
  BTH: 'Bình Thuận',
  VL: 'Vĩnh Long',
  BD: 'Bình Dương',
  TV: 'Trà Vinh',
  LA: 'Long An',
  BP: 'Bình Phước',
  HG: 'Hậu Giang',
  TG: 'Tiền Giang',
  KG: 'Kiên Giang',
  DL: 'Đà Lạt',
  TTH: 'Thừa Thiên Huế',
  PY: 'Phú Yên',
  DLK: 'Đắk Lắk',
  QNM: 'Quảng Nam',
  DNG: 'Đà Nẵng',
  KH: 'Khánh Hòa',
  BDI: 'Bình Định',
  QT: 'Quảng Trị',
  QB: 'Quảng Bình',
  GL: 'Gia Lai',
  NT: 'Ninh Thuận',
  QNG: 'Quảng Ngãi',
  DNO: 'Đắk Nông',
  KT: 'Kon Tum',
  HN: 'Hà Nội',
  QN: 'Quảng Ninh',
  BN: 'Bắc Ninh',
  HP: 'Hải Phòng',
  ND: 'Nam Định',
  TB: 'Thái Bình',
};

const VN_OFFSET_MS = 7 * 3600_000;

export interface RegionalSlot {
  region: Region;
  province: string;
  drawAt: number;
  code: string;
}

/** yyyymmdd of a Vietnam-time day, from an instant. */
const vnDay = (at: number) => new Date(at + VN_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
const vnWeekday = (at: number) => new Date(at + VN_OFFSET_MS).getUTCDay();

/**
 * The official draws of today and tomorrow (Vietnam time) that are still ahead of `now`: one
 * per province drawing that day, at its region's time. Codes like MN-HCM-20261130.
 */
export function officialSlots(now: number): RegionalSlot[] {
  const out: RegionalSlot[] = [];
  const today = new Date(now + VN_OFFSET_MS);
  for (let d = 0; d < 2; d++) {
    for (const [region, r] of Object.entries(REGIONS) as [Region, (typeof REGIONS)[Region]][]) {
      const drawAt =
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + d, r.hour, r.minute) - VN_OFFSET_MS;
      if (drawAt <= now) continue;
      for (const province of r.byWeekday[vnWeekday(drawAt)]!) {
        out.push({ region, province, drawAt, code: `${r.short}-${province}-${vnDay(drawAt)}` });
      }
    }
  }
  return out;
}

/**
 * The fast schedule (demos, tests): every region draws the provinces of the day every
 * `periodSeconds`, on an epoch-aligned grid. Codes like MN-HCM-20261130-031700.
 */
export function fastSlots(now: number, periodSeconds: number, count = 2): RegionalSlot[] {
  const period = periodSeconds * 1000;
  const out: RegionalSlot[] = [];
  for (let i = 1; i <= count; i++) {
    const drawAt = Math.floor(now / period) * period + i * period;
    const time = new Date(drawAt + VN_OFFSET_MS).toISOString().slice(11, 19).replaceAll(':', '');
    for (const [region, r] of Object.entries(REGIONS) as [Region, (typeof REGIONS)[Region]][]) {
      for (const province of r.byWeekday[vnWeekday(drawAt)]!) {
        out.push({ region, province, drawAt, code: `${r.short}-${province}-${vnDay(drawAt)}-${time}` });
      }
    }
  }
  return out;
}
