/** The one place errors become HTTP answers: coded bodies, and never a stack or SQL text on a 5xx. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(error.status).headers(error.headers).send(error.toBody());
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      return reply.status(400).send({ code: 'invalid_input', message: fe.message, details: fe.validation, hint: null });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply
        .status(fe.statusCode)
        .send({ code: fe.code ?? 'bad_request', message: fe.message, details: null, hint: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: 'internal', message: 'Internal server error', details: { request_id: request.id }, hint: null });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: 'not_found',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      details: null,
      hint: null,
    }),
  );
}
