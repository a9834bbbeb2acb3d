/** Texts of pages/player-links.tsx (decision 165). */
export const playerLinksVi = {
  noOtherAccount: ' · không tài khoản khác',
  sharedWith: '· cùng với:',
  device: 'Thiết bị',
  noSignInRecorded: 'Chưa có lần đăng nhập nào được ghi lại.',
  openAmlAlert: 'cảnh báo AML đang mở',
  devicesAddresses: 'Thiết bị & địa chỉ',
};
