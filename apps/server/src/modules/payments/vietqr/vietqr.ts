import { crc16Hex } from './crc16';

/**
 * VietQR: the NAPAS profile of the EMVCo merchant-presented QR code. A payload is a flat list
 * of ID-length-value fields (2-digit id, 2-digit length, value), some of which nest the same
 * format; it ends with field 63, a CRC-16/CCITT-FALSE over everything before it including "6304".
 */

export const NAPAS_GUID = 'A000000727';
/** Service codes of NAPAS 247 fast transfer: to an account number, or to a card number. */
export const VIETQR_SERVICE = { toAccount: 'QRIBFTTA', toCard: 'QRIBFTTC' } as const;
export type TVietQrService = (typeof VIETQR_SERVICE)[keyof typeof VIETQR_SERVICE];

const FIELD = {
  payloadFormat: '00',
  initiation: '01',
  napasMerchantAccount: '38',
  currency: '53',
  amount: '54',
  country: '58',
  additionalData: '62',
  crc: '63',
} as const;

const SUB38 = { guid: '00', beneficiary: '01', service: '02' } as const;
const BENEFICIARY = { bin: '00', account: '01' } as const;
const SUB62 = { billNumber: '01', purpose: '08' } as const;

const CURRENCY_VND = '704';
const COUNTRY_VN = 'VN';
const INITIATION_STATIC = '11';
const INITIATION_DYNAMIC = '12';

export class VietQrError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VietQrError';
  }
}

export interface VietQrInput {
  /** The 6-digit NAPAS BIN of the receiving bank, e.g. 970403 (Sacombank). */
  bankBin: string;
  accountNumber: string;
  service?: TVietQrService;
  /** Integer VND; present makes the code dynamic (point of initiation 12). */
  amount?: number;
  /** Field 62-01. */
  billNumber?: string;
  /** Field 62-08: the transfer content the bank app pre-fills; we put the deposit code here. */
  purpose?: string;
}

export interface VietQrData {
  bankBin: string;
  accountNumber: string;
  service: string;
  amount: number | null;
  billNumber: string | null;
  purpose: string | null;
  initiation: 'static' | 'dynamic';
  currency: string;
  country: string;
}

// EMV fields in these positions are "ans": printable ASCII. Vietnamese accents must be removed first.
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function tlv(id: string, value: string): string {
  if (!PRINTABLE_ASCII.test(value)) throw new VietQrError(`field ${id} must be printable ASCII (no accents)`);
  if (value.length > 99) throw new VietQrError(`field ${id} is longer than 99 characters`);
  return `${id}${value.length.toString().padStart(2, '0')}${value}`;
}

/** Builds a VietQR payload string, CRC included. */
export function buildVietQr(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bankBin)) throw new VietQrError('bank BIN must be 6 digits');
  if (!/^[0-9A-Za-z]{1,19}$/.test(input.accountNumber))
    throw new VietQrError('account number must be 1-19 letters or digits');
  if (input.amount !== undefined) {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
      throw new VietQrError('amount must be a positive integer');
    if (String(input.amount).length > 13) throw new VietQrError('amount is longer than 13 digits');
  }
  const beneficiary = tlv(BENEFICIARY.bin, input.bankBin) + tlv(BENEFICIARY.account, input.accountNumber);
  const merchantAccount =
    tlv(SUB38.guid, NAPAS_GUID) +
    tlv(SUB38.beneficiary, beneficiary) +
    tlv(SUB38.service, input.service ?? VIETQR_SERVICE.toAccount);

  let additional = '';
  if (input.billNumber) additional += tlv(SUB62.billNumber, input.billNumber);
  if (input.purpose) additional += tlv(SUB62.purpose, input.purpose);

  let payload =
    tlv(FIELD.payloadFormat, '01') +
    tlv(FIELD.initiation, input.amount !== undefined ? INITIATION_DYNAMIC : INITIATION_STATIC) +
    tlv(FIELD.napasMerchantAccount, merchantAccount) +
    tlv(FIELD.currency, CURRENCY_VND) +
    (input.amount !== undefined ? tlv(FIELD.amount, String(input.amount)) : '') +
    tlv(FIELD.country, COUNTRY_VN) +
    (additional ? tlv(FIELD.additionalData, additional) : '');
  payload += `${FIELD.crc}04`;
  return payload + crc16Hex(payload);
}

