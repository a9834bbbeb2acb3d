/** Install steps per platform ({brand} is filled with the brand name). */
export const INSTALL_COPY: Record<'android' | 'ios', string[]> = {
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
};
