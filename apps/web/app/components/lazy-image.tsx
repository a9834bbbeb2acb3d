import { useEffect, useState } from 'react';

/**
 * A picture that is in the server-rendered HTML with its `src` (so it shows before, and without,
 * JavaScript, and crawlers see it) and that the browser loads only as it nears the viewport
 * (`loading="lazy"`, product.md section 9's lazy loading; decision 085), with an optional narrow-screen
 * source below the 768 px image breakpoint. `eager` pictures (the first screen) load at once.
 */
export function LazyImage({
  src,
  mobileSrc,
  alt,
  width,
  height,
  className,
  eager = false,
  priority = eager,
}: {
  src: string;
  mobileSrc?: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
  /** Fetched ahead of other pictures (`fetchpriority="high"`): the page's largest paint. Defaults to `eager`. */
  priority?: boolean;
}) {
  // If it fails the picture is hidden: the card behind it is the placeholder, instead of the
  // alt text and the browser's broken-image icon.
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);

  return (
    <picture>
      {mobileSrc && <source media="(max-width: 767px)" srcSet={mobileSrc} />}
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        loading={eager ? 'eager' : 'lazy'}
        className={failed ? `${className ?? ''} invisible` : className}
        onError={() => setFailed(true)}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
