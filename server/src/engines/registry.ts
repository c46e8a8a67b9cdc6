import type { z } from 'zod';
import { ConflictError, InputError } from '../lib/errors.js';

/**
 * A pluggable kind (a check type, scraper, channel, playbook action, log backend): its type name, the zod schema of
 * its spec, and what running it does. One file per kind; adding a kind is adding a file and one register() call.
 */
export interface Kind<TSpec, TContext, TResult> {
  type: string;
  schema: z.ZodType<TSpec>;
  run(spec: TSpec, ctx: TContext): Promise<TResult>;
}

export interface Registry<TContext, TResult> {
  /** Refuses a second kind with the same type: two files claiming one name is a bug to catch at start-up. */
  register<TSpec>(kind: Kind<TSpec, TContext, TResult>): void;
  has(type: string): boolean;
  types(): string[];
  /** Throws InputError `unknown_kind` (the spec names a kind this build does not have). */
  getOrThrow(type: string): Kind<unknown, TContext, TResult>;
  /** Validates a raw spec against its kind's schema, then runs it. Throws InputError `invalid_spec` when invalid. */
  run(type: string, rawSpec: unknown, ctx: TContext): Promise<TResult>;
}

/** One registry per family of kinds, named for error messages ("check type", "notification channel"). */
export function createRegistry<TContext, TResult>(family: string): Registry<TContext, TResult> {
  const kinds = new Map<string, Kind<unknown, TContext, TResult>>();

  function getOrThrow(type: string): Kind<unknown, TContext, TResult> {
    const kind = kinds.get(type);
    if (!kind) {
      throw new InputError(`unknown ${family} ${JSON.stringify(type)}`, {
        code: 'unknown_kind',
        details: { family, type, known: [...kinds.keys()].sort() },
      });
    }
    return kind;
  }

  return {
    register(kind) {
      if (kinds.has(kind.type)) {
        throw new ConflictError(`${family} ${JSON.stringify(kind.type)} is already registered`, {
          code: 'duplicate_kind',
        });
      }
      kinds.set(kind.type, kind as Kind<unknown, TContext, TResult>);
    },
    has: (type) => kinds.has(type),
    types: () => [...kinds.keys()].sort(),
    getOrThrow,
    async run(type, rawSpec, ctx) {
      const kind = getOrThrow(type);
      const parsed = kind.schema.safeParse(rawSpec);
      if (!parsed.success) {
        throw new InputError(`invalid ${family} ${type} spec`, {
          code: 'invalid_spec',
          details: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        });
      }
      return kind.run(parsed.data, ctx);
    },
  };
}
