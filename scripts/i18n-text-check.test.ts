import { describe, expect, it } from 'vitest';
import { findUnaccented, VIETNAMESE, withoutComments } from './i18n-text-check';

const words = (source: string, file = 'sample.tsx') => findUnaccented(file, source).map((f) => f.text);

describe('the shared Vietnamese-text check', () => {
  it('should find accented Vietnamese outside comments', () => {
    const sample = `const a = 'ok'; // Giữ nguyên\n/* chú thích */\nconst b = <p>Xin chào</p>;`;
    const lines = withoutComments(sample).split('\n');
    expect(lines.filter((l) => VIETNAMESE.test(l))).toEqual(['const b = <p>Xin chào</p>;']);
  });

  it('should find unaccented Vietnamese in JSX text, labels and sentences', () => {
    const sample = `
      const a = <button>Xem</button>;
      const b = <p>Dang nhap de tiep tuc</p>;
      const c = { label: 'Nap tien' };
      const d = <input aria-label="Xem ket qua" />;
      toast(\`Rut tien \${amount} thanh cong\`);
      const e = <p title={'Quay ngay'} />;`;
    expect(words(sample)).toEqual([
      'Xem',
      'Dang nhap de tiep tuc',
      'Nap tien',
      'Xem ket qua',
      'Rut tien … thanh cong',
      'Quay ngay',
    ]);
  });

  it('should not read identifiers, slugs, URLs, classes, keys or English as Vietnamese', () => {
    const sample = `
      import { x } from './nhap-tien';
      const a = <a href="/khuyen-mai/tien-thuong" className="xem-them btn" data-testid="dang-nhap">Open</a>;
      const b = t('auth.dangNhap');
      const c = { 'tien-thuong': 1, xem: 2 };
      const d = kind === 'tien' ? 1 : 2;
      const e = 'lo-de';
      const f = 'https://example.test/xem?tien=1';
      const g = 'flex items-center gap-2';
      const h = <p>/khuyen-mai/{slug}</p>;
      const i = 'Sign in to continue';
      const j = <p>Thể thao ảo</p>;
      type K = 'xem' | 'nhap';
      const l = \`/huong-dan/\${slug}\`;`;
    expect(words(sample)).toEqual([]);
  });
});