export interface TlvField {
  id: string;
  value: string;
}

/** Splits one level of ID-length-value fields; throws on truncation or a bad length. */
export function parseTlv(text: string): TlvField[] {
  const fields: TlvField[] = [];
  let i = 0;
  while (i < text.length) {
    if (i + 4 > text.length) throw new VietQrError(`truncated field header at ${i}`);
    const id = text.slice(i, i + 2);
    const lengthText = text.slice(i + 2, i + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText)) throw new VietQrError(`bad field header at ${i}`);
    const length = Number(lengthText);
    const value = text.slice(i + 4, i + 4 + length);
    if (value.length !== length) throw new VietQrError(`field ${id} is truncated`);
    fields.push({ id, value });
    i += 4 + length;
  }
  return fields;
}

function get(fields: TlvField[], id: string): string | undefined {
  return fields.find((f) => f.id === id)?.value;
}

/** Parses and checks a VietQR payload: CRC, NAPAS GUID, currency and country. */
export function parseVietQr(payload: string): VietQrData {
  const crcAt = payload.length - 8;
  if (crcAt < 0 || payload.slice(crcAt, crcAt + 4) !== '6304')
    throw new VietQrError('payload must end with the CRC field 63');
  const expected = crc16Hex(payload.slice(0, crcAt + 4));
  if (payload.slice(crcAt + 4).toUpperCase() !== expected) throw new VietQrError('CRC mismatch');

  const fields = parseTlv(payload);
  if (get(fields, FIELD.payloadFormat) !== '01') throw new VietQrError('payload format indicator must be 01');
  const merchant = get(fields, FIELD.napasMerchantAccount);
  if (!merchant) throw new VietQrError('missing NAPAS merchant account field 38');
  const sub = parseTlv(merchant);
  if (get(sub, SUB38.guid) !== NAPAS_GUID) throw new VietQrError('field 38 is not a NAPAS account');
  const beneficiaryText = get(sub, SUB38.beneficiary);
  if (!beneficiaryText) throw new VietQrError('missing beneficiary');
  const beneficiary = parseTlv(beneficiaryText);
  const bankBin = get(beneficiary, BENEFICIARY.bin);
  const accountNumber = get(beneficiary, BENEFICIARY.account);
  if (!bankBin || !accountNumber) throw new VietQrError('beneficiary needs a BIN and an account');

  const currency = get(fields, FIELD.currency) ?? '';
  if (currency !== CURRENCY_VND) throw new VietQrError('currency must be 704 (VND)');
  const country = get(fields, FIELD.country) ?? '';
  if (country !== COUNTRY_VN) throw new VietQrError('country must be VN');

  const amountText = get(fields, FIELD.amount);
  let amount: number | null = null;
  if (amountText !== undefined) {
    if (!/^\d+$/.test(amountText)) throw new VietQrError('amount must be whole VND');
    amount = Number(amountText);
  }
  const additionalText = get(fields, FIELD.additionalData);
  const additional = additionalText ? parseTlv(additionalText) : [];
  const initiation = get(fields, FIELD.initiation);
  return {
    bankBin,
    accountNumber,
    service: get(sub, SUB38.service) ?? '',
    amount,
    billNumber: get(additional, SUB62.billNumber) ?? null,
    purpose: get(additional, SUB62.purpose) ?? null,
    initiation: initiation === INITIATION_DYNAMIC ? 'dynamic' : 'static',
    currency,
    country,
  };
}
