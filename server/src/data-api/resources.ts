import type { RbacObject } from '@opsdeck/common';

/**
 * Every table, view and function the data API exposes, and the RBAC object that guards it. Anything absent is not
 * exposed.
 *
 * Never here: access_tokens (token hashes), person_roles (write roles only through the rbac service; read them
 * through people_roles), connection_secrets (masked connection values), schema_migrations, engine_* coordination
 * tables, event_queue (internal; its summary is exposed) and any table of the identity library. `connections` is
 * safe to expose: its password, certificate, URL password and secret-named properties hold only a mask or a
 * reference (see migration 004_settings.sql).
 *
 * `people` maps to 'database' rather than 'identities' because every page embeds people (created_by, commander,
 * responders) and commanders, responders and viewers must read those names; people holds no credentials.
 */
export const exposedRelations: Readonly<Record<string, RbacObject>> = {
  // Health
  canaries: 'canaries',
  checks: 'canaries',
  check_statuses: 'canaries',
  check_statuses_1h: 'canaries',
  check_statuses_1d: 'canaries',
  check_summary: 'canaries',
  check_summary_for_config: 'canaries',
  checks_by_component: 'canaries',
  check_component_relationships: 'canaries',
  check_config_relationships: 'canaries',

  // Catalog
  config_scrapers: 'config_scrapers',
  config_items: 'database',
  configs: 'database',
  config_detail: 'database',
  config_names: 'database',
  config_types: 'database',
  config_classes: 'database',
  config_statuses: 'database',
  config_tags: 'database',
  config_labels: 'database',
  config_changes: 'database',
  change_types: 'database',
  config_analysis: 'database',
  config_analysis_items: 'database',
  config_analysis_analyzers: 'database',
  analysis_types: 'database',
  analysis_by_component: 'database',
  changes_by_component: 'database',
  config_relationships: 'database',
  config_component_relationships: 'database',

  // Topology
  topologies: 'topologies',
  components: 'topologies',
  component_relationships: 'topologies',
  component_names: 'topologies',
  components_with_logs: 'topologies',
  component_labels: 'topologies',
  team_components: 'topologies',

  // Incidents
  incidents: 'incident',
  incident_summary: 'incident',
  incidents_by_component: 'incident',
  incidents_by_config: 'incident',
  incident_histories: 'incident',
  hypotheses: 'incident',
  severities: 'incident',
  evidences: 'evidences',
  comments: 'comments',
  responders: 'responder',
  incident_rules: 'incident_rules',

  // Teams and people
  teams: 'teams',
  team_members: 'teams',
  people: 'database',
  people_roles: 'identities',

  // Agents
  agents: 'agents',
  agents_summary: 'agents',

  // Settings
  properties: 'properties',
  connections: 'connections',
  logging_backends: 'logging_backends',
  integrations_with_status: 'integrations',
  job_history: 'database',
  job_histories: 'database',
  job_history_names: 'database',
  event_queue_summary: 'database',

  // Notifications
  notifications: 'notifications',
  notifications_summary: 'notifications',
  notification_send_history: 'notifications',
  notification_send_history_summary: 'notifications',
  notification_silences: 'notifications',

  // Playbooks
  playbooks: 'playbooks',
  playbook_names: 'playbooks',
  playbook_runs: 'playbook_runs',
  playbook_run_actions: 'playbook_runs',
  playbook_approvals: 'playbook_runs',
};

export const exposedFunctions: Readonly<Record<string, RbacObject>> = {
  related_configs_recursive: 'database',
  lookup_analysis_by_component: 'database',
};
