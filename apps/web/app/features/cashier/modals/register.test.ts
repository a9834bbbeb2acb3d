import { describe, expect, it } from 'vitest';
import { modalComponent, openModal, useModalStore } from '../../../components/modal/store';
import './register';

describe('cashier modals', () => {
  it('should open addBank and cardDetail by id, like the other modals of the spec', () => {
    expect(modalComponent('addBank')).toBeDefined();
    expect(modalComponent('cardDetail')).toBeDefined();
    openModal('addBank');
    openModal('cardDetail', { withdrawalCode: 'RT000001', cards: [{ code: '123', serial: '456', value: 50_000 }] });
    expect(useModalStore.getState().stack.map((e) => e.id)).toEqual(['addBank', 'cardDetail']);
  });
});
