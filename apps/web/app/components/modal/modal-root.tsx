import { Suspense, useEffect, useState } from 'react';
import { closeModal, type ModalId, modalComponent, useModalStore } from './store';

/**
 * Renders the open modals in stack order; mount once in root.tsx. While any modal is open
 * the page does not scroll; closing the last one restores it (product.md section 2).
 */
export function ModalRoot() {
  const stack = useModalStore((s) => s.stack);
  const open = stack.length > 0;
  // Modals opened before hydration (e.g. by a route guard) appear after it, so the first client
  // render matches the server's HTML, which never contains a modal.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    if (!open || !mounted) return;
    const html = document.documentElement;
    const previous = { overflow: html.style.overflow, paddingRight: html.style.paddingRight };
    // Keep the layout from jumping sideways when the scrollbar disappears.
    const scrollbar = window.innerWidth - html.clientWidth;
    html.style.overflow = 'hidden';
    if (scrollbar > 0) html.style.paddingRight = `${scrollbar}px`;
    return () => {
      html.style.overflow = previous.overflow;
      html.style.paddingRight = previous.paddingRight;
    };
  }, [open, mounted]);

  if (!mounted) return null;
  return (
    <>
      {stack.map((entry) => {
        const Component = modalComponent(entry.id) as React.ComponentType<Record<string, unknown>> | undefined;
        if (!Component) return null;
        const props = entry.props as Record<string, unknown>;
        // Features may register React.lazy modals (loaded on first open); each waits on its own.
        return (
          <Suspense key={entry.key} fallback={null}>
            <Component {...props} close={() => closeModal(entry.id as ModalId)} />
          </Suspense>
        );
      })}
    </>
  );
}
