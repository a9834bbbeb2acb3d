import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { Db } from './db/client';
import { systemRoutes } from './modules/system/system.routes';
import { SystemService } from './modules/system/system.service';
import errorsPlugin, { apiNotFound } from './plugins/errors';
import maintenancePlugin from './plugins/maintenance';
import openapiPlugin from './plugins/openapi';
import { type WebMode, webPlugin } from './plugins/web';

export interface Services {
  system: SystemService;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Db;
    services: Services;
  }
}

export interface BuildAppOptions {
  env: Env;
  db: Db;
  /** Serve the player site too; tests of the API alone leave it off. */
  web?: WebMode | false;
  logger?: FastifyServerOptions['logger'];
}

export function createServices(env: Env, _db: Db): Services {
  return { system: new SystemService(env) };
}

/** Builds the whole server: external plugins, app plugins, then routes. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env, db } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: env.LOG_LEVEL },
    bodyLimit: 256 * 1024,
    trustProxy: env.NODE_ENV === 'production',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: true },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices(env, db);
  app.decorate('env', env);
  app.decorate('db', db);
  app.decorate('services', services);

  // external plugins
  await app.register(cookie);
  await app.register(openapiPlugin);

  // app plugins
  await app.register(errorsPlugin);
  await app.register(maintenancePlugin, { isOn: () => services.system.isMaintenance() });

  // routes
  await app.register(systemRoutes);
  app.all('/api/*', { schema: { hide: true } }, apiNotFound);
  app.setNotFoundHandler(apiNotFound);

  if (opts.web) {
    await app.register(webPlugin, {
      mode: opts.web,
      serverContext: () => ({ configurations: () => services.system.configurations() }),
    });
  }

  return app;
}
