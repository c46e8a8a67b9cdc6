import { createHash, randomBytes } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import { encodeNegotiateMessage } from './ntlm/ntlm-messages.js';
import { answerNtlmChallenge } from './ntlm/ntlmv2.js';
import { checkHost, policyLookup, type OutboundPolicy } from './outbound-policy.js';

export interface OutboundRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Basic credentials (digest is answered when the server asks for it), or NTLM: a NEGOTIATE, the server's 401
   * CHALLENGE and the AUTHENTICATE on one kept-alive connection. `username` may be `DOMAIN\\user`.
   */
  auth?: { username: string; password: string; scheme?: 'basic' | 'ntlm' };
  insecureSkipVerify?: boolean;
  maxRedirects?: number;
  signal: AbortSignal;
  policy: OutboundPolicy;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  url: string;
  redirects: number;
  /** The server certificate's expiry (https only). */
  certificateExpiry: Date | null;
}

/**
 * HTTP(S) for checks under the outbound policy: the target is checked before connecting, the address actually
 * connected to is the one checked (lookup is pinned through the policy, so DNS rebinding cannot slip past), and each
 * redirect is checked again as a new request.
 */
export async function outboundRequest(req: OutboundRequest): Promise<OutboundResponse> {
  let url = new URL(req.url);
  let method = (req.method ?? 'GET').toUpperCase();
  let body = req.body;
  const maxRedirects = req.maxRedirects ?? 5;
  for (let redirects = 0; ; redirects++) {
    let res: Omit<OutboundResponse, 'url' | 'redirects'>;
    if (req.auth?.scheme === 'ntlm') {
      res = await ntlmExchange(req, req.auth, url, method, body);
    } else {
      res = await requestOnce(req, url, method, body, authHeader(req.auth));
      const challenge = String(res.headers['www-authenticate'] ?? '');
      if (res.status === 401 && req.auth && /^digest /i.test(challenge)) {
        res = await requestOnce(req, url, method, body, digestHeader(challenge, req.auth, method, url));
      }
    }
    const location = res.headers.location;
    if (res.status >= 300 && res.status < 400 && location && redirects < maxRedirects) {
      url = new URL(location, url);
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
      continue;
    }
    return { ...res, url: url.toString(), redirects };
  }
}

function authHeader(auth: OutboundRequest['auth']): string | undefined {
  return auth ? `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}` : undefined;
}

/** RFC 7616 digest with MD5 and qop=auth (what servers that still use digest offer). */
function digestHeader(challenge: string, auth: { username: string; password: string }, method: string, url: URL) {
  const params = Object.fromEntries(
    [...challenge.matchAll(/(\w+)=(?:"([^"]*)"|([^,\s]*))/g)].map((m) => [m[1]!.toLowerCase(), m[2] ?? m[3] ?? '']),
  );
  const md5 = (s: string) => createHash('md5').update(s).digest('hex');
  const uri = url.pathname + url.search;
  const cnonce = randomBytes(8).toString('hex');
  const nc = '00000001';
  const ha1 = md5(`${auth.username}:${params.realm ?? ''}:${auth.password}`);
  const ha2 = md5(`${method}:${uri}`);
  const qop = params.qop ? 'auth' : undefined;
  const response = qop
    ? md5(`${ha1}:${params.nonce}:${nc}:${cnonce}:${qop}:${ha2}`)
    : md5(`${ha1}:${params.nonce}:${ha2}`);
  const parts = [
    `username="${auth.username}"`,
    `realm="${params.realm ?? ''}"`,
    `nonce="${params.nonce ?? ''}"`,
    `uri="${uri}"`,
    `response="${response}"`,
    ...(qop ? [`qop=${qop}`, `nc=${nc}`, `cnonce="${cnonce}"`] : []),
    ...(params.opaque ? [`opaque="${params.opaque}"`] : []),
  ];
  return `Digest ${parts.join(', ')}`;
}

/**
 * NTLM authenticates a connection, not a request: the NEGOTIATE and the AUTHENTICATE go over one socket (an agent
 * with a single kept-alive socket, closed afterwards). Each hop of a redirect is a new handshake, and each request
 * still goes through `requestOnce`, so the policy, the pinned lookup, the signal and TLS apply as for any other.
 */
async function ntlmExchange(
  req: OutboundRequest,
  auth: { username: string; password: string },
  url: URL,
  method: string,
  body: string | undefined,
): Promise<Omit<OutboundResponse, 'url' | 'redirects'>> {
  const agent =
    url.protocol === 'https:'
      ? new https.Agent({ keepAlive: true, maxSockets: 1 })
      : new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const negotiate = `NTLM ${encodeNegotiateMessage().toString('base64')}`;
    const first = await requestOnce(req, url, method, body, negotiate, agent);
    // The header may list several schemes ("Negotiate, NTLM TlRM..."); take the NTLM token.
    const token = /(?:^|,)\s*NTLM\s+([A-Za-z0-9+/]+=*)/i.exec(String(first.headers['www-authenticate'] ?? ''))?.[1];
    if (first.status !== 401 || !token) return first;
    const authenticate = answerNtlmChallenge(Buffer.from(token, 'base64'), auth);
    return await requestOnce(req, url, method, body, `NTLM ${authenticate.toString('base64')}`, agent);
  } finally {
    agent.destroy();
  }
}

async function requestOnce(
  req: OutboundRequest,
  url: URL,
  method: string,
  body: string | undefined,
  authorization: string | undefined,
  agent: http.Agent | false = false,
): Promise<Omit<OutboundResponse, 'url' | 'redirects'>> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`unsupported scheme ${url.protocol}`);
  const lookup = policyLookup(req.policy, await checkHost(req.policy, url.hostname));
  const headers: Record<string, string> = { 'user-agent': 'opsdeck-checks', ...req.headers };
  if (authorization) headers.authorization = authorization;
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const lib = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const r = lib.request(
      url,
      { method, headers, lookup, signal: req.signal, rejectUnauthorized: !req.insecureSkipVerify, agent },
      (res) => {
        const cert = url.protocol === 'https:' ? (res.socket as TLSSocket).getPeerCertificate?.() : undefined;
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size <= 10 * 1024 * 1024) chunks.push(c); // a check reads at most 10 MiB of a body
        });
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            certificateExpiry: cert?.valid_to ? new Date(cert.valid_to) : null,
          }),
        );
      },
    );
    r.on('error', reject);
    r.end(body);
  });
}
