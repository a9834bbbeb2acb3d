import { redirect } from 'react-router';

/** The developer pages of product.md section 2 (/dev/image, /dev/toast...) redirect to /. */
export function loader() {
  throw redirect('/');
}

export default function DevRedirect() {
  return null;
}
