import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode, useContext } from 'react';
import { Scripts, UNSAFE_FrameworkContext } from 'react-router';
import { DEFERRED_SCRIPT_TYPE, GUEST_BOOTSTRAP } from '../lib/deferred-hydration';

type Props = { rel?: string; type?: string; href?: string };

/**
 * React Router's `<Scripts>` as a guest's page gets it (decision 116): the hydration context and
 * its data stream as they are (the streamed loader data enqueues into it while the page loads),
 * the route-modules script inert, no module preloads, and the bootstrap that starts the modules on
 * the guest's first intent. The same elements render on the client while it hydrates, so the
 * tree matches; after hydration `<Scripts>` renders nothing and neither does this.
 */
export function DeferredScripts() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  // Scripts is called, not rendered, to rework the elements it returns; its hooks run as this
  // component's own, in the same order on every render.
  const scripts = Scripts({});
  if (!scripts) return null;
  const preloads: string[] = [];
  const reworked = rework(scripts, preloads);
  return (
    <>
      {setPreloads(reworked, preloads)}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: GUEST_BOOTSTRAP }} />
    </>
  );
}

/** Drops the module preloads (their URLs go to `preloads`) and makes the module script inert. */
function rework(node: ReactNode, preloads: string[]): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<Props & { children?: ReactNode }>(child)) return child;
    if (child.type === Fragment) return rework(child.props.children, preloads);
    if (child.type === 'link' && child.props.rel === 'modulepreload') {
      if (child.props.href) preloads.push(child.props.href);
      return null;
    }
    if (child.type === 'script' && child.props.type === 'module') {
      return cloneElement(child as ReactElement<Props & { async?: boolean }>, {
        type: DEFERRED_SCRIPT_TYPE,
        async: undefined,
      });
    }
    return child;
  });
}

/**
 * The bootstrap announces these modules when it starts the inert script: fetched in parallel, as
 * React Router's preloads do at load, instead of one level of imports after the other.
 */
function setPreloads(node: ReactNode, preloads: string[]): ReactNode {
  return Children.map(node, (child) =>
    isValidElement<Props>(child) && child.props.type === DEFERRED_SCRIPT_TYPE
      ? cloneElement(child as ReactElement<Props & { 'data-preload'?: string }>, { 'data-preload': preloads.join(' ') })
      : child,
  );
}
