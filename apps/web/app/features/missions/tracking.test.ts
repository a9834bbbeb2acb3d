import type { TUser } from '@app/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
// the site's catalogues, as the page has them once i18next starts (decision 156): the toasts read them
import '../../i18n/instances.server';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
const track = vi.hoisted(() => vi.fn());
vi.mock('../../components/toast', () => ({ toast }));
vi.mock('./api', async (original) => ({
  ...(await original<typeof import('./api')>()),
  missionsApi: { track },
}));

const user = (over: Partial<TUser> = {}) => ({ id: 7, isFirstDeposit: true, isVerifyPhone: true, ...over }) as TUser;

describe('mission tracking (product.md sections 4 and 9)', () => {
  let useAuth: typeof import('../auth/store').useAuth;
  let useMissions: typeof import('./store').useMissions;
  let useSystemConfig: typeof import('../../lib/system-config').useSystemConfig;

  beforeAll(async () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    ({ useAuth } = await import('../auth/store'));
    ({ useMissions } = await import('./store'));
    ({ useSystemConfig } = await import('../../lib/system-config'));
    (await import('./tracking')).startMissionTracking();
  });
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  beforeEach(() => {
    track.mockReset();
    track.mockResolvedValue({ checkedIn: false, completed: [] });
    toast.success.mockClear();
  });

  it('should not call while logged out, then call 100 ms after login and every 1,800,000 ms', async () => {
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(track).not.toHaveBeenCalled();

    useAuth.setState({ user: user() });
    await vi.advanceTimersByTimeAsync(99);
    expect(track).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(track).toHaveBeenCalledTimes(1);
    // the 30-minute clock counts from the session's start, like the first call's 100 ms
    await vi.advanceTimersByTimeAsync(1_799_899);
    expect(track).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(track).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_800_000);
    expect(track).toHaveBeenCalledTimes(3);
    // a balance update is not a new session: the clock keeps running
    useAuth.setState({ user: user({ balance: 5_000 }) });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(track).toHaveBeenCalledTimes(3);
  });

  it('should stop on logout', async () => {
    useAuth.setState({ user: null });
    await vi.advanceTimersByTimeAsync(5 * 1_800_000);
    expect(track).not.toHaveBeenCalled();
  });

  it('should not call a player who must deposit first, and start once the deposit is known', async () => {
    useSystemConfig.setState((s) => ({
      configurations: { ...s.configurations, MISSION_REQUIRE_FIRST_DEPOSIT: true },
    }));
    useAuth.setState({ user: user({ isFirstDeposit: false }) });
    await vi.advanceTimersByTimeAsync(1_800_100);
    expect(track).not.toHaveBeenCalled();
    expect(useMissions.getState().localBlock).toBe('MISSION_MUST_DEPOSIT');

    useAuth.setState({ user: user({ isFirstDeposit: true }) });
    await vi.advanceTimersByTimeAsync(100);
    expect(track).toHaveBeenCalledTimes(1);
    expect(useMissions.getState().localBlock).toBeNull();
  });

  it("should remember the server's refusal and announce a recorded check-in", async () => {
    const { trackNow } = await import('./tracking');
    track.mockRejectedValueOnce(new ApiError(403, 'MISSION_MUST_VERIFY_PHONE', 'Bạn cần xác thực số điện thoại'));
    expect(await trackNow()).toBe(false);
    expect(useMissions.getState().serverBlock).toBe('MISSION_MUST_VERIFY_PHONE');

    const before = useMissions.getState().revision;
    track.mockResolvedValueOnce({ checkedIn: true, completed: [1] });
    expect(await trackNow()).toBe(true);
    expect(useMissions.getState().serverBlock).toBeNull();
    expect(useMissions.getState().revision).toBe(before + 1);
    expect(toast.success).toHaveBeenCalledWith('Điểm danh hôm nay thành công');
  });
});
