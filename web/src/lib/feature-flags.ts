/** Features that properties `{feature}.disable = true` can switch off (shell document §6). */
export type Feature =
  | 'topology'
  | 'health'
  | 'incidents'
  | 'config'
  | 'logs'
  | 'playbooks'
  | 'agents'
  | 'teams'
  | 'settings.config_scraper'
  | 'settings.topology'
  | 'settings.health'
  | 'settings.job_history';

/** spec: settings.config_scraper inherits config, settings.topology topology, settings.health/job_history health. */
const PARENT: Partial<Record<Feature, Feature>> = {
  'settings.config_scraper': 'config',
  'settings.topology': 'topology',
  'settings.health': 'health',
  'settings.job_history': 'health',
};

export interface PropertyRow {
  name: string;
  value: string | null;
}

/** The names of disabled features, from the properties rows. */
export function disabledFeatures(properties: readonly PropertyRow[]): Set<string> {
  const out = new Set<string>();
  for (const p of properties) {
    if (p.name.endsWith('.disable') && String(p.value).trim().toLowerCase() === 'true') {
      out.add(p.name.slice(0, -'.disable'.length));
    }
  }
  return out;
}

export function isFeatureEnabled(disabled: ReadonlySet<string>, feature: Feature | undefined): boolean {
  if (!feature) return true;
  if (disabled.has(feature)) return false;
  const parent = PARENT[feature];
  return parent ? isFeatureEnabled(disabled, parent) : true;
}
