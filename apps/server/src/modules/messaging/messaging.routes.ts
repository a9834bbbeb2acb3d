import { text } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZOutboxQuerySchema = z.object({
  to: text().trim().max(254).optional(),
  purpose: text().trim().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

const ZOutboxRowSchema = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  purpose: z.string(),
  adapter: z.string(),
  status: z.enum(['sent', 'delivered', 'undelivered', 'failed']),
  createdAt: z.date(),
});

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Local-only page to read the sandbox outbox (OTP codes etc.). Registered only outside
 * production, so a deployed server never exposes other players' messages.
 */
export const messagingDevRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.env.NODE_ENV === 'production') return;

  app.get(
    '/dev/outbox.json',
    {
      schema: {
        hide: true,
        querystring: ZOutboxQuerySchema,
        response: { 200: z.object({ messages: z.array(ZOutboxRowSchema) }) },
      },
    },
    async (request) => ({ messages: await app.services.messaging.outbox(request.query) }),
  );

  app.get('/dev/outbox', { schema: { hide: true, querystring: ZOutboxQuerySchema } }, async (request, reply) => {
    const messages = await app.services.messaging.outbox(request.query);
    const rows = messages
      .map(
        (m) => `<tr>
  <td>${m.id}</td><td>${escapeHtml(m.createdAt.toISOString())}</td><td>${m.channel}</td>
  <td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.purpose)}</td>
  <td>${m.subject ? `<strong>${escapeHtml(m.subject)}</strong><br>` : ''}${escapeHtml(m.body)}</td>
  <td>${m.status}</td></tr>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="vi"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="5">
<meta name="robots" content="noindex, nofollow"><title>Outbox (sandbox)</title>
<style>body{font:14px system-ui,sans-serif;background:#0b1020;color:#e8ecf4;margin:24px}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #26324f;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#121a2f;color:#f7c948}form{margin:12px 0}input{padding:4px 8px}</style></head><body>
<h1>Sandbox outbox</h1><p>SMS and e-mail sent by this local server (newest first, refreshes every 5 s).</p>
<form><input name="to" placeholder="Phone or e-mail" value="${escapeHtml(request.query.to ?? '')}"> <button>Filter</button></form>
<table><thead><tr><th>#</th><th>Time</th><th>Channel</th><th>To</th><th>Purpose</th><th>Message</th><th>Status</th></tr></thead>
<tbody>${rows || '<tr><td colspan="7">No messages yet.</td></tr>'}</tbody></table></body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
};
