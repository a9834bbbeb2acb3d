import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocaleOf, runInLocale } from '../http/locale';

/**
 * Serves each request in its language (decision 163): what a service words with figures (a held
 * withdrawal's explanation, a promotion's rules, a refusal with an amount) reads the language
 * with `texts()` rather than every call taking it as an argument.
 */
export default fp(async function requestLocalePlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    runInLocale(requestLocaleOf(request.url, request.headers['accept-language']), done);
  });
});
