import type { RbacObject, SettingsResourceTable } from '@opsdeck/common';
import { SETTINGS_RESOURCE_TABLES } from '@opsdeck/common';
import type { Feature } from '../../lib/feature-flags';

/** Fields of the generic edit form (settings document: name, namespace, labels, spec, icon, source, schedule). */
export type CommonField = 'name' | 'namespace' | 'labels' | 'spec' | 'icon' | 'source' | 'schedule';

/** Table columns the generic form does not cover but a row needs (e.g. a connection's type). */
export interface ExtraField {
  key: string;
  label: string;
  required?: boolean;
  /** `list`: comma separated text stored as an array. */
  kind?: 'text' | 'list';
}

export interface ResourceKind {
  table: SettingsResourceTable;
  title: string;
  object: RbacObject;
  /** Primary key: `name` for properties, else `id`. */
  key: 'id' | 'name';
  /** Rows with deleted_at; others are deleted for real. */
  softDelete: boolean;
  fields: CommonField[];
  extra?: ExtraField[];
  /** resource_type of this kind's job history rows. */
  jobResourceType?: string;
  feature?: Feature;
}

const SPEC_FIELDS: CommonField[] = ['name', 'namespace', 'labels', 'spec', 'icon', 'source', 'schedule'];

export const RESOURCE_KINDS: Record<SettingsResourceTable, ResourceKind> = {
  topologies: {
    table: 'topologies',
    title: 'Topologies',
    object: 'topologies',
    key: 'id',
    softDelete: true,
    fields: SPEC_FIELDS,
    jobResourceType: 'topology',
    feature: 'settings.topology',
  },
  canaries: {
    table: 'canaries',
    title: 'Health Checks',
    object: 'canaries',
    key: 'id',
    softDelete: true,
    fields: SPEC_FIELDS,
    jobResourceType: 'canary',
    feature: 'settings.health',
  },
  config_scrapers: {
    table: 'config_scrapers',
    title: 'Catalog Scrapers',
    object: 'config_scrapers',
    key: 'id',
    softDelete: true,
    fields: SPEC_FIELDS,
    jobResourceType: 'config_scraper',
    feature: 'settings.config_scraper',
  },
  incident_rules: {
    table: 'incident_rules',
    title: 'Incident Rules',
    object: 'incident_rules',
    key: 'id',
    softDelete: true,
    fields: ['name', 'namespace', 'labels', 'spec', 'source', 'schedule'],
    jobResourceType: 'incident_rule',
    feature: 'incidents',
  },
  logging_backends: {
    table: 'logging_backends',
    title: 'Log Backends',
    object: 'logging_backends',
    key: 'id',
    softDelete: true,
    fields: ['name', 'namespace', 'labels', 'spec', 'icon', 'source'],
    jobResourceType: 'logging_backend',
    feature: 'logs',
  },
  teams: {
    table: 'teams',
    title: 'Teams',
    object: 'teams',
    key: 'id',
    softDelete: true,
    fields: ['name', 'spec', 'icon', 'source'],
    jobResourceType: 'team',
    feature: 'teams',
  },
  connections: {
    table: 'connections',
    title: 'Connections',
    object: 'connections',
    key: 'id',
    softDelete: true,
    fields: ['name', 'namespace', 'source'],
    extra: [
      { key: 'type', label: 'Type', required: true },
      { key: 'url', label: 'URL' },
    ],
  },
  notifications: {
    table: 'notifications',
    title: 'Notifications',
    object: 'notifications',
    key: 'id',
    softDelete: true,
    fields: ['name', 'namespace', 'source'],
    extra: [
      { key: 'events', label: 'Events', required: true, kind: 'list' },
      { key: 'title', label: 'Title' },
      { key: 'filter', label: 'Filter' },
    ],
  },
  properties: {
    table: 'properties',
    title: 'Properties',
    object: 'properties',
    key: 'name',
    softDelete: false,
    fields: ['name', 'source'],
    extra: [
      { key: 'value', label: 'Value', required: true },
      { key: 'description', label: 'Description' },
    ],
  },
};

export function resourceKind(table: string | undefined): ResourceKind | undefined {
  return (SETTINGS_RESOURCE_TABLES as readonly string[]).includes(table ?? '')
    ? RESOURCE_KINDS[table as SettingsResourceTable]
    : undefined;
}
