/**
 * Constants of the spec's screens (shell document §9, settings document §9) shared by the SPA and any
 * server code that needs the same numbers.
 */

/** Page sizes offered in tables. */
export const TABLE_PAGE_SIZES = [5, 10, 25, 50, 100, 150, 200, 250, 300, 500, 1000] as const;

/** Generic settings list limit and default order. */
export const SETTINGS_LIST_LIMIT = 100;
export const SETTINGS_DEFAULT_ORDER = 'created_at.desc';

/** Toast duration in milliseconds. */
export const TOAST_DURATION_MS = 5_000;

/** Default query stale time (agents, labels, people); the roles query is never cached. */
export const DEFAULT_STALE_TIME_MS = 300_000;

/** Debounces in milliseconds. */
export const DEBOUNCE_MS = { search: 400, resourceSearch: 300, asyncOptions: 100, remoteOptions: 500 } as const;

/** Time-range presets, in the spec's order (the health default is the second one). */
export const TIME_RANGE_PRESETS = [
  '15m',
  '1h',
  '2h',
  '3h',
  '6h',
  '12h',
  '1d',
  '2d',
  '3d',
  '1w',
  '2w',
  '3w',
  '1mo',
  '2mo',
  '3mo',
  '6mo',
  '1y',
  '2y',
  '3y',
  '5y',
] as const;
export type TimeRangePreset = (typeof TIME_RANGE_PRESETS)[number];

/** Recent absolute ranges kept in local storage. */
export const RECENT_TIME_RANGES_MAX = 5;

/** Auto-refresh options (kept locally). */
export const REFRESH_OPTIONS = ['None', '15s', '30s', '60s', '2m', '3m', '5m', '10m', '15m'] as const;
export type RefreshOption = (typeof REFRESH_OPTIONS)[number];

/** Job history. */
export const JOB_STATUSES = ['RUNNING', 'SUCCESS', 'WARNING', 'FAILED', 'STOPPED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_RESOURCE_TYPES = ['canary', 'topology', 'config_scraper', 'team', 'incident_rule'] as const;
export const JOB_HISTORY_DEFAULT_RANGE = 'now-2d';
export const JOB_HISTORY_DEFAULT_STATUS = 'SUCCESS:-1';
export const JOB_HISTORY_PAGE_SIZE = 50;
export const JOB_HISTORY_PANEL_PAGE_SIZE = 150;

/** The settings resource tables of /settings/{table}. */
export const SETTINGS_RESOURCE_TABLES = [
  'topologies',
  'connections',
  'logging_backends',
  'notifications',
  'properties',
  'canaries',
  'config_scrapers',
  'incident_rules',
  'teams',
] as const;
export type SettingsResourceTable = (typeof SETTINGS_RESOURCE_TABLES)[number];

/** Default values of new rows. */
export const DEFAULT_SOURCE = 'UI';
export const DEFAULT_NAMESPACE = 'default';
