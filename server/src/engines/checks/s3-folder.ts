import { createHash, createHmac } from 'node:crypto';
import net from 'node:net';
import type { CheckContext } from './check-kind.js';
import type { FolderEntry } from './kinds/folder.js';
import { outboundRequest } from './outbound-request.js';
import { readSecretValue, type SecretValue } from './secret-value.js';

/** canary-checker's `awsConnection` block (the fields a folder check over S3 uses). */
export interface AwsConnection {
  /** A `connection://` reference: username = access key, password = secret key, url = endpoint. */
  connection?: string;
  accessKey?: SecretValue;
  secretKey?: SecretValue;
  sessionToken?: SecretValue;
  region?: string;
  endpoint?: string;
  usePathStyle?: boolean;
  skipTLSVerify?: boolean;
}

const emptyHash = createHash('sha256').update('').digest('hex');
const maxPages = 1_000; // 1,000,000 objects: past that a folder check is the wrong tool

/**
 * Lists the objects directly under an `s3://bucket/prefix` folder with ListObjectsV2 (following continuation
 * tokens), signed with SigV4 and sent through `outboundRequest`, so the endpoint goes through the outbound policy,
 * the check's signal and TLS verification like any other request. Like a local folder, sub-folders are not
 * descended into (delimiter "/"), and names are relative to the folder.
 */
export async function listS3Folder(path: string, aws: AwsConnection, ctx: CheckContext): Promise<FolderEntry[]> {
  const m = /^s3:\/\/([^/]+)\/?(.*)$/.exec(path);
  if (!m) throw new Error(`invalid S3 path ${JSON.stringify(path)}: expected s3://bucket/prefix`);
  const bucket = m[1]!;
  const prefix = m[2] && !m[2].endsWith('/') ? `${m[2]}/` : (m[2] ?? '');
  const conn = aws.connection ? await ctx.resolveConnection(aws.connection) : null;
  const accessKeyId = readSecretValue(aws.accessKey) ?? conn?.username ?? undefined;
  const secretAccessKey = readSecretValue(aws.secretKey) ?? conn?.password ?? undefined;
  const sessionToken = readSecretValue(aws.sessionToken);
  const region = aws.region ?? (conn?.properties.region as string | undefined) ?? 'us-east-1';
  const endpointText = aws.endpoint ?? conn?.url ?? `https://s3.${region}.amazonaws.com`;
  const endpoint = new URL(/^https?:\/\//i.test(endpointText) ? endpointText : `https://${endpointText}`);
  // A bucket cannot be a subdomain of an IP address: such endpoints (MinIO and the like) are path style.
  const pathStyle = aws.usePathStyle ?? net.isIP(endpoint.hostname.replace(/^\[|\]$/g, '')) !== 0;
  const base = new URL(endpoint);
  if (pathStyle) base.pathname = `${endpoint.pathname.replace(/\/$/, '')}/${encodeURIComponent(bucket)}`;
  else base.hostname = `${bucket}.${endpoint.hostname}`;

  const entries: FolderEntry[] = [];
  let token: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const url = new URL(base);
    url.search = canonicalQuery([
      ['list-type', '2'],
      ['delimiter', '/'],
      ['prefix', prefix],
      ...(token ? [['continuation-token', token] as [string, string]] : []),
    ]);
    const headers: Record<string, string> = { host: url.host, 'x-amz-content-sha256': emptyHash };
    if (sessionToken) headers['x-amz-security-token'] = sessionToken;
    const signed =
      accessKeyId && secretAccessKey
        ? signAwsV4(
            { method: 'GET', url, headers, payloadHash: emptyHash },
            { accessKeyId, secretAccessKey },
            {
              region,
              service: 's3',
            },
          )
        : headers;
    const res = await outboundRequest({
      url: url.toString(),
      headers: signed,
      maxRedirects: 0, // a redirect would not carry a valid signature; S3 answers a wrong region with an error
      insecureSkipVerify: aws.skipTLSVerify ?? conn?.insecureTls,
      signal: ctx.signal,
      policy: ctx.policy,
    });
    if (res.status !== 200) {
      const code = xmlText(res.body, 'Code');
      const message = xmlText(res.body, 'Message');
      throw new Error(
        `S3 ListObjectsV2 on ${bucket}: ${res.status}${code ? ` ${code}` : ''}${message ? `: ${message}` : ''}`,
      );
    }
    for (const [, item] of res.body.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
      const key = xmlText(item!, 'Key') ?? '';
      const name = key.slice(prefix.length);
      if (!name || name.endsWith('/')) continue; // the folder's own marker object
      entries.push({
        name,
        size: Number(xmlText(item!, 'Size') ?? 0),
        modified: new Date(xmlText(item!, 'LastModified') ?? 0),
      });
    }
    token = xmlText(res.body, 'IsTruncated') === 'true' ? xmlText(res.body, 'NextContinuationToken') : undefined;
    if (!token) return entries;
  }
  throw new Error(`S3 ListObjectsV2 on ${bucket}: more than ${maxPages} pages of objects`);
}

export interface AwsRequest {
  method: string;
  url: URL;
  /** Every header here is signed; `host` must be the one sent. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (S3 also wants it in x-amz-content-sha256). */
  payloadHash: string;
}

/**
 * AWS Signature Version 4 (header form): returns the headers with `x-amz-date` and `authorization` added.
 * The canonical URI is the path as sent (S3 does not normalize or double-encode it).
 */
export function signAwsV4(
  req: AwsRequest,
  creds: { accessKeyId: string; secretAccessKey: string },
  scope: { region: string; service: string },
  now = new Date(),
): Record<string, string> {
  const amzDate = now.toISOString().replace(/[-:]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = { ...req.headers, 'x-amz-date': amzDate };
  const names = Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort();
  const value = (name: string) =>
    String(Object.entries(headers).find(([n]) => n.toLowerCase() === name)?.[1] ?? '')
      .trim()
      .replace(/\s+/g, ' ');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    req.method.toUpperCase(),
    req.url.pathname || '/',
    canonicalQuery([...req.url.searchParams]),
    ...names.map((n) => `${n}:${value(n)}`),
    '',
    signedHeaders,
    req.payloadHash,
  ].join('\n');
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, credentialScope, sha256(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${creds.secretAccessKey}`, day);
  for (const part of [scope.region, scope.service, 'aws4_request']) key = hmac(key, part);
  const signature = hmac(key, stringToSign).toString('hex');
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${credentialScope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}

/** Query parameters sorted by name then value, each RFC 3986-encoded (what SigV4 signs and S3 expects). */
function canonicalQuery(pairs: [string, string][]): string {
  return pairs
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** Encodes everything but A-Z a-z 0-9 - _ . ~ (encodeURIComponent also leaves ! ' ( ) * alone). */
function uriEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function sha256(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** The text of the first `<tag>` in a flat S3 XML document, entities decoded. */
function xmlText(xml: string, tag: string): string | undefined {
  const raw = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml)?.[1];
  return raw?.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (e[0] !== '#') return named[e.toLowerCase()]!;
    return String.fromCodePoint(e[1]!.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
  });
}
