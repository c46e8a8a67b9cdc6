import { ApiError, messageFromBody } from './errors';
import { transportFetch, type TransportInit } from './transport';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** JSON call to one of the `/api/...` services through the one transport path. */
export async function apiJson<T>(path: string, init: TransportInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await transportFetch(path, {
    ...rest,
    headers: {
      Accept: 'application/json',
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(messageFromBody(body), 'http', response.status, body);
  return body as T;
}
