import { text } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const SANDBOX_INBOX_PATH = '/sandbox/inbox';

const ZInboxQuerySchema = z.object({
  to: text().trim().max(254).optional(),
});

const CHANNEL_LABEL = { sms: 'SMS', email: 'Email' } as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const time = (d: Date) =>
  d.toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', hour12: false, dateStyle: 'short', timeStyle: 'medium' });

/**
 * The sandbox inbox (decision 085): while SMS or e-mail goes to the built-in sandbox instead of a
 * real provider, nobody receives the verification codes, so a player of that server reads here
 * what the sandbox "sent". Registered only for the channels the sandbox serves, and it lists only
 * the sandbox's own messages: once a real provider is set for a channel, that channel's messages
 * (real codes to real phones) never appear here.
 */
export const sandboxInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const channels = app.services.messaging.sandboxChannels();
  if (channels.length === 0) return;

  app.get(SANDBOX_INBOX_PATH, { schema: { hide: true, querystring: ZInboxQuerySchema } }, async (request, reply) => {
    const messages = await app.services.messaging.outbox({
      to: request.query.to,
      adapter: 'sandbox',
      channels,
      limit: 100,
    });
    const rows = messages
      .map(
        (m) => `<li class="msg"><div class="meta"><span class="tag">${CHANNEL_LABEL[m.channel]}</span>
<span>đến <strong>${escapeHtml(m.recipient)}</strong></span><time>${escapeHtml(time(m.createdAt))}</time></div>
${m.subject ? `<p class="subject">${escapeHtml(m.subject)}</p>` : ''}<p class="body">${escapeHtml(m.body)}</p></li>`,
      )
      .join('\n');
    const which = channels.map((c) => CHANNEL_LABEL[c]).join(' và ');
    const html = `<!doctype html><html lang="vi"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="5">
<meta name="robots" content="noindex, nofollow"><title>Hộp thư thử nghiệm</title>
<style>body{font:15px/1.5 "Be Vietnam Pro",system-ui,sans-serif;background:#0b1020;color:#e8ecf4;margin:0;padding:16px}
main{max-width:720px;margin:0 auto}h1{font-size:22px;color:#f7c948;margin:8px 0}p.note{color:#9aa6c2}
form{display:flex;gap:8px;margin:12px 0}input{flex:1;padding:8px 10px;border-radius:8px;border:1px solid #26324f;background:#121a2f;color:inherit}
button{padding:8px 14px;border-radius:8px;border:0;background:#f7c948;color:#0b1020;font-weight:700}
ul{list-style:none;padding:0;margin:0}.msg{background:#121a2f;border:1px solid #26324f;border-radius:12px;padding:12px;margin:10px 0}
.meta{display:flex;flex-wrap:wrap;gap:8px;align-items:center;color:#9aa6c2;font-size:13px}.tag{background:#26324f;color:#f7c948;border-radius:6px;padding:1px 6px;font-weight:700}
.subject{font-weight:700;margin:6px 0 0}.body{margin:6px 0 0;white-space:pre-wrap;word-break:break-word}</style></head><body><main>
<h1>Hộp thư thử nghiệm</h1>
<p class="note">Máy chủ này chưa cấu hình nhà cung cấp ${which} thật, nên tin nhắn không được gửi đi mà hiện ở đây (mới nhất trước, tự làm mới mỗi 5 giây).</p>
<form><input name="to" inputmode="email" placeholder="Lọc theo số điện thoại hoặc email" value="${escapeHtml(request.query.to ?? '')}"><button>Lọc</button></form>
<ul>${rows || '<li class="msg">Chưa có tin nhắn nào.</li>'}</ul></main></body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
};
