/** PostgREST's error codes and messages, so that PostgREST clients read our errors unchanged. */
import { AppError } from '../lib/errors.js';

const err = (status: number, code: string, message: string, details: unknown = null, hint: string | null = null) =>
  new AppError(status, code, message, { details, hint });

export const parseError = (what: string, input: string, details: string) =>
  err(400, 'PGRST100', `failed to parse ${what} (${input})`, details);

export const methodNotAllowedForRpc = () => err(405, 'PGRST101', 'For functions, only GET and POST verbs are allowed');

export const invalidBody = (message: string) => err(400, 'PGRST102', message);

export const rangeNotSatisfiable = (details: string) =>
  err(416, 'PGRST103', 'Requested range not satisfiable', details);

export const unsupportedVerb = (method: string) => err(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

export const unsupportedMediaType = (contentType: string) =>
  err(415, 'PGRST107', `Content-Type not acceptable: ${contentType}`);

export const notAcceptable = (accept: string) =>
  err(406, 'PGRST107', `None of these media types are available: ${accept}`);

export const notEmbedded = (name: string) =>
  err(
    400,
    'PGRST108',
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );

export const singularityError = (rows: number) =>
  err(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);

export const relationshipNotFound = (parent: string, child: string, hint: string | null) =>
  err(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}' in the schema 'public', but no matches were found.`,
    hint,
  );

export const ambiguousRelationship = (parent: string, child: string, details: unknown, hints: string[]) =>
  err(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
    details,
    `Try changing '${child}' to one of the following: ${hints.map((h) => `'${h}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );

export const functionNotFound = (name: string, args: string[], hint: string | null) =>
  err(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${args.join(', ')}) in the schema cache`,
    `Searched for the function public.${name}${args.length ? ` with parameters ${args.join(', ')}` : ' without parameters'}, but no matches were found in the schema cache.`,
    hint,
  );

export const ambiguousFunction = (name: string) =>
  err(300, 'PGRST203', `Could not choose the best candidate function between overloads of public.${name}`);

export const columnNotInCache = (column: string, relation: string) =>
  err(400, 'PGRST204', `Could not find the '${column}' column of '${relation}' in the schema cache`);

export const relationNotFound = (name: string, hint: string | null) =>
  err(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`, null, hint);

export const undefinedColumn = (relation: string, column: string) =>
  err(400, '42703', `column ${relation}.${column} does not exist`);

export const undefinedType = (type: string) => err(400, '42704', `type "${type}" does not exist`);

export const unfilteredWrite = (verb: 'UPDATE' | 'DELETE') =>
  err(400, '21000', `${verb} requires a WHERE clause`, null, 'Add a filter such as id=eq.<id> to the query string.');

export const limitExceeded = (what: string, max: number) =>
  err(400, 'PGRST100', `too many ${what} in one request`, `At most ${max} ${what} are allowed.`);

export const readOnlyFunction = (name: string) =>
  err(405, '25006', `cannot execute ${name} in a read-only transaction`, null, 'Call the function with POST.');

export const invalidPreferences = (prefs: string[]) =>
  err(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${prefs.join(', ')}`);

export const spreadNotPossible = (parent: string, name: string) =>
  err(
    400,
    'PGRST119',
    `A spread operation on '${name}' is not possible`,
    `'${parent}' and '${name}' do not form a many-to-one or one-to-one relationship`,
  );

export const orderOnToMany = (parent: string, name: string) =>
  err(
    400,
    'PGRST118',
    `A related order on '${name}' is not possible`,
    `'${parent}' and '${name}' do not form a many-to-one or one-to-one relationship`,
  );

export const jsonPathOnNonJson = (type: string, op: string) =>
  err(
    400,
    '42883',
    `operator does not exist: ${type} ${op} unknown`,
    null,
    'JSON paths apply to json and jsonb columns only.',
  );

export const notUpdatable = (relation: string, action: string) =>
  err(
    405,
    '55000',
    `cannot ${action} ${action === 'insert' ? 'into' : ''} view "${relation}"`.replace('  ', ' '),
    'Views that do not select from a single table or view are not automatically updatable.',
  );

export const operatorNotFound = (type: string, op: string) =>
  err(
    400,
    '42883',
    `operator does not exist: ${type} ${op} unknown`,
    null,
    'This operator applies to ranges, arrays or jsonb.',
  );
