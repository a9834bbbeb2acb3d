import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
// the site's catalogues, as the page has them once i18next starts (decision 156): the toasts read them
import '../../i18n/instances.server';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
const closeAllModals = vi.hoisted(() => vi.fn());
vi.mock('../../components/toast', () => ({ toast }));
vi.mock('../../components/modal/store', () => ({ closeAllModals }));

const { messageOf, reportLoginError, sessionLost } = await import('./session');
const { useAuth } = await import('./store');
const { setAuthNavigator } = await import('./navigation');

describe('session error handling (product.md section 8)', () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { location: { reload } });
    toast.error.mockClear();
    reload.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('should ask for a reload and reload after 1 s on 400 DEVICE_FINGERPRINT_REQUIRED', () => {
    reportLoginError(
      new ApiError(400, 'DEVICE_FINGERPRINT_REQUIRED', 'DEVICE_FINGERPRINT_REQUIRED'),
      'Đăng nhập không thành công',
    );
    expect(toast.error).toHaveBeenCalledWith('Vui lòng tải lại trang để tiếp tục đăng nhập');
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('should show the generic message on 500 and the server message otherwise', () => {
    reportLoginError(new ApiError(500, 'INTERNAL_ERROR', 'x'), 'Đăng nhập không thành công');
    expect(toast.error).toHaveBeenLastCalledWith('Đã có lỗi xảy ra vui lòng thử lại sau');
    reportLoginError(
      new ApiError(401, 'INVALID_CREDENTIALS', 'Tên đăng nhập hoặc mật khẩu không đúng'),
      'Đăng nhập không thành công',
    );
    expect(toast.error).toHaveBeenLastCalledWith('Tên đăng nhập hoặc mật khẩu không đúng');
  });

  it('should fall back when the server sent no message (network error, HTML answer)', () => {
    reportLoginError(new TypeError('Failed to fetch'), 'Đăng nhập tự động không thành công');
    expect(toast.error).toHaveBeenLastCalledWith('Đăng nhập tự động không thành công');
    expect(messageOf(new ApiError(502, 'HTTP_ERROR', 'x'), 'Đăng ký không thành công')).toBe(
      'Đăng ký không thành công',
    );
  });

  it('should close modals, log out, toast "logged in elsewhere" and go home on a replaced session', () => {
    const navigate = vi.fn();
    setAuthNavigator(navigate);
    useAuth.setState({ user: { id: 1 } as never });
    sessionLost(new ApiError(401, 'SESSION_REPLACED', 'x'));
    expect(closeAllModals).toHaveBeenCalled();
    expect(useAuth.getState().user).toBeNull();
    expect(toast.error).toHaveBeenLastCalledWith(
      'Tài khoản của bạn đã được đăng nhập trên trình duyệt/ thiết bị khác.',
      expect.anything(),
    );
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });
});
