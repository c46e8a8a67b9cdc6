/**
 * Seeds a catalog that looks like a scraped estate: Kubernetes objects (pods under replica sets under
 * deployments), cloud resources, a few percent soft-deleted, jsonb labels/tags, and changes spread over 30 days.
 * Deterministic (seeded PRNG), so every run measures the same data.
 */
import type pg from 'pg';

export interface SeedOptions {
  items: number;
  changes: number;
}

export interface SeedResult {
  items: number;
  deletedItems: number;
  changes: number;
  podsUnhealthy: number;
  pods: number;
  ms: number;
}

/** mulberry32: small, fast, deterministic. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = prng(20240601);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
function weighted<T>(xs: readonly (readonly [T, number])[]): T {
  const total = xs.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [x, w] of xs) if ((r -= w) < 0) return x;
  return xs[xs.length - 1]![0];
}
const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(rand() * 16)]).join('');
const alnum = (n: number) =>
  Array.from({ length: n }, () => 'bcdfghjklmnpqrstvwxz2456789'[Math.floor(rand() * 27)]).join('');

const APPS = [
  'checkout',
  'cart',
  'payments',
  'catalog',
  'search',
  'auth',
  'gateway',
  'orders',
  'inventory',
  'shipping',
  'notifications',
  'billing',
  'recommendations',
  'reviews',
  'users',
  'ledger',
  'fraud',
  'pricing',
  'media',
  'etl',
  'kafka',
  'redis',
  'postgres',
  'nginx-ingress',
  'cert-manager',
  'prometheus',
  'grafana',
  'loki',
  'tempo',
  'argocd',
] as const;
const NAMESPACES = ['default', 'prod', 'staging', 'dev', 'monitoring', 'ingress', 'data', 'platform'] as const;
const CLUSTERS = ['eu-prod-1', 'us-prod-1', 'eu-staging'] as const;
const REGIONS = ['eu-west-1', 'us-east-1', 'eu-central-1'] as const;
const HEALTH = [
  ['healthy', 72],
  ['unhealthy', 9],
  ['warning', 11],
  ['unknown', 8],
] as const;

interface ItemRow {
  scraper: 'kubernetes' | 'aws' | 'azure';
  config_class: string;
  type: string;
  name: string;
  status: string;
  health: string;
  ready: boolean;
  labels: Record<string, string>;
  tags: Record<string, string>;
  config: Record<string, unknown>;
  parent_name?: string;
  deleted: boolean;
  created_days_ago: number;
}

const names = new Set<string>();
function unique(name: string): string {
  let n = name;
  while (names.has(`${n}`)) n = `${name}-${alnum(3)}`;
  names.add(n);
  return n;
}

function healthAndStatus(kind: string): { health: string; status: string; ready: boolean } {
  const health = weighted(HEALTH);
  const status =
    kind === 'Pod'
      ? health === 'healthy'
        ? 'Running'
        : health === 'unhealthy'
          ? pick(['CrashLoopBackOff', 'ImagePullBackOff', 'Error', 'OOMKilled'])
          : health === 'warning'
            ? pick(['Pending', 'ContainerCreating'])
            : 'Unknown'
      : health === 'healthy'
        ? pick(['Running', 'Available', 'Active'])
        : health === 'unhealthy'
          ? pick(['Failed', 'Degraded', 'Stopped'])
          : pick(['Pending', 'Updating', 'Unknown']);
  return { health, status, ready: health === 'healthy' };
}

function k8s(kind: string, name: string, ns: string, cluster: string, app: string, parent?: string): ItemRow {
  const labels = {
    app,
    'app.kubernetes.io/name': app,
    'app.kubernetes.io/managed-by': 'Helm',
    team: pick(['core', 'growth', 'platform', 'data']),
  };
  return {
    scraper: 'kubernetes',
    config_class: kind,
    type: `Kubernetes::${kind}`,
    name,
    ...healthAndStatus(kind),
    labels,
    tags: { cluster, namespace: ns },
    config: {
      apiVersion: kind === 'Pod' || kind === 'Service' || kind === 'ConfigMap' ? 'v1' : 'apps/v1',
      kind,
      metadata: { name, namespace: ns, labels, uid: `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}` },
      spec:
        kind === 'Pod'
          ? {
              nodeName: `ip-10-0-${Math.floor(rand() * 255)}-${Math.floor(rand() * 255)}`,
              containers: [
                {
                  name: app,
                  image: `registry.example.com/${app}:1.${Math.floor(rand() * 40)}.${Math.floor(rand() * 10)}`,
                },
              ],
            }
          : { replicas: 1 + Math.floor(rand() * 5) },
    },
    parent_name: parent,
    deleted: rand() < 0.05,
    created_days_ago: rand() * 180,
  };
}

function cloud(): ItemRow {
  const [scraper, type, cls] = weighted([
    [['aws', 'AWS::EC2::Instance', 'VirtualMachine'], 30],
    [['aws', 'AWS::S3::Bucket', 'Bucket'], 12],
    [['aws', 'AWS::RDS::DBInstance', 'Database'], 8],
    [['aws', 'AWS::IAM::Role', 'Role'], 20],
    [['aws', 'AWS::EKS::Cluster', 'Cluster'], 2],
    [['aws', 'AWS::ElasticLoadBalancingV2::LoadBalancer', 'LoadBalancer'], 6],
    [['azure', 'Azure::Compute::VirtualMachine', 'VirtualMachine'], 14],
    [['azure', 'Azure::Storage::Account', 'Bucket'], 8],
  ] as const);
  const app = pick(APPS);
  const region = pick(REGIONS);
  const name = unique(
    type.endsWith('Instance') || type.endsWith('VirtualMachine')
      ? `${app}-${pick(['a', 'b', 'c'])}-${alnum(6)}`
      : `${app}-${type.split('::')[2]!.toLowerCase()}-${alnum(4)}`,
  );
  return {
    scraper,
    config_class: cls,
    type,
    name,
    ...healthAndStatus(cls),
    labels: { app, env: pick(['prod', 'staging', 'dev']) },
    tags: {
      account: pick(['123456789012', '210987654321']),
      region,
      'cost-center': pick(['cc-100', 'cc-200', 'cc-300']),
    },
    config: {
      id: `${scraper === 'aws' ? 'i-' : ''}${hex(17)}`,
      region,
      tags: { Name: name, app },
      size: pick(['t3.medium', 'm5.large', 'Standard_D2s_v3']),
    },
    deleted: rand() < 0.05,
    created_days_ago: rand() * 365,
  };
}

/** Builds the item rows in parent-before-child order: namespaces, deployments, replica sets, pods, the rest. */
function buildItems(total: number): ItemRow[][] {
  const level0: ItemRow[] = [];
  const level1: ItemRow[] = [];
  const level2: ItemRow[] = [];
  const level3: ItemRow[] = [];
  let count: number;
  for (const cluster of CLUSTERS) {
    level0.push({ ...k8s('Node', unique(`${cluster}-node-${alnum(5)}`), '', cluster, 'node'), config_class: 'Node' });
    for (let i = 0; i < 8; i++)
      level0.push(
        k8s(
          'Node',
          unique(`ip-10-0-${Math.floor(rand() * 255)}-${Math.floor(rand() * 255)}.${cluster}.internal`),
          '',
          cluster,
          'node',
        ),
      );
    for (const ns of NAMESPACES) level0.push(k8s('Namespace', unique(`${cluster}/${ns}`), ns, cluster, ns));
  }
  count = level0.length;
  // ~60% of the estate is Kubernetes (pods dominate, as in real clusters), the rest cloud resources.
  const k8sTarget = Math.floor(total * 0.6);
  while (count < k8sTarget) {
    const cluster = pick(CLUSTERS);
    const ns = pick(NAMESPACES);
    const app = pick(APPS);
    const dep = k8s('Deployment', unique(`${app}-${alnum(4)}`), ns, cluster, app);
    level1.push(
      dep,
      k8s('Service', unique(`${dep.name}-svc`), ns, cluster, app),
      k8s('ConfigMap', unique(`${dep.name}-config`), ns, cluster, app),
    );
    count += 3;
    for (let r = 0; r < 2 && count < k8sTarget; r++) {
      const rs = k8s('ReplicaSet', unique(`${dep.name}-${hex(9)}`), ns, cluster, app, dep.name);
      level2.push(rs);
      count++;
      const pods = 1 + Math.floor(rand() * 6);
      for (let p = 0; p < pods && count < k8sTarget; p++) {
        level3.push(k8s('Pod', unique(`${rs.name}-${alnum(5)}`), ns, cluster, app, rs.name));
        count++;
      }
    }
  }
  while (count < total) {
    level0.push(cloud());
    count++;
  }
  return [level0, level1, level2, level3];
}

