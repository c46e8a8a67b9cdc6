/** Serves the built SPA with a history fallback: any non-API GET that accepts HTML gets index.html. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const defaultWebDir = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

const API_PREFIXES = ['/api/', '/metrics', '/healthz', '/readyz'];

export async function registerWeb(app: FastifyInstance, webDir = defaultWebDir): Promise<boolean> {
  if (!existsSync(`${webDir}/index.html`)) {
    app.log.warn(`web UI not built (${webDir}); run npm run build`);
    return false;
  }
  await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false, maxAge: '1h', immutable: false });
  const fallback = async (
    request: { method: string; url: string },
    reply: { sendFile: (f: string, o?: object) => unknown },
  ) => reply.sendFile('index.html', { maxAge: 0, immutable: false });
  app.get('/', (request, reply) => fallback(request, reply));
  app.get('/*', (request, reply) => {
    if (API_PREFIXES.some((p) => request.url.startsWith(p))) {
      return reply.status(404).send({
        code: 'not_found',
        message: `Route GET ${request.url.split('?')[0]} not found`,
        details: null,
        hint: null,
      });
    }
    return fallback(request, reply);
  });
  return true;
}
