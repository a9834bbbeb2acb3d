import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeAllModals,
  closeModal,
  isModalOpen,
  openModal,
  registerModal,
  replaceModal,
  useModalStore,
} from './store';

declare module './store' {
  interface ModalPropsMap {
    testA: { n: number };
    testB: { label?: string };
    testC: Record<string, never>;
  }
}

const ids = () => useModalStore.getState().stack.map((e) => e.id);

describe('modal store', () => {
  registerModal('testA', () => null);
  registerModal('testB', () => null);
  registerModal('testC', () => null);
  afterEach(() => closeAllModals());

  it('should stack modals by id and close the top-most or a named one', () => {
    openModal('testA', { n: 1 });
    openModal('testB');
    openModal('testC');
    expect(ids()).toEqual(['testA', 'testB', 'testC']);
    closeModal();
    expect(ids()).toEqual(['testA', 'testB']);
    closeModal('testA');
    expect(ids()).toEqual(['testB']);
    expect(isModalOpen('testB')).toBe(true);
    expect(isModalOpen('testA')).toBe(false);
  });

  it('should move an already open id to the top with its new props', () => {
    openModal('testA', { n: 1 });
    openModal('testB');
    openModal('testA', { n: 2 });
    const stack = useModalStore.getState().stack;
    expect(stack.map((e) => [e.id, e.props])).toEqual([
      ['testB', {}],
      ['testA', { n: 2 }],
    ]);
  });

  it('should replace the top-most modal for the next step of a flow', () => {
    openModal('testA', { n: 1 });
    openModal('testB');
    replaceModal('testC');
    expect(ids()).toEqual(['testA', 'testC']);
  });

  it('should close everything at once', () => {
    openModal('testA', { n: 1 });
    openModal('testB');
    closeAllModals();
    expect(ids()).toEqual([]);
  });

  it('should complain about an id nobody registered', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    openModal('nope' as 'testB');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"nope"'));
    error.mockRestore();
  });
});
