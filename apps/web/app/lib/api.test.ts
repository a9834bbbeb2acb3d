import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setMaintenanceHandler } from './api';

type Reply = { status: number; body: unknown };

function serve(...replies: Reply[]) {
  const calls: string[] = [];
  const fetchFn = vi.fn(async (url: URL, init: RequestInit) => {
    calls.push(`${init.method} ${url.pathname}`);
    const reply = replies.shift() ?? { status: 500, body: null };
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchFn);
  return calls;
}

const fail = (statusCode: number, code: string, message = 'lỗi') => ({
  status: statusCode,
  body: { success: false, statusCode, code, message },
});

describe('api', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { location: { origin: 'http://localhost:3000', assign: vi.fn() } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('should unwrap the success envelope', async () => {
    serve({ status: 200, body: { success: true, data: { a: 1 }, meta: { total: 3 } } });
    await expect(api('/api/x')).resolves.toEqual({ data: { a: 1 }, meta: { total: 3 } });
  });

  it('should retry an idempotent call once on a transient status', async () => {
    const calls = serve(fail(502, 'BAD_GATEWAY'), { status: 200, body: { success: true, data: 1 } });
    await expect(api('/api/x')).resolves.toEqual({ data: 1, meta: undefined });
    expect(calls).toEqual(['GET /api/x', 'GET /api/x']);
  });

  it('should not retry a POST', async () => {
    const calls = serve(fail(503, 'BUSY'), { status: 200, body: { success: true, data: 1 } });
    await expect(api('/api/x', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual(['POST /api/x']);
  });

  it('should not retry more than once', async () => {
    const calls = serve(fail(500, 'A'), fail(500, 'B'), { status: 200, body: { success: true, data: 1 } });
    await expect(api('/api/x')).rejects.toMatchObject({ statusCode: 500, code: 'B' });
    expect(calls).toHaveLength(2);
  });

  it('should surface the server code and Vietnamese message of a 4xx', async () => {
    serve(fail(400, 'VALIDATION_ERROR', 'Tên đăng nhập không hợp lệ'));
    await expect(api('/api/x', { method: 'POST', body: {} })).rejects.toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Tên đăng nhập không hợp lệ',
    });
  });

  it('should go to /maintenance on 503 MAINTENANCE_MODE and only log other 503s', async () => {
    const onMaintenance = vi.fn();
    setMaintenanceHandler(onMaintenance);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve(fail(503, 'MAINTENANCE_MODE'), fail(503, 'MAINTENANCE_MODE'));
    await expect(api('/api/x')).rejects.toMatchObject({ code: 'MAINTENANCE_MODE' });
    expect(onMaintenance).toHaveBeenCalledTimes(1);

    serve(fail(503, 'OVERLOADED'), fail(503, 'OVERLOADED'));
    await expect(api('/api/x')).rejects.toMatchObject({ code: 'OVERLOADED' });
    expect(onMaintenance).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('should use the generic Vietnamese message when the body is not an envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 404 })),
    );
    await expect(api('/api/x', { method: 'POST' })).rejects.toMatchObject({
      statusCode: 404,
      message: 'Đã có lỗi xảy ra, vui lòng thử lại sau',
    });
  });
});
