import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { commonCheckFields, durationMs, type CheckKind } from '../check-kind.js';
import { listS3Folder } from '../s3-folder.js';
import { listSftpFolder } from '../sftp-folder.js';
import { secretValue } from '../secret-value.js';

const filter = z.object({
  regex: z.string().optional(),
  minAge: durationMs.optional(),
  maxAge: durationMs.optional(),
  minSize: z.number().int().min(0).optional(),
  maxSize: z.number().int().min(0).optional(),
});

const schema = z.object({
  ...commonCheckFields,
  path: z.string({ error: 'path is required' }).min(1, 'path is required'),
  filter: filter.optional(),
  /** The newest file must be at least this old. */
  minAge: durationMs.optional(),
  /** The newest file must be younger than this. */
  maxAge: durationMs.optional(),
  minCount: z.number().int().min(0).optional(),
  maxCount: z.number().int().min(0).optional(),
  /** Every file at least / at most this many bytes. */
  minSize: z.number().int().min(0).optional(),
  maxSize: z.number().int().min(0).optional(),
  sftpConnection: z
    .object({
      host: z.string(),
      port: z.number().int().default(22),
      username: secretValue.optional(),
      user: secretValue.optional(),
      password: secretValue.optional(),
    })
    .optional(),
  /** For `s3://bucket/prefix` paths (S3 or an S3-compatible endpoint such as MinIO). */
  awsConnection: z
    .object({
      connection: z.string().optional(),
      accessKey: secretValue.optional(),
      secretKey: secretValue.optional(),
      sessionToken: secretValue.optional(),
      region: z.string().optional(),
      endpoint: z.string().optional(),
      usePathStyle: z.boolean().optional(),
      skipTLSVerify: z.boolean().optional(),
    })
    .optional(),
});

export interface FolderEntry {
  name: string;
  size: number;
  modified: Date;
}

/**
 * folder: age, count and size limits over the files of a local folder, an SFTP folder (`sftpConnection`) or an S3
 * prefix (`s3://bucket/prefix` with `awsConnection`).
 */
export const folderCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'folder',
  schema,
  async run(spec, ctx) {
    const all = spec.path.startsWith('s3://')
      ? await listS3Folder(spec.path, spec.awsConnection ?? {}, ctx)
      : spec.sftpConnection
        ? await listSftpFolder(spec.path, spec.sftpConnection, ctx)
        : await listLocal(spec.path);
    const now = Date.now();
    const f = spec.filter ?? {};
    const regex = f.regex ? new RegExp(f.regex) : null;
    const files = all.filter((e) => {
      const age = now - e.modified.getTime();
      return (
        (!regex || regex.test(e.name)) &&
        (f.minAge === undefined || age >= f.minAge) &&
        (f.maxAge === undefined || age <= f.maxAge) &&
        (f.minSize === undefined || e.size >= f.minSize) &&
        (f.maxSize === undefined || e.size <= f.maxSize)
      );
    });
    const newest = files.reduce<FolderEntry | null>((n, e) => (!n || e.modified > n.modified ? e : n), null);
    const newestAge = newest ? now - newest.modified.getTime() : null;
    const problems: string[] = [];
    if (spec.minCount !== undefined && files.length < spec.minCount)
      problems.push(`${files.length} files, expected at least ${spec.minCount}`);
    if (spec.maxCount !== undefined && files.length > spec.maxCount)
      problems.push(`${files.length} files, expected at most ${spec.maxCount}`);
    if (spec.minAge !== undefined && newestAge !== null && newestAge < spec.minAge)
      problems.push(`newest file ${newest!.name} is younger than ${spec.minAge} ms`);
    if (spec.maxAge !== undefined && (newestAge === null || newestAge > spec.maxAge))
      problems.push(newest ? `newest file ${newest.name} is older than ${spec.maxAge} ms` : 'no files');
    const small = files.find((e) => spec.minSize !== undefined && e.size < spec.minSize);
    if (small) problems.push(`${small.name} is ${small.size} bytes, under ${spec.minSize}`);
    const big = files.find((e) => spec.maxSize !== undefined && e.size > spec.maxSize);
    if (big) problems.push(`${big.name} is ${big.size} bytes, over ${spec.maxSize}`);
    const pass = problems.length === 0;
    const message = pass ? `${files.length} files` : problems.join('; ');
    const data = {
      files: files.map((e) => ({ name: e.name, size: e.size, modified: e.modified })),
      count: files.length,
    };
    return { pass, message, error: pass ? undefined : message, data };
  },
};

async function listLocal(dir: string): Promise<FolderEntry[]> {
  const names = await readdir(dir, { withFileTypes: true });
  const files = names.filter((d) => d.isFile());
  return Promise.all(
    files.map(async (d) => {
      const s = await stat(path.join(dir, d.name));
      return { name: d.name, size: s.size, modified: s.mtime };
    }),
  );
}
