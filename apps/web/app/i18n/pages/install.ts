import type { Locale } from '../../lib/locale';

/** Install steps per language and platform ({brand} is filled with the brand name). */
export const INSTALL_COPY: Record<Locale, Record<'android' | 'ios', string[]>> = {
  vi: {
    android: [
      'Mở trang chủ {brand} bằng trình duyệt Chrome.',
      'Bấm nút “Cài đặt” trên thông báo cài ứng dụng, hoặc mở menu ⋮ và chọn “Cài đặt ứng dụng”.',
      'Xác nhận “Cài đặt”; biểu tượng {brand} xuất hiện trên màn hình chính.',
      'Mở ứng dụng từ màn hình chính và đăng nhập như bình thường.',
    ],
    ios: [
      'Mở trang chủ {brand} bằng Safari.',
      'Bấm nút Chia sẻ (hình vuông có mũi tên hướng lên) ở thanh dưới cùng.',
      'Kéo xuống và chọn “Thêm vào MH chính”.',
      'Bấm “Thêm” ở góc trên bên phải; biểu tượng {brand} xuất hiện trên màn hình chính.',
    ],
  },
  en: {
    android: [
      'Open the {brand} home page in Chrome.',
      'Tap “Install” on the install prompt, or open the ⋮ menu and choose “Install app”.',
      'Confirm “Install”; the {brand} icon appears on your home screen.',
      'Open the app from your home screen and log in as usual.',
    ],
    ios: [
      'Open the {brand} home page in Safari.',
      'Tap the Share button (the square with an arrow pointing up) in the bottom bar.',
      'Scroll down and choose “Add to Home Screen”.',
      'Tap “Add” in the top right corner; the {brand} icon appears on your home screen.',
    ],
  },
};
