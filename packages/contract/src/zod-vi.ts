import { z } from 'zod';
import { formatNumber } from './format';

/**
 * Vietnamese for every validation message a schema does not word itself. zod ships a `vi` locale,
 * but it leaves zod's own vocabulary in English ("mong đợi string có <=64 ký tự", "nhận được
 * undefined"), which a player cannot read; this map says the same things in plain Vietnamese.
 * Installed once, globally, by the server (buildApp) and the site (lib/zod-browser.ts) through
 * `installVietnameseErrors()`; messages written on a schema still win.
 */

const TYPE_NAME: Record<string, string> = {
  string: 'chuỗi ký tự',
  number: 'số',
  int: 'số nguyên',
  bigint: 'số nguyên',
  boolean: 'giá trị đúng/sai',
  object: 'đối tượng',
  array: 'danh sách',
  date: 'ngày',
  null: 'giá trị rỗng',
  undefined: 'không có giá trị',
  nan: 'giá trị không phải số',
  symbol: 'ký hiệu',
  function: 'hàm',
  map: 'bảng',
  set: 'tập hợp',
  file: 'tệp',
};

const FORMAT_NAME: Record<string, string> = {
  email: 'Địa chỉ email',
  url: 'Đường dẫn',
  uuid: 'Mã định danh',
  uuidv4: 'Mã định danh',
  uuidv6: 'Mã định danh',
  uuidv7: 'Mã định danh',
  guid: 'Mã định danh',
  datetime: 'Ngày giờ',
  date: 'Ngày',
  time: 'Giờ',
  duration: 'Khoảng thời gian',
  ipv4: 'Địa chỉ IPv4',
  ipv6: 'Địa chỉ IPv6',
  base64: 'Chuỗi base64',
  base64url: 'Chuỗi base64url',
  json_string: 'Chuỗi JSON',
  e164: 'Số điện thoại',
  jwt: 'Mã xác thực',
  regex: 'Giá trị',
};

const SIZE_UNIT: Record<string, string> = {
  string: 'ký tự',
  array: 'mục',
  set: 'mục',
  map: 'mục',
  file: 'byte',
};

function value(v: unknown): string {
  return typeof v === 'string' ? `"${v}"` : String(v);
}

function limit(n: number | bigint | Date): string {
  if (n instanceof Date) return n.toISOString();
  return typeof n === 'number' ? formatNumber(n) : n.toString();
}

// Zod's issue is a large union; the handler reads only the few fields each code carries.
type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** The Vietnamese message for one zod issue. */
export function vietnameseIssueMessage(issue: Issue): string {
  const i = issue as unknown as Record<string, unknown> & { code: string };
  switch (i.code) {
    case 'invalid_type': {
      if (i.input === undefined) return 'Vui lòng nhập thông tin này';
      const expected = TYPE_NAME[String(i.expected)] ?? 'giá trị khác';
      return `Phải là ${expected}`;
    }
    case 'invalid_value': {
      const values = (i.values as unknown[]) ?? [];
      if (values.length === 1) return `Giá trị phải là ${value(values[0])}`;
      return `Giá trị phải là một trong: ${values.map(value).join(', ')}`;
    }
    case 'too_big': {
      const unit = SIZE_UNIT[String(i.origin)];
      const max = limit(i.maximum as number);
      if (unit) return i.inclusive ? `Tối đa ${max} ${unit}` : `Phải ít hơn ${max} ${unit}`;
      if (i.origin === 'date') return `Phải trước ${max}`;
      return i.inclusive ? `Không được lớn hơn ${max}` : `Phải nhỏ hơn ${max}`;
    }
    case 'too_small': {
      const unit = SIZE_UNIT[String(i.origin)];
      const min = limit(i.minimum as number);
      if (unit && i.origin === 'string' && Number(i.minimum) === 1 && i.inclusive) return 'Không được để trống';
      if (unit) return i.inclusive ? `Tối thiểu ${min} ${unit}` : `Phải nhiều hơn ${min} ${unit}`;
      if (i.origin === 'date') return `Phải sau ${min}`;
      return i.inclusive ? `Không được nhỏ hơn ${min}` : `Phải lớn hơn ${min}`;
    }
    case 'invalid_format': {
      if (i.format === 'starts_with') return `Phải bắt đầu bằng "${String(i.prefix)}"`;
      if (i.format === 'ends_with') return `Phải kết thúc bằng "${String(i.suffix)}"`;
      if (i.format === 'includes') return `Phải chứa "${String(i.includes)}"`;
      return `${FORMAT_NAME[String(i.format)] ?? 'Giá trị'} không đúng định dạng`;
    }
    case 'not_multiple_of':
      return `Phải là bội số của ${limit(i.divisor as number)}`;
    case 'unrecognized_keys': {
      const keys = (i.keys as string[]) ?? [];
      return `Có trường không được phép: ${keys.join(', ')}`;
    }
    case 'invalid_key':
      return 'Khóa không hợp lệ';
    case 'invalid_element':
      return 'Có phần tử không hợp lệ';
    case 'invalid_union':
      return 'Giá trị không hợp lệ';
    default:
      return 'Giá trị không hợp lệ';
  }
}

/** Makes every zod schema in this process word its default messages in Vietnamese. */
export function installVietnameseErrors(): void {
  z.config({ localeError: vietnameseIssueMessage });
}
