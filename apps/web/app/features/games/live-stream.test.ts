import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A window whose media queries answer `phone` and `reducedMotion`. */
function stubWindow(opts: { phone?: boolean; reducedMotion?: boolean; connection?: object } = {}) {
  vi.stubGlobal('window', {
    matchMedia: (q: string) => ({
      matches: q.includes('max-width')
        ? Boolean(opts.phone)
        : q.includes('reduce')
          ? Boolean(opts.reducedMotion)
          : false,
    }),
  });
  vi.stubGlobal('navigator', { connection: opts.connection });
}

describe('live card video', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('should play only without Save-Data, on a fast enough connection and without reduced motion', async () => {
    const { liveVideoAllowed } = await import('./live-stream');
    stubWindow({ connection: { effectiveType: '4g' } });
    expect(liveVideoAllowed()).toBe(true);
    stubWindow({ connection: { saveData: true, effectiveType: '4g' } });
    expect(liveVideoAllowed()).toBe(false);
    stubWindow({ connection: { effectiveType: '3g' } });
    expect(liveVideoAllowed()).toBe(false);
    stubWindow({ reducedMotion: true });
    expect(liveVideoAllowed()).toBe(false);
  });

  it('should let two cards play at once on a desktop, keeping the other connections free', async () => {
    stubWindow();
    const { waitForLiveSlot } = await import('./live-stream');
    await waitForLiveSlot(new AbortController().signal);
    await waitForLiveSlot(new AbortController().signal);
    let thirdGot = false;
    void waitForLiveSlot(new AbortController().signal).then(() => {
      thirdGot = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(thirdGot).toBe(false);
  });

  it('should let one card play at a time on a phone and hand a freed slot to the next in line', async () => {
    stubWindow({ phone: true });
    const { waitForLiveSlot } = await import('./live-stream');
    const a = await waitForLiveSlot(new AbortController().signal);
    const gone = new AbortController();
    const third = waitForLiveSlot(gone.signal);
    let fourthGot = false;
    const fourth = waitForLiveSlot(new AbortController().signal).then((release) => {
      fourthGot = true;
      return release;
    });
    // The third card scrolls away while waiting: it leaves the queue.
    gone.abort();
    await expect(third).rejects.toBeDefined();
    expect(fourthGot).toBe(false);
    a();
    a(); // releasing twice frees one slot only
    await fourth;
    expect(fourthGot).toBe(true);
    let fifthGot = false;
    void waitForLiveSlot(new AbortController().signal).then(() => {
      fifthGot = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(fifthGot).toBe(false);
  });

  it('should refresh the token 30 s before it expires, never sooner than 10 s from now', async () => {
    const { refreshDelayMs } = await import('./live-stream');
    const now = Date.UTC(2026, 0, 1);
    expect(refreshDelayMs(new Date(now + 600_000).toISOString(), now)).toBe(570_000);
    expect(refreshDelayMs(new Date(now + 5_000).toISOString(), now)).toBe(10_000);
  });
});
