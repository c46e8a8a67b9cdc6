import { startTcpPeer } from './tcp-peer.js';

/**
 * A SQL Server peer for tests of the mssql check, speaking enough of TDS 7.4 (MS-TDS) for tedious on 127.0.0.1:
 * there is no SQL Server on this machine. It answers PRELOGIN without encryption (ENCRYPT_NOT_SUP, so no TLS),
 * checks the LOGIN7 user and password (refusing with error 18456 as SQL Server does), and answers queries through
 * `handler` with a result set or an error. Queries come as SQL batches, or, as tedious's `execSql` (which the check
 * uses) sends them, as an RPC request for sp_executesql whose first parameter is the statement. Token layouts follow
 * tedious's own parsers (lib/token/*.js).
 */
export interface TdsServer {
  port: number;
  /** `server=127.0.0.1,<port>;user id=...;password=...;encrypt=false` for the configured credentials. */
  connectionString: string;
  /**
   * Query texts received after login, in order: SQL batches and sp_executesql statements (tedious's own
   * session-setup batch of SET statements excluded).
   */
  queries: string[];
  /** LOGIN7 requests received, with the decoded password; `ok` tells whether the peer accepted them. */
  logins: { user: string; password: string; database: string; ok: boolean }[];
  /** Message types received, in order (0x12 PRELOGIN, 0x10 LOGIN7, 0x01 SQL_BATCH, 0x03 RPC, 0x06 ATTENTION). */
  messages: number[];
  /** Sockets accepted so far. */
  connections: number;
  close(): Promise<void>;
}

export type TdsColumnType = 'int' | 'nvarchar';

export type TdsAnswer =
  | { columns: { name: string; type: TdsColumnType }[]; rows: unknown[][] }
  | { error: { number: number; message: string } };

export interface TdsServerOptions {
  user?: string;
  password?: string;
  /** Answers a SQL batch; the default answers every batch with no result set. */
  handler?: (query: string) => TdsAnswer;
}

// Packet types (MS-TDS 2.2.3.1.1).
const SQL_BATCH = 0x01;
const RPC_REQUEST = 0x03;
const TABULAR_RESULT = 0x04;
const ATTENTION = 0x06;
const LOGIN7 = 0x10;
const PRELOGIN = 0x12;
const STATUS_EOM = 0x01;
const HEADER_LENGTH = 8;

// Tokens (MS-TDS 2.2.7).
const COLMETADATA = 0x81;
const ERROR = 0xaa;
const LOGINACK = 0xad;
const ROW = 0xd1;
const ENVCHANGE = 0xe3;
const DONE = 0xfd;
const DONEPROC = 0xfe;
const DONEINPROC = 0xff;
const RETURNSTATUS = 0x79;
const DONE_MORE = 0x01;
const DONE_ERROR = 0x02;
const DONE_COUNT = 0x10;
const DONE_ATTN = 0x20;
const CMD_SELECT = 0xc1;
const CMD_EXECUTE = 0xe0;
const SP_EXECUTESQL = 10;

const INTN = 0x26;
const NVARCHAR = 0xe7;
const NCHAR = 0xef;
const NVARCHAR_MAX_BYTES = 8000;
/** SQL_Latin1_General_CP1_CI_AS: LCID 0x0409, flags, sort id 52. */
const COLLATION = Buffer.from([0x09, 0x04, 0xd0, 0x00, 0x34]);
const TDS_7_4 = 0x74000004;
const SERVER_NAME = 'tds-test-peer';

