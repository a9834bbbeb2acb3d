import { describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({
  success: vi.fn(() => 1),
  warning: vi.fn(() => 2),
  error: vi.fn(() => 3),
  dismiss: vi.fn(),
}));
vi.mock('sonner', () => ({ toast: sonner }));

const { loadToasts, showToast, toast, whenToastsNeeded } = await import('./toast');

describe('toasts', () => {
  it('should load sonner with the first toast and then show the toasts given before it loaded', async () => {
    const needed = vi.fn();
    whenToastsNeeded(needed);
    toast.dismiss('nothing-yet');
    expect(needed).not.toHaveBeenCalled();

    const id = showToast('success', 'early');
    expect(needed).toHaveBeenCalledTimes(1);
    await loadToasts();
    expect(sonner.success).toHaveBeenCalledWith('early', expect.objectContaining({ id }));
    expect(sonner.dismiss).not.toHaveBeenCalled();
  });

  it('should show success, warning and error with their own style', () => {
    showToast('success', 'a');
    showToast('warning', 'b');
    showToast('error', 'c');
    expect(sonner.success).toHaveBeenCalledWith('a', expect.objectContaining({ toasterId: undefined }));
    expect(sonner.warning).toHaveBeenCalledWith('b', expect.anything());
    expect(sonner.error).toHaveBeenCalledWith('c', expect.anything());
  });

  it('should style any other type as an error (product.md section 4)', () => {
    sonner.error.mockClear();
    showToast('info', 'x');
    showToast('something-else', 'y');
    expect(sonner.error).toHaveBeenCalledTimes(2);
  });

  it('should send account toasts to their own container', () => {
    toast.success('saved', { scope: 'account' });
    expect(sonner.success).toHaveBeenLastCalledWith('saved', expect.objectContaining({ toasterId: 'account' }));
  });

  it('should keep a given id so a later toast replaces it, and give each other toast its own', () => {
    expect(showToast('error', 'x', { id: 'same' })).toBe('same');
    expect(showToast('error', 'y')).not.toBe(showToast('error', 'z'));
    toast.dismiss('same');
    expect(sonner.dismiss).toHaveBeenCalledWith('same');
  });
});
