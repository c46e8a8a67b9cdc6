import type { RbacObject } from '@opsdeck/common';
import {
  Activity,
  BookOpen,
  Boxes,
  Cable,
  Flag,
  FileText,
  History,
  LayoutDashboard,
  ListChecks,
  Network,
  Puzzle,
  ScrollText,
  Server,
  Settings,
  Siren,
  Users,
  Bell,
  Workflow,
  Inbox,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { Feature } from '../../lib/feature-flags';
import { paths } from '../paths';

export interface SidebarItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Hidden when this feature is disabled. */
  feature?: Feature;
  /** Hidden without read permission on this resource. */
  object?: RbacObject;
}

/** Top entries (shell document §2): Dashboard, Health, Incidents, Catalog, Logs, Playbooks. */
export const MAIN_ITEMS: SidebarItem[] = [
  { label: 'Dashboard', to: paths.topology.href(), icon: LayoutDashboard, feature: 'topology', object: 'topologies' },
  { label: 'Health', to: paths.health.href(), icon: Activity, feature: 'health', object: 'canaries' },
  { label: 'Incidents', to: paths.incidents.href(), icon: Siren, feature: 'incidents', object: 'incident' },
  { label: 'Catalog', to: paths.catalog.href(), icon: Boxes, feature: 'config', object: 'database' },
  { label: 'Logs', to: paths.logs.href(), icon: ScrollText, feature: 'logs', object: 'logging_backends' },
  { label: 'Playbooks', to: paths.playbooks.href(), icon: BookOpen, feature: 'playbooks', object: 'playbooks' },
];

/** The Settings submenu: the named pages, then one entry per resource table not already listed. */
export const SETTINGS_ITEMS: SidebarItem[] = [
  { label: 'Connections', to: paths.connections.href(), icon: Cable, object: 'connections' },
  { label: 'Jobs History', to: paths.jobs.href(), icon: History, feature: 'settings.job_history', object: 'database' },
  { label: 'Feature Flags', to: paths.featureFlags.href(), icon: Flag, object: 'properties' },
  {
    label: 'Log Backends',
    to: paths.settingsTable.href('logging_backends'),
    icon: FileText,
    feature: 'logs',
    object: 'logging_backends',
  },
  { label: 'Event Queue', to: paths.eventQueue.href(), icon: Inbox, object: 'database' },
  { label: 'Agents', to: paths.settingsAgents.href(), icon: Server, feature: 'agents', object: 'agents' },
  { label: 'Integrations', to: paths.integrations.href(), icon: Puzzle, object: 'integrations' },
  { label: 'Users', to: paths.users.href(), icon: Users, object: 'identities' },
  {
    label: 'Topologies',
    to: paths.settingsTable.href('topologies'),
    icon: Network,
    feature: 'settings.topology',
    object: 'topologies',
  },
  {
    label: 'Health Checks',
    to: paths.settingsTable.href('canaries'),
    icon: ListChecks,
    feature: 'settings.health',
    object: 'canaries',
  },
  {
    label: 'Catalog Scrapers',
    to: paths.settingsTable.href('config_scrapers'),
    icon: Workflow,
    feature: 'settings.config_scraper',
    object: 'config_scrapers',
  },
  {
    label: 'Incident Rules',
    to: paths.settingsTable.href('incident_rules'),
    icon: Wrench,
    feature: 'incidents',
    object: 'incident_rules',
  },
  { label: 'Teams', to: paths.settingsTable.href('teams'), icon: Users, feature: 'teams', object: 'teams' },
  { label: 'Notifications', to: paths.settingsTable.href('notifications'), icon: Bell, object: 'notifications' },
  { label: 'Properties', to: paths.settingsTable.href('properties'), icon: Settings, object: 'properties' },
];

export const SETTINGS_ICON = Settings;