export async function startTdsServer(opts: TdsServerOptions = {}): Promise<TdsServer> {
  const user = opts.user ?? 'sa';
  const password = opts.password ?? 'secret';
  const handler = opts.handler ?? (() => ({ columns: [], rows: [] }));
  const queries: string[] = [];
  const logins: TdsServer['logins'] = [];
  const messages: number[] = [];

  const peer = await startTcpPeer((socket, n) => {
    const spid = 50 + n;
    let packetSize = 4096;
    let pending = Buffer.alloc(0);
    let message: Buffer[] = [];

    const send = (payload: Buffer) => {
      // A message larger than the packet size goes out in several packets; only the last carries EOM.
      const room = packetSize - HEADER_LENGTH;
      let packetId = 1;
      for (let at = 0; at < payload.length || at === 0; at += room) {
        const chunk = payload.subarray(at, at + room);
        const last = at + room >= payload.length;
        const header = Buffer.alloc(HEADER_LENGTH);
        header[0] = TABULAR_RESULT;
        header[1] = last ? STATUS_EOM : 0;
        header.writeUInt16BE(HEADER_LENGTH + chunk.length, 2);
        header.writeUInt16BE(spid, 4);
        header[6] = packetId++ % 256;
        socket.write(Buffer.concat([header, chunk]));
        if (last) break;
      }
    };

    const onMessage = (type: number, body: Buffer) => {
      messages.push(type);
      if (type === PRELOGIN) {
        send(preloginResponse());
      } else if (type === LOGIN7) {
        const login = parseLogin7(body);
        const ok = login.user === user && login.password === password;
        logins.push({ user: login.user, password: login.password, database: login.database, ok });
        if (!ok) {
          send(
            Buffer.concat([
              errorToken(18456, 1, 14, `Login failed for user '${login.user}'.`),
              doneToken(DONE_ERROR, 0, 0),
            ]),
          );
          return;
        }
        const size = login.packetSize >= 512 && login.packetSize <= 32767 ? login.packetSize : 4096;
        send(
          Buffer.concat([
            envChangeString(1, login.database || 'master', 'master'),
            envChangeBytes(7, COLLATION, Buffer.alloc(0)),
            loginAckToken(),
            envChangeString(4, String(size), String(packetSize)),
            doneToken(0, 0, 0),
          ]),
        );
        packetSize = size;
      } else if (type === SQL_BATCH) {
        const query = parseSqlBatch(body);
        // tedious opens every connection with a batch of SET statements (getInitialSql); SQL Server answers DONE.
        if (/^(\s*set [^\n]*\n?)+$/i.test(query)) {
          send(doneToken(0, 0, 0));
          return;
        }
        queries.push(query);
        send(answerTokens(handler(query), false));
      } else if (type === RPC_REQUEST) {
        const query = parseExecuteSql(body);
        if (query === null) {
          send(
            Buffer.concat([
              errorToken(2812, 62, 16, 'Could not find stored procedure.'),
              doneToken(DONE_ERROR, 0, 0, DONEPROC),
            ]),
          );
          return;
        }
        queries.push(query);
        send(answerTokens(handler(query), true));
      } else if (type === ATTENTION) {
        send(doneToken(DONE_ATTN, 0, 0));
      } else {
        socket.destroy();
      }
    };

    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= HEADER_LENGTH) {
        const length = pending.readUInt16BE(2);
        if (length < HEADER_LENGTH) {
          socket.destroy();
          return;
        }
        if (pending.length < length) return;
        const type = pending[0]!;
        const status = pending[1]!;
        message.push(pending.subarray(HEADER_LENGTH, length));
        pending = pending.subarray(length);
        if (status & STATUS_EOM) {
          const body = Buffer.concat(message);
          message = [];
          onMessage(type, body);
        }
      }
    });
  });
  const { port } = peer;
  return {
    port,
    connectionString: `server=127.0.0.1,${port};user id=${user};password=${password};encrypt=false`,
    queries,
    logins,
    messages,
    get connections() {
      return peer.connections;
    },
    close: peer.close,
  };
}

/** PRELOGIN response (MS-TDS 2.2.6.5): option table of (token, offset BE, length BE), 0xFF, then the option data. */
function preloginResponse(): Buffer {
  const options: [number, Buffer][] = [
    [0x00, Buffer.from([16, 0, 0x10, 0x00, 0x00, 0x00])], // VERSION 16.0.4096.0 (UL_VERSION BE, US_SUBBUILD)
    [0x01, Buffer.from([0x02])], // ENCRYPTION: ENCRYPT_NOT_SUP
    [0x02, Buffer.from([0x00])], // INSTOPT: the default instance
    [0x03, Buffer.alloc(0)], // THREADID: empty in a server's answer
    [0x04, Buffer.from([0x00])], // MARS off
  ];
  const table = Buffer.alloc(options.length * 5 + 1);
  let dataOffset = table.length;
  options.forEach(([token, data], i) => {
    table[i * 5] = token;
    table.writeUInt16BE(dataOffset, i * 5 + 1);
    table.writeUInt16BE(data.length, i * 5 + 3);
    dataOffset += data.length;
  });
  table[table.length - 1] = 0xff;
  return Buffer.concat([table, ...options.map(([, data]) => data)]);
}

/**
 * LOGIN7 (MS-TDS 2.2.6.4): a 36-byte fixed part (length, TDS version, packet size, ...), then (offset, length in
 * characters) pairs for HostName, UserName, Password, AppName, ServerName, Extension, CltIntName, Language, Database.
 */
