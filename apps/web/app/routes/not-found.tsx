import { data } from 'react-router';
import type { Route } from './+types/not-found';

export function loader({ request }: Route.LoaderArgs) {
  console.warn(`Page Not Found: ${new URL(request.url).pathname}`);
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
