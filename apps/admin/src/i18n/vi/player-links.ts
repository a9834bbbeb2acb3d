/** Texts of pages/player-links.tsx (decision 165). */
export const playerLinksVi = {
  devicesAddresses: 'Thiết bị & địa chỉ',
  openAmlAlert: 'cảnh báo AML đang mở',
  noSignInRecorded: 'Chưa có lần đăng nhập nào được ghi lại.',
  device: 'Thiết bị',
  sharedWith: '· cùng với:',
  noOtherAccount: ' · không tài khoản khác',
};
