/**
 * A private Prometheus and Alertmanager (Debian's prometheus and prometheus-alertmanager packages, which .ci/run
 * installs) for one test file each: their own temp directories, free ports of 127.0.0.1, run in the foreground as
 * children so the test owns them. The packages' own services play no part.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort, startChildServer } from './child-server.js';

const prometheusPath = '/usr/bin/prometheus';
const alertmanagerPath = '/usr/bin/prometheus-alertmanager';

export interface ChildServer {
  /** http://127.0.0.1:port */
  url: string;
  close(): Promise<void>;
}

/** An alerting rule of the test Prometheus: fires while `expr` has a value (for: 0s, evaluated every second). */
export interface TestAlertRule {
  alert: string;
  expr: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

async function isReady(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/-/ready`, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/** Both answer /-/ready on their web port once they serve. */
function startPromServer(
  name: string,
  binary: string,
  args: (dir: string, port: number) => Promise<string[]>,
): Promise<ChildServer> {
  return startChildServer({
    name,
    debianPackage: path.basename(binary),
    binaries: [binary],
    readyMs: 20_000,
    async prepare(dir) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      return { args: await args(dir, port), ready: () => isReady(url), info: { url } };
    },
  });
}

/** Alertmanager with one receiver that sends nowhere, clustering off. */
export function startAlertmanager(): Promise<ChildServer> {
  return startPromServer('alertmanager', alertmanagerPath, async (dir, port) => {
    const config = path.join(dir, 'alertmanager.yml');
    await writeFile(
      config,
      ['route:', '  receiver: nowhere', '  group_wait: 0s', 'receivers:', '  - name: nowhere', ''].join('\n'),
    );
    return [
      `--config.file=${config}`,
      `--storage.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--cluster.listen-address=',
    ];
  });
}

/**
 * Prometheus scraping itself every second, evaluating `rules` every second and sending their alerts to
 * `alertmanagerUrl` when given.
 */
export function startPrometheus(
  opts: { rules?: TestAlertRule[]; alertmanagerUrl?: string } = {},
): Promise<ChildServer> {
  return startPromServer('prometheus', prometheusPath, async (dir, port) => {
    const config = path.join(dir, 'prometheus.yml');
    const rules = path.join(dir, 'rules.yml');
    // JSON is YAML: no YAML writer needed for these files.
    await writeFile(rules, JSON.stringify({ groups: [{ name: 'test', rules: opts.rules ?? [] }] }));
    const alertmanager = opts.alertmanagerUrl ? new URL(opts.alertmanagerUrl).host : undefined;
    await writeFile(
      config,
      JSON.stringify({
        global: { scrape_interval: '1s', evaluation_interval: '1s' },
        rule_files: [rules],
        scrape_configs: [{ job_name: 'prometheus', static_configs: [{ targets: [`127.0.0.1:${port}`] }] }],
        ...(alertmanager ? { alerting: { alertmanagers: [{ static_configs: [{ targets: [alertmanager] }] }] } } : {}),
      }),
    );
    return [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      // Firing alerts are sent again every second, not every minute: the first send can find no Alertmanager
      // discovered yet, and is then dropped.
      '--rules.alert.resend-delay=1s',
    ];
  });
}
