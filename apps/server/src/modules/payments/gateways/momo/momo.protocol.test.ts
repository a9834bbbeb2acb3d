import { describe, expect, it } from 'vitest';
import {
  buildCreateRequest,
  createSignatureRaw,
  decodeExtraData,
  encodeExtraData,
  mapResultCode,
  signIpn,
  verifyCreateRequest,
  verifyIpn,
} from './momo.protocol';

// MoMo's public test credentials; expected signatures computed independently with
// `printf '%s' "$RAW" | openssl dgst -sha256 -hmac "$SECRET"`.
const creds = { partnerCode: 'MOMO', accessKey: 'F8BBA842ECF85', secretKey: 'K951B6PE1waDMi640xX08PD3vg6EkVlz' };
const input = {
  requestId: 'MM1540456472575',
  orderId: 'MM1540456472575',
  amount: 50000,
  orderInfo: 'pay with MoMo',
  redirectUrl: 'https://example.vn/account/deposit/wallet',
  ipnUrl: 'https://example.vn/webhooks/momo',
  extraData: '',
  requestType: 'captureWallet' as const,
};
const ipnFields = {
  partnerCode: 'MOMO',
  orderId: 'MM1540456472575',
  requestId: 'MM1540456472575',
  amount: 50000,
  orderInfo: 'pay with MoMo',
  orderType: 'momo_wallet',
  transId: 4088878653,
  resultCode: 0,
  message: 'Successful.',
  payType: 'qr',
  responseTime: 1721720663942,
  extraData: '',
};

describe('MoMo create-payment signing', () => {
  it('should build the raw signature string with the fields in the documented order', () => {
    expect(createSignatureRaw(creds.accessKey, { partnerCode: 'MOMO', ...input })).toBe(
      'accessKey=F8BBA842ECF85&amount=50000&extraData=&ipnUrl=https://example.vn/webhooks/momo' +
        '&orderId=MM1540456472575&orderInfo=pay with MoMo&partnerCode=MOMO' +
        '&redirectUrl=https://example.vn/account/deposit/wallet&requestId=MM1540456472575&requestType=captureWallet',
    );
  });

  it('should sign with HMAC-SHA256 hex matching an independent computation', () => {
    const request = buildCreateRequest(creds, input);
    expect(request.signature).toBe('44f85d2dce0cfeab18d15cf1f85f5b390f60bef93e379d751c22145b174c6229');
    expect(request).toMatchObject({ partnerCode: 'MOMO', amount: 50000, lang: 'vi' });
    expect(verifyCreateRequest(creds, request)).toBe(true);
    expect(verifyCreateRequest(creds, { ...request, amount: 60000 })).toBe(false);
    expect(verifyCreateRequest({ ...creds, secretKey: 'other' }, request)).toBe(false);
  });
});

describe('MoMo IPN verification', () => {
  const now = ipnFields.responseTime + 5_000;

  it('should sign the IPN like MoMo and accept it', () => {
    const ipn = signIpn(creds, ipnFields);
    expect(ipn.signature).toBe('04c124493d251eb1760d3399b98083fcdd50614c1e5fbe805576a81f7e91a0ea');
    expect(verifyIpn(creds, ipn, now, 600)).toEqual({ ok: true });
  });

  it('should refuse a tampered amount, result code or another partner', () => {
    const ipn = signIpn(creds, ipnFields);
    expect(verifyIpn(creds, { ...ipn, amount: 5_000_000 }, now, 600)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verifyIpn(creds, { ...ipn, resultCode: 1006 }, now, 600)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verifyIpn(creds, { ...ipn, signature: '' }, now, 600)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verifyIpn(creds, { ...ipn, partnerCode: 'MOMOX' }, now, 600)).toEqual({ ok: false, reason: 'bad_partner' });
  });

  it('should refuse a genuine IPN replayed after the time window', () => {
    const ipn = signIpn(creds, ipnFields);
    expect(verifyIpn(creds, ipn, ipnFields.responseTime + 601_000, 600)).toEqual({ ok: false, reason: 'stale' });
  });
});

describe('mapResultCode', () => {
  it('should credit only on 0 and 9000, wait on processing codes, and fail everything else', () => {
    expect(mapResultCode(0).outcome).toBe('success');
    expect(mapResultCode(9000).outcome).toBe('success');
    for (const code of [1000, 7000, 7002, 8000]) expect(mapResultCode(code).outcome).toBe('pending');
    for (const code of [1001, 1003, 1005, 1006, 99, 42]) expect(mapResultCode(code).outcome).toBe('failed');
    expect(mapResultCode(123456)).toEqual({ outcome: 'failed', reason: 'Giao dịch thất bại (mã 123456)' });
    expect(mapResultCode(1006).reason).toBe('Người dùng đã từ chối thanh toán');
  });
});

describe('extraData', () => {
  it('should round-trip through base64 JSON and reject junk', () => {
    expect(decodeExtraData(encodeExtraData({ depositId: 12 }))).toEqual({ depositId: 12 });
    expect(decodeExtraData('')).toBeNull();
    expect(decodeExtraData('!!!')).toBeNull();
    expect(decodeExtraData(Buffer.from('[1]').toString('base64'))).toBeNull();
  });
});
