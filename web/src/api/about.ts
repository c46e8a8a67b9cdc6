import { apiJson } from './http';

/** Backend version for the user menu; NA when the server does not say. */
export async function fetchBackendVersion(): Promise<string> {
  try {
    const body = await apiJson<{ Version?: string }>('/api/about');
    return body?.Version || 'NA';
  } catch {
    return 'NA';
  }
}
