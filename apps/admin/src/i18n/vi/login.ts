/** Texts of pages/login.tsx (decision 165). */
export const loginVi = {
  enterYourUsername: 'Nhập tên đăng nhập',
  passwordMustBeAt: 'Mật khẩu tối thiểu 8 ký tự',
  cannotReachTheServer: 'Không kết nối được máy chủ',
  backOfficeSignIn: 'Đăng nhập quản trị',
  twoStepVerificationIs: 'Đã bật xác thực hai bước. Hãy lưu',
  recoveryCodes2: 'mã khôi phục',
  belowSomewhereSafeEach:
    'dưới đây ở nơi an toàn: mỗi mã dùng được một lần khi mất điện thoại. Mã chỉ hiển thị một lần.',
  iHaveSavedThe: 'Tôi đã lưu mã, tiếp tục',
  username: 'Tên đăng nhập',
  password: 'Mật khẩu',
  continue: 'Tiếp tục',
  firstSignInScan:
    'Lần đăng nhập đầu tiên: quét mã QR bằng ứng dụng xác thực (Google Authenticator, Microsoft Authenticator…) rồi nhập mã 6 số.',
  qrCodeToTurn: 'Mã QR bật xác thực hai bước',
  secretKeyTypeIt: 'Khóa bí mật (nhập tay nếu không quét được):',
  enterAnUnusedRecovery: 'Nhập một mã khôi phục chưa dùng.',
  enterThe6Digit: 'Nhập mã 6 số trong ứng dụng xác thực.',
  recoveryCodes: 'Mã khôi phục',
  verificationCode: 'Mã xác thực',
  confirm: 'Xác nhận',
  useACodeFrom: 'Dùng mã trong ứng dụng xác thực',
  useARecoveryCode: 'Dùng mã khôi phục',
};
