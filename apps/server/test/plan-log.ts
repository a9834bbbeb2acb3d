import type pg from 'pg';

/**
 * `url` for connections whose every statement's plan, nested ones included (functions, triggers),
 * reaches their client as a notice: PostgreSQL's own auto_explain, loaded at the session's start.
 * What a test reads to tell the plan a statement ran (decision 183) without changing what it runs.
 * `settings` are further session settings (`name=value`).
 */
export function planLogUrl(url: string, settings: string[] = []): string {
  const u = new URL(url);
  u.searchParams.set(
    'options',
    [
      'session_preload_libraries=auto_explain',
      'auto_explain.log_min_duration=0',
      'auto_explain.log_nested_statements=on',
      'client_min_messages=log',
      ...settings,
    ]
      .map((setting) => `-c ${setting}`)
      .join(' '),
  );
  return u.toString();
}

/** The plans the pool's connections log from now on, as PostgreSQL writes them (see planLogUrl). */
export function collectPlans(pool: pg.Pool): string[] {
  const plans: string[] = [];
  pool.on('connect', (client) => client.on('notice', (n) => plans.push(n.message ?? '')));
  return plans;
}
