import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundPolicy } from '../outbound-policy.js';
import { signAwsV4 } from '../s3-folder.js';
import { runTestCheck } from '../testing/check-context.js';
import { startS3Server, type S3Server } from '../testing/s3-server.js';

const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('SigV4 signing against AWS documented examples', () => {
  // AWS SigV4 test suite, credentials AKIDEXAMPLE, 2015-08-30T12:36:00Z, us-east-1, service "service".
  const suite = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
  const at = new Date('2015-08-30T12:36:00Z');
  const scope = { region: 'us-east-1', service: 'service' };

  it('get-vanilla', () => {
    const url = new URL('https://example.amazonaws.com/');
    const h = signAwsV4({ method: 'GET', url, headers: { host: url.host }, payloadHash: emptyHash }, suite, scope, at);
    expect(h['x-amz-date']).toBe('20150830T123600Z');
    expect(h.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('get-vanilla-query-order-key-case (query parameters are sorted)', () => {
    const url = new URL('https://example.amazonaws.com/?Param2=value2&Param1=value1');
    const h = signAwsV4({ method: 'GET', url, headers: { host: url.host }, payloadHash: emptyHash }, suite, scope, at);
    expect(h.authorization).toMatch(/Signature=b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500$/);
  });

  it('the S3 API reference GET Object example (range and x-amz-content-sha256 signed)', () => {
    const url = new URL('https://examplebucket.s3.amazonaws.com/test.txt');
    const h = signAwsV4(
      {
        method: 'GET',
        url,
        headers: { host: url.host, range: 'bytes=0-9', 'x-amz-content-sha256': emptyHash },
        payloadHash: emptyHash,
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      { region: 'us-east-1', service: 's3' },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(h.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

let s3: S3Server;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

beforeAll(async () => {
  s3 = await startS3Server({
    accessKey: 'AKOPSDECK',
    secretKey: 'backup-secret/+key',
    region: 'eu-west-1',
    pageSize: 2, // four objects under backups/: the check has to follow continuation tokens
    buckets: {
      ops: [
        { key: 'backups/', size: 0, modified: hoursAgo(48) },
        { key: 'backups/db-1.tar', size: 100, modified: hoursAgo(3) },
        { key: 'backups/db-2.tar', size: 300, modified: hoursAgo(0) },
        { key: 'backups/notes & readme.txt', size: 1, modified: hoursAgo(1) },
        { key: 'backups/2025/db-0.tar', size: 5000, modified: hoursAgo(9000) },
        { key: 'other/x.tar', size: 7, modified: hoursAgo(0) },
      ],
      empty: [],
    },
  });
});
afterAll(() => s3.close());

describe('folder check over S3 (in-process ListObjectsV2 endpoint that verifies SigV4)', () => {
  const conn = () => ({
    endpoint: s3.url,
    region: 'eu-west-1',
    accessKey: 'AKOPSDECK',
    secretKey: { value: 'backup-secret/+key' },
    usePathStyle: true,
  });
  const base = () => ({ name: 's3', path: 's3://ops/backups', awsConnection: conn(), filter: { regex: '\\.tar$' } });

  it('lists the prefix across pages and passes within count, age and size limits', async () => {
    const before = s3.listRequests.length;
    const ok = await runTestCheck('folder', { ...base(), minCount: 2, maxCount: 2, maxAge: '1h', minSize: 50 });
    expect(ok).toMatchObject({ status: true, message: '2 files' });
    expect(ok.details).toMatchObject({ count: 2, files: [{ name: 'db-1.tar', size: 100 }, { name: 'db-2.tar' }] });
    const pages = s3.listRequests.slice(before);
    expect(pages.length).toBe(2);
    expect(pages[1]!.get('continuation-token')).toBeTruthy();
    expect(pages[0]!.get('prefix')).toBe('backups/');
    const all = await runTestCheck('folder', { name: 's3', path: 's3://ops/backups/', awsConnection: conn() });
    expect(all.details).toMatchObject({ count: 3 }); // the marker object and the sub-folder are not files
    expect(JSON.stringify(all.details)).toContain('notes & readme.txt');
  });

  it('fails outside the limits', async () => {
    expect((await runTestCheck('folder', { ...base(), minCount: 3 })).message).toBe('2 files, expected at least 3');
    expect((await runTestCheck('folder', { ...base(), maxCount: 1 })).status).toBe(false);
    expect((await runTestCheck('folder', { ...base(), maxSize: 200 })).message).toBe('db-2.tar is 300 bytes, over 200');
    expect((await runTestCheck('folder', { ...base(), minAge: '1h' })).status).toBe(false);
    expect((await runTestCheck('folder', { ...base(), filter: { minAge: '2h' }, maxCount: 1 })).status).toBe(true);
    const none = await runTestCheck('folder', { ...base(), path: 's3://empty/', maxAge: '1d' });
    expect(none).toMatchObject({ status: false, message: 'no files' });
  });

  it('fails with wrong credentials or a missing bucket, with the S3 error code', async () => {
    const wrong = await runTestCheck('folder', { ...base(), awsConnection: { ...conn(), secretKey: 'nope' } });
    expect(wrong.status).toBe(false);
    expect(wrong.error).toMatch(/403 SignatureDoesNotMatch/);
    const unknown = await runTestCheck('folder', { ...base(), awsConnection: { ...conn(), accessKey: 'AKOTHER' } });
    expect(unknown.error).toMatch(/403 InvalidAccessKeyId/);
    const anonymous = await runTestCheck('folder', {
      name: 's3',
      path: 's3://ops/backups',
      awsConnection: { endpoint: s3.url },
    });
    expect(anonymous.error).toMatch(/403 AccessDenied/);
    const missing = await runTestCheck('folder', { ...base(), path: 's3://nope/backups' });
    expect(missing.error).toMatch(/404 NoSuchBucket/);
    expect((await runTestCheck('folder', { ...base(), path: 's3://' })).error).toMatch(/invalid S3 path/);
  });

  it('checks the endpoint against the outbound policy (DESIGN §8)', async () => {
    const blocked = await runTestCheck('folder', base(), { policy: createOutboundPolicy({ deny: ['127.0.0.0/8'] }) });
    expect(blocked).toMatchObject({ status: false, details: { blocked: true } });
    const metadata = await runTestCheck('folder', {
      ...base(),
      awsConnection: { ...conn(), endpoint: 'http://169.254.169.254' },
    });
    expect(metadata).toMatchObject({ status: false, details: { blocked: true } });
  });
});
