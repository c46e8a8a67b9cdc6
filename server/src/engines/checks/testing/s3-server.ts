import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import { startHttpServer } from './check-context.js';

export interface S3Object {
  key: string;
  size: number;
  modified: Date;
}

export interface S3Server {
  /** The endpoint, e.g. http://127.0.0.1:PORT (path-style addressing). */
  url: string;
  /** ListObjectsV2 requests that passed the signature check. */
  listRequests: URLSearchParams[];
  close(): Promise<void>;
}

/**
 * An in-process S3-compatible endpoint speaking the subset the folder check uses: ListObjectsV2 (list-type=2) with
 * prefix, delimiter, max-keys and continuation tokens, path-style. Every request must carry a valid SigV4
 * Authorization header for the one access key: the server recomputes the signature from the request as received
 * (its own canonicalization, not the client's code), so a wrong secret fails as it would on S3.
 */
export async function startS3Server(opts: {
  accessKey: string;
  secretKey: string;
  region?: string;
  buckets: Record<string, S3Object[]>;
  /** Keys per page, to make clients follow continuation tokens. */
  pageSize?: number;
}): Promise<S3Server> {
  const region = opts.region ?? 'us-east-1';
  const listRequests: URLSearchParams[] = [];
  const server = await startHttpServer((req, res) => {
    const fail = (status: number, code: string, message: string) =>
      void res
        .writeHead(status, { 'content-type': 'application/xml' })
        .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
    const auth = verifySignature(req, opts.accessKey, opts.secretKey, region);
    if (auth) return fail(403, auth.code, auth.message);
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const bucket = decodeURIComponent(url.pathname.split('/')[1] ?? '');
    const objects = opts.buckets[bucket];
    if (!objects) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (req.method !== 'GET' || url.searchParams.get('list-type') !== '2') {
      return fail(501, 'NotImplemented', 'only ListObjectsV2');
    }
    listRequests.push(url.searchParams);
    res.writeHead(200, { 'content-type': 'application/xml' }).end(listObjectsV2(objects, url.searchParams, opts));
  });
  return { ...server, listRequests };
}

function listObjectsV2(objects: S3Object[], q: URLSearchParams, opts: { pageSize?: number }): string {
  const prefix = q.get('prefix') ?? '';
  const delimiter = q.get('delimiter') ?? '';
  const pageSize = Math.min(Number(q.get('max-keys') ?? 1000), opts.pageSize ?? 1000);
  const start = Number(Buffer.from(q.get('continuation-token') ?? '', 'base64').toString() || 0);
  const contents: S3Object[] = [];
  const prefixes = new Set<string>();
  for (const o of [...objects].sort((a, b) => (a.key < b.key ? -1 : 1))) {
    if (!o.key.startsWith(prefix)) continue;
    const cut = delimiter ? o.key.indexOf(delimiter, prefix.length) : -1;
    if (cut >= 0) prefixes.add(o.key.slice(0, cut + delimiter.length));
    else contents.push(o);
  }
  const page = contents.slice(start, start + pageSize);
  const truncated = start + pageSize < contents.length;
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
    `<Prefix>${esc(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys>`,
    `<IsTruncated>${truncated}</IsTruncated>`,
    truncated
      ? `<NextContinuationToken>${Buffer.from(String(start + pageSize)).toString('base64')}</NextContinuationToken>`
      : '',
    ...page.map(
      (o) =>
        `<Contents><Key>${esc(o.key)}</Key><LastModified>${o.modified.toISOString()}</LastModified>` +
        `<ETag>&quot;${createHash('md5').update(o.key).digest('hex')}&quot;</ETag><Size>${o.size}</Size>` +
        '<StorageClass>STANDARD</StorageClass></Contents>',
    ),
    ...(start === 0 ? [...prefixes].map((p) => `<CommonPrefixes><Prefix>${esc(p)}</Prefix></CommonPrefixes>`) : []),
    '</ListBucketResult>',
  ].join('');
}

/** Null when the request's SigV4 signature is valid for the key, else the S3 error it would get. */
function verifySignature(req: http.IncomingMessage, accessKey: string, secretKey: string, region: string) {
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!m) return { code: 'AccessDenied', message: 'Access Denied' };
  const [, key, day, scopeRegion, signedHeaders, signature] = m as unknown as string[];
  if (key !== accessKey) return { code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id does not exist' };
  if (scopeRegion !== region) return { code: 'AuthorizationHeaderMalformed', message: `expecting ${region}` };
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const sent = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!(Math.abs(Date.now() - sent) < 15 * 60_000) || amzDate.slice(0, 8) !== day) {
    return { code: 'RequestTimeTooSkewed', message: 'The difference between the request time and now is too large' };
  }
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-content-sha256')) {
    return { code: 'AccessDenied', message: 'host and x-amz-content-sha256 must be signed' };
  }
  const [path, query = ''] = (req.url ?? '/').split('?', 2) as [string, string?];
  const rfc3986 = (s: string) =>
    encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const canonicalQuery = query
    .split('&')
    .filter((p) => p.length > 0)
    .map((p) =>
      p
        .split('=', 2)
        .map((x) => rfc3986(decodeURIComponent(x ?? '')))
        .join('='),
    )
    .sort()
    .join('&');
  const canonicalRequest = [
    req.method,
    path,
    canonicalQuery,
    ...names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}`),
    '',
    signedHeaders,
    String(req.headers['x-amz-content-sha256'] ?? ''),
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    `${day}/${region}/s3/aws4_request`,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const hmac = (k: string | Buffer, d: string) => createHmac('sha256', k).update(d).digest();
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, day!), region), 's3'), 'aws4_request');
  const expected = hmac(signingKey, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) {
    return { code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match' };
  }
  return null;
}