function parseLogin7(body: Buffer): { user: string; password: string; database: string; packetSize: number } {
  const field = (at: number) => {
    const offset = body.readUInt16LE(at);
    const chars = body.readUInt16LE(at + 2);
    return body.subarray(offset, offset + chars * 2);
  };
  // The client swaps each password byte's nibbles and XORs it with 0xA5; undo it in the other order.
  const scrambled = field(44);
  const clear = Buffer.alloc(scrambled.length);
  for (let i = 0; i < scrambled.length; i++) {
    const b = scrambled[i]! ^ 0xa5;
    clear[i] = ((b & 0x0f) << 4) | (b >> 4);
  }
  return {
    packetSize: body.readUInt32LE(8),
    user: field(40).toString('utf16le'),
    password: clear.toString('utf16le'),
    database: field(68).toString('utf16le'),
  };
}

/** SQL_BATCH (MS-TDS 2.2.6.7): ALL_HEADERS (its first 4 bytes are its total length, LE), then the UCS-2 text. */
function parseSqlBatch(body: Buffer): string {
  const headers = body.length >= 4 ? body.readUInt32LE(0) : 0;
  return body.subarray(headers <= body.length ? headers : 0).toString('utf16le');
}

/**
 * RPC_REQUEST (MS-TDS 2.2.6.6): ALL_HEADERS, the procedure (0xFFFF and a well-known id, or a US_VARCHAR name),
 * option flags, then parameters (B_VARCHAR name, status, TYPE_INFO, value). Returns sp_executesql's first parameter,
 * the statement (NVARCHAR, PLP-encoded when longer than 4000 characters), or null for any other procedure.
 */
