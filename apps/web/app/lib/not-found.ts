import { data } from 'react-router';

/** Logs 'Page Not Found: {path}' (product.md section 8) and throws the 404 the error boundary renders. */
export function notFound(request: Request | string): never {
  const path = typeof request === 'string' ? request : new URL(request.url).pathname;
  console.warn(`Page Not Found: ${path}`);
  throw data({ path }, { status: 404, statusText: 'Not Found' });
}
