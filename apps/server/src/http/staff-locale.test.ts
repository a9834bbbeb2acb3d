import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { staffTokenFor } from '../modules/admin/admin.test-support';
import { localizeStaffMessage } from './staff-locale';

describe('the staff API in the back office language (decision 165)', () => {
  it('should translate the staff tables and the staff sentences, and leave Vietnamese as it is', () => {
    expect(
      localizeStaffMessage('en', 'FOUR_EYES_SAME_STAFF', 'Người duyệt phải là nhân viên khác với người tạo yêu cầu'),
    ).toBe('The reviewer must be another staff member than the one who made the request');
    expect(localizeStaffMessage('en', 'NOT_FOUND', 'Không tìm thấy người chơi 42')).toBe('Player 42 not found');
    // the players' tables and codes still apply
    expect(localizeStaffMessage('en', 'VALIDATION_ERROR', 'Một câu riêng')).toBe('Invalid data');
    expect(localizeStaffMessage('en', 'SOME_STAFF_CODE', 'Một câu riêng')).toBe('Một câu riêng');
    expect(localizeStaffMessage('vi', 'NOT_FOUND', 'Không tìm thấy người chơi 42')).toBe(
      'Không tìm thấy người chơi 42',
    );
  });

  describe('through the app', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await buildTestApp();
      token = await staffTokenFor(t.app, 'finance');
    });
    afterAll(() => t.close());

    const adjust = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin-api/adjustments',
        headers: {
          'x-staff-token': token,
          'idempotency-key': crypto.randomUUID(),
          ...(language ? { 'accept-language': language } : {}),
        },
        payload: { playerId: 999_999_999, account: 'cash', direction: 'credit', amount: 1000, reason: 'ok' },
      });

    it('should refuse a staff request in English when the back office asks, Vietnamese otherwise', async () => {
      const en = await adjust('en');
      expect(en.statusCode).toBe(400);
      expect(en.json().message).toBe('The reason must be at least 5 characters');
      expect((await adjust()).json().message).toBe('Lý do tối thiểu 5 ký tự');
      const login = await t.app.inject({
        method: 'POST',
        url: '/admin-api/auth/login',
        headers: { 'accept-language': 'en' },
        payload: { username: 'nobody.165', password: 'wrong-password-1' },
      });
      expect(login.statusCode).toBe(401);
      expect(login.json()).toMatchObject({ code: 'STAFF_INVALID_CREDENTIALS', message: 'Wrong username or password' });
    });
  });
});