function parseExecuteSql(body: Buffer): string | null {
  let at = body.readUInt32LE(0);
  const procLength = body.readUInt16LE(at);
  at += 2;
  if (procLength !== 0xffff) {
    const name = body.toString('utf16le', at, at + procLength * 2);
    if (!/^(sys\.)?sp_executesql$/i.test(name)) return null;
    at += procLength * 2;
  } else {
    if (body.readUInt16LE(at) !== SP_EXECUTESQL) return null;
    at += 2;
  }
  at += 2; // option flags
  at += 1 + body[at]! * 2 + 1; // parameter name, status flags
  const type = body[at];
  if (type !== NVARCHAR && type !== NCHAR) return null;
  const maxLength = body.readUInt16LE(at + 1);
  at += 1 + 2 + COLLATION.length;
  if (maxLength !== 0xffff) {
    const length = body.readUInt16LE(at);
    return length === 0xffff ? null : body.toString('utf16le', at + 2, at + 2 + length);
  }
  // PLP: an 8-byte total length (all ones for NULL), then chunks each led by a 4-byte length, ending with length 0.
  if (body.readBigUInt64LE(at) === 0xffffffffffffffffn) return null;
  at += 8;
  const chunks: Buffer[] = [];
  for (let length = body.readUInt32LE(at); length > 0; length = body.readUInt32LE(at)) {
    chunks.push(body.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return Buffer.concat(chunks).toString('utf16le');
}

function bVarChar(text: string): Buffer {
  const chars = Buffer.from(text, 'utf16le');
  return Buffer.concat([Buffer.from([chars.length / 2]), chars]);
}

function usVarChar(text: string): Buffer {
  const chars = Buffer.from(text, 'utf16le');
  const length = Buffer.alloc(2);
  length.writeUInt16LE(chars.length / 2);
  return Buffer.concat([length, chars]);
}

/** A token whose body is preceded by its USHORT length (ENVCHANGE, LOGINACK, ERROR). */
function lengthPrefixed(token: number, body: Buffer): Buffer {
  const head = Buffer.alloc(3);
  head[0] = token;
  head.writeUInt16LE(body.length, 1);
  return Buffer.concat([head, body]);
}

/** ENVCHANGE with B_VARCHAR new and old values (database 1, language 2, packet size 4). */
function envChangeString(type: number, newValue: string, oldValue: string): Buffer {
  return lengthPrefixed(ENVCHANGE, Buffer.concat([Buffer.from([type]), bVarChar(newValue), bVarChar(oldValue)]));
}

/** ENVCHANGE with B_VARBYTE values (SQL collation 7). */
function envChangeBytes(type: number, newValue: Buffer, oldValue: Buffer): Buffer {
  return lengthPrefixed(
    ENVCHANGE,
    Buffer.concat([Buffer.from([type, newValue.length]), newValue, Buffer.from([oldValue.length]), oldValue]),
  );
}

/** LOGINACK: interface (1 = SQL_TSQL), TDS version (BE), program name (B_VARCHAR), version major.minor.buildHi.buildLo. */
function loginAckToken(): Buffer {
  const version = Buffer.alloc(4);
  version.writeUInt32BE(TDS_7_4);
  return lengthPrefixed(
    LOGINACK,
    Buffer.concat([Buffer.from([1]), version, bVarChar('Microsoft SQL Server'), Buffer.from([16, 0, 0x10, 0x00])]),
  );
}

/** ERROR: number (LE), state, class, message (US_VARCHAR), server and procedure names (B_VARCHAR), line (LE, 7.2+). */
function errorToken(number: number, state: number, severity: number, message: string): Buffer {
  const head = Buffer.alloc(6);
  head.writeUInt32LE(number, 0);
  head[4] = state;
  head[5] = severity;
  const line = Buffer.alloc(4);
  line.writeUInt32LE(1);
  return lengthPrefixed(ERROR, Buffer.concat([head, usVarChar(message), bVarChar(SERVER_NAME), bVarChar(''), line]));
}

/** DONE (or DONEPROC, DONEINPROC): status, current command, and (TDS 7.2+) an 8-byte row count. */
function doneToken(status: number, command: number, rowCount: number, kind = DONE): Buffer {
  const token = Buffer.alloc(13);
  token[0] = kind;
  token.writeUInt16LE(status, 1);
  token.writeUInt16LE(command, 3);
  token.writeBigUInt64LE(BigInt(rowCount), 5);
  return token;
}

/**
 * The answer to a query. A batch ends with DONE; sp_executesql (`inProc`), as SQL Server answers it, with DONEINPROC
 * for the statement, RETURNSTATUS and a final DONEPROC.
 */
function answerTokens(answer: TdsAnswer, inProc: boolean): Buffer {
  const end = (status: number, rowCount: number): Buffer[] => {
    if (!inProc) return [doneToken(status, CMD_SELECT, rowCount)];
    const returnStatus = Buffer.alloc(5);
    returnStatus[0] = RETURNSTATUS;
    returnStatus.writeInt32LE(status & DONE_ERROR ? 1 : 0, 1);
    return [
      doneToken(status | DONE_MORE, CMD_SELECT, rowCount, DONEINPROC),
      returnStatus,
      doneToken(status & DONE_ERROR, CMD_EXECUTE, 0, DONEPROC),
    ];
  };
  if ('error' in answer) {
    return Buffer.concat([errorToken(answer.error.number, 1, 16, answer.error.message), ...end(DONE_ERROR, 0)]);
  }
  const { columns, rows } = answer;
  if (columns.length === 0) return Buffer.concat(end(0, 0));
  const parts: Buffer[] = [colMetadataToken(columns)];
  for (const row of rows) {
    parts.push(Buffer.from([ROW]), ...columns.map((c, i) => encodeValue(c.type, row[i])));
  }
  parts.push(...end(DONE_COUNT, rows.length));
  return Buffer.concat(parts);
}

/** COLMETADATA: column count, then per column UserType (ULONG), Flags, TYPE_INFO and the name (B_VARCHAR). */
function colMetadataToken(columns: { name: string; type: TdsColumnType }[]): Buffer {
  const count = Buffer.alloc(3);
  count[0] = COLMETADATA;
  count.writeUInt16LE(columns.length, 1);
  const parts: Buffer[] = [count];
  for (const column of columns) {
    const head = Buffer.alloc(6);
    head.writeUInt16LE(0x0001, 4); // UserType 0; Flags: nullable
    if (column.type === 'int') {
      parts.push(head, Buffer.from([INTN, 4]), bVarChar(column.name));
    } else {
      const typeInfo = Buffer.alloc(3);
      typeInfo[0] = NVARCHAR;
      typeInfo.writeUInt16LE(NVARCHAR_MAX_BYTES, 1);
      parts.push(head, typeInfo, COLLATION, bVarChar(column.name));
    }
  }
  return Buffer.concat(parts);
}

/** A ROW value: INTN is a length byte (0 for NULL) and an LE int32; NVARCHAR a USHORT byte length (0xFFFF for NULL). */
function encodeValue(type: TdsColumnType, value: unknown): Buffer {
  if (type === 'int') {
    if (value === null || value === undefined) return Buffer.from([0]);
    const out = Buffer.alloc(5);
    out[0] = 4;
    out.writeInt32LE(Number(value), 1);
    return out;
  }
  if (value === null || value === undefined) return Buffer.from([0xff, 0xff]);
  const chars = Buffer.from(String(value as string | number | boolean), 'utf16le').subarray(0, NVARCHAR_MAX_BYTES);
  const length = Buffer.alloc(2);
  length.writeUInt16LE(chars.length);
  return Buffer.concat([length, chars]);
}
