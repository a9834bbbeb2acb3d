/** Texts of pages/login.tsx (decision 165). */
export const loginVi = {
  useARecoveryCode: 'Dùng mã khôi phục',
  useACodeFrom: 'Dùng mã trong ứng dụng xác thực',
  confirm: 'Xác nhận',
  verificationCode: 'Mã xác thực',
  recoveryCodes: 'Mã khôi phục',
  enterThe6Digit: 'Nhập mã 6 số trong ứng dụng xác thực.',
  enterAnUnusedRecovery: 'Nhập một mã khôi phục chưa dùng.',
  secretKeyTypeIt: 'Khóa bí mật (nhập tay nếu không quét được):',
  qrCodeToTurn: 'Mã QR bật xác thực hai bước',
  firstSignInScan:
    'Lần đăng nhập đầu tiên: quét mã QR bằng ứng dụng xác thực (Google Authenticator, Microsoft Authenticator…) rồi nhập mã 6 số.',
  continue: 'Tiếp tục',
  password: 'Mật khẩu',
  username: 'Tên đăng nhập',
  iHaveSavedThe: 'Tôi đã lưu mã, tiếp tục',
  belowSomewhereSafeEach:
    'dưới đây ở nơi an toàn: mỗi mã dùng được một lần khi mất điện thoại. Mã chỉ hiển thị một lần.',
  recoveryCodes2: 'mã khôi phục',
  twoStepVerificationIs: 'Đã bật xác thực hai bước. Hãy lưu',
  backOfficeSignIn: 'Đăng nhập quản trị',
  cannotReachTheServer: 'Không kết nối được máy chủ',
  passwordMustBeAt: 'Mật khẩu tối thiểu 8 ký tự',
  enterYourUsername: 'Nhập tên đăng nhập',
};
