/**
 * The few error classes of the server, each with a stable machine code and an HTTP status. One Fastify
 * error handler (plugins/error-handler.ts) turns them into `{code, message, details, hint}` bodies.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    opts: { details?: unknown; hint?: string | null; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.status = status;
    this.code = code;
    this.details = opts.details ?? null;
    this.hint = opts.hint ?? null;
    this.headers = opts.headers ?? {};
  }

  toBody(): { code: string; message: string; details: unknown; hint: string | null } {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export class InputError extends AppError {
  constructor(message: string, opts: { code?: string; details?: unknown; hint?: string } = {}) {
    super(400, opts.code ?? 'invalid_input', message, opts);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string, opts: { code?: string; details?: unknown; hint?: string } = {}) {
    super(404, opts.code ?? 'not_found', message, opts);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, opts: { code?: string; details?: unknown; hint?: string } = {}) {
    super(409, opts.code ?? 'conflict', message, opts);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to perform this action', opts: { code?: string } = {}) {
    super(403, opts.code ?? 'forbidden', message);
  }
}

export class AuthenticationError extends AppError {
  constructor(message = 'Authentication required', opts: { code?: string } = {}) {
    super(401, opts.code ?? 'unauthenticated', message);
  }
}
