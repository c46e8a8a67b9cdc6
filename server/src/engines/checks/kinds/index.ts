import { checkKinds } from '../check-registry.js';
import { alertmanagerCheck } from './alertmanager.js';
import { dnsCheck } from './dns.js';
import { elasticsearchCheck, opensearchCheck } from './elasticsearch.js';
import { execCheck } from './exec.js';
import { folderCheck } from './folder.js';
import { httpCheck } from './http.js';
import { icmpCheck } from './icmp.js';
import { ldapCheck } from './ldap.js';
import { mongoAliasCheck, mongodbCheck } from './mongodb.js';
import { mssqlCheck } from './mssql.js';
import { mysqlCheck } from './mysql.js';
import { postgresCheck } from './postgres.js';
import { prometheusCheck } from './prometheus.js';
import { redisCheck } from './redis.js';
import { tcpCheck } from './tcp.js';

const all = [
  httpCheck,
  tcpCheck,
  icmpCheck,
  dnsCheck,
  execCheck,
  postgresCheck,
  mysqlCheck,
  mssqlCheck,
  redisCheck,
  mongodbCheck,
  mongoAliasCheck,
  elasticsearchCheck,
  opensearchCheck,
  prometheusCheck,
  alertmanagerCheck,
  folderCheck,
  ldapCheck,
];

/** Registers every check type once (idempotent: the app and the engine may both ask). */
export function registerCheckKinds(): void {
  for (const kind of all) if (!checkKinds.has(kind.type)) checkKinds.register(kind as never);
}
