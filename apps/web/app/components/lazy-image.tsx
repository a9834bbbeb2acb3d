import { useEffect, useRef, useState } from 'react';

/**
 * An image that starts loading 50 px before it scrolls into view (spec section 9), with an
 * optional narrow-screen source below the 768 px image breakpoint.
 */
export function LazyImage({
  src,
  mobileSrc,
  alt,
  width,
  height,
  className,
  eager = false,
}: {
  src: string;
  mobileSrc?: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(eager);
  // Until it is requested, and if it fails, the picture is hidden: the card behind it is the
  // placeholder, instead of the alt text and the browser's broken-image icon.
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);

  useEffect(() => {
    if (visible) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '50px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <picture>
      {visible && mobileSrc && <source media="(max-width: 767px)" srcSet={mobileSrc} />}
      <img
        ref={ref}
        src={visible ? src : undefined}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        className={visible && !failed ? className : `${className ?? ''} invisible`}
        onError={() => setFailed(true)}
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
