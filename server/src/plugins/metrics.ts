/** Prometheus metrics at /metrics: process defaults plus request counts and latencies by route. */
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';

export function registerMetrics(app: FastifyInstance): client.Registry {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'opsdeck_' });
  const duration = new client.Histogram({
    name: 'opsdeck_http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the URL, keeps label cardinality bounded.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}