const CHANGE_TYPES = [
  ['diff', 40],
  ['Pulled', 10],
  ['Scheduled', 8],
  ['Started', 8],
  ['Killing', 5],
  ['BackOff', 6],
  ['Unhealthy', 6],
  ['ScalingReplicaSet', 4],
  ['CREATE', 5],
  ['UPDATE', 6],
  ['DELETE', 2],
] as const;

export async function seed(pool: pg.Pool, o: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const client = await pool.connect();
  try {
    await client.query('begin');
    const scrapers = await client.query<{ id: string; name: string }>(
      `insert into config_scrapers (name, spec) values
         ('kubernetes', '{"kubernetes":[{"clusterName":"eu-prod-1"}]}'),
         ('aws', '{"aws":[{"regions":["eu-west-1","us-east-1"]}]}'),
         ('azure', '{"azure":[{"subscriptionID":"00000000-1111-2222-3333-444444444444"}]}')
       returning id, name`,
    );
    const scraperId = Object.fromEntries(scrapers.rows.map((r) => [r.name, r.id]));
    const idByName = new Map<string, string>();
    let itemCount = 0;
    for (const level of buildItems(o.items)) {
      // One statement per level; the path trigger fills path from the parent inserted by the previous level.
      for (let i = 0; i < level.length; i += 5000) {
        const chunk = level.slice(i, i + 5000).map((r) => ({
          scraper_id: scraperId[r.scraper],
          config_class: r.config_class,
          type: r.type,
          name: r.name,
          status: r.status,
          health: r.health,
          ready: r.ready,
          labels: r.labels,
          tags: r.tags,
          config: r.config,
          format: 'json',
          parent_id: r.parent_name ? (idByName.get(r.parent_name) ?? null) : null,
          source: r.scraper,
          created_at: new Date(Date.now() - r.created_days_ago * 86_400_000).toISOString(),
          deleted_at: r.deleted ? new Date(Date.now() - rand() * 7 * 86_400_000).toISOString() : null,
          delete_reason: r.deleted ? 'not found in the last scrape' : null,
          external_id: [`${r.type}/${r.name}`],
        }));
        const res = await client.query<{ id: string; name: string }>(
          `insert into config_items (scraper_id, config_class, type, name, status, health, ready, labels, tags,
             config, format, parent_id, source, created_at, deleted_at, delete_reason, external_id)
           select scraper_id, config_class, type, name, status, health, ready, labels, tags,
             config, format, parent_id, source, created_at, deleted_at, delete_reason, external_id
           from jsonb_to_recordset($1::jsonb) as r(scraper_id uuid, config_class text, type text, name text,
             status text, health text, ready boolean, labels jsonb, tags jsonb, config jsonb, format text,
             parent_id uuid, source text, created_at timestamptz, deleted_at timestamptz, delete_reason text,
             external_id text[])
           returning id, name`,
          [JSON.stringify(chunk)],
        );
        for (const row of res.rows) idByName.set(row.name, row.id);
        itemCount += res.rowCount ?? 0;
      }
    }

    const ids = [...idByName.values()];
    const now = Date.now();
    let changeCount = 0;
    for (let i = 0; i < o.changes; i += 10000) {
      const chunk = Array.from({ length: Math.min(10000, o.changes - i) }, (_, k) => {
        const type = weighted(CHANGE_TYPES);
        // Spread over 30 days with distinct timestamps, so ordering by created_at is total.
        const created = new Date(now - (i + k) * 60_000 - Math.floor(rand() * 59_000)).toISOString();
        return {
          config_id: pick(ids),
          change_type: type,
          severity: weighted([
            ['info', 60],
            ['low', 20],
            ['medium', 12],
            ['high', 6],
            ['critical', 2],
          ] as const),
          source: type === 'diff' ? 'diff' : type === type.toUpperCase() ? 'CloudTrail' : 'kubernetes/event',
          summary:
            type === 'diff'
              ? `spec.replicas: ${Math.floor(rand() * 5)} -> ${Math.floor(rand() * 5)}`
              : `${type} ${alnum(6)}`,
          patches: type === 'diff' ? { spec: { replicas: Math.floor(rand() * 5) } } : null,
          details: { reason: type, count: 1 + Math.floor(rand() * 10) },
          created_at: created,
          first_observed: created,
          fingerprint: hex(16),
        };
      });
      const res = await client.query(
        `insert into config_changes (config_id, change_type, severity, source, summary, patches, details,
           created_at, first_observed, fingerprint)
         select config_id, change_type, severity, source, summary, patches, details, created_at, first_observed,
           fingerprint
         from jsonb_to_recordset($1::jsonb) as r(config_id uuid, change_type text, severity text, source text,
           summary text, patches jsonb, details jsonb, created_at timestamptz, first_observed timestamptz,
           fingerprint text)`,
        [JSON.stringify(chunk)],
      );
      changeCount += res.rowCount ?? 0;
    }
    await client.query('commit');
    // A settled database: statistics current and the visibility map set (index-only scans possible).
    await client.query('vacuum analyze config_scrapers, config_items, config_changes, event_queue');
    const stats = await client.query<{ deleted: string; pods: string; unhealthy: string }>(
      `select count(*) filter (where deleted_at is not null) as deleted,
              count(*) filter (where type = 'Kubernetes::Pod') as pods,
              count(*) filter (where type = 'Kubernetes::Pod' and health = 'unhealthy' and deleted_at is null) as unhealthy
         from config_items`,
    );
    const s = stats.rows[0]!;
    return {
      items: itemCount,
      deletedItems: Number(s.deleted),
      changes: changeCount,
      pods: Number(s.pods),
      podsUnhealthy: Number(s.unhealthy),
      ms: performance.now() - started,
    };
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}
