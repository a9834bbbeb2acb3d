import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('layouts/home.tsx', [index('routes/home.tsx')]),
  layout('layouts/clean.tsx', [route('maintenance', 'routes/maintenance.tsx')]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
