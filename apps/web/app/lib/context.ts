import type { TSystemConfigurations } from '@app/contract';
import { createContext } from 'react-router';

/**
 * What the Fastify server hands to loaders and middleware on each request. Kept as plain
 * functions so the site never imports server code (and its database driver) into bundles.
 */
export interface ServerContext {
  configurations(): TSystemConfigurations;
}

export const serverContext = createContext<ServerContext>();
