/** One row of `checks_summary` (REFERENCE: check_summary shape). */
export interface CheckSummary {
  id: string;
  canary_id: string;
  agent_id?: string | null;
  type: string;
  icon?: string | null;
  name: string;
  status?: string | null;
  description?: string | null;
  namespace?: string | null;
  canary_name?: string | null;
  endpoint?: string | null;
  labels?: Record<string, string> | null;
  severity?: string | null;
  owner?: string | null;
  last_runtime?: string | null;
  last_transition_time?: string | null;
  next_runtime?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
  silenced_at?: string | null;
  uptime?: { passed?: number | null; failed?: number | null; last_pass?: string | null; last_fail?: string | null };
  latency?: { p99?: number | null; p97?: number | null; p95?: number | null; p50?: number | null; avg?: number | null };
}

/** A check status row (shell document §3): status true = healthy. */
export interface CheckStatusRow {
  check_id: string;
  time: string;
  duration?: number | null;
  message?: string | null;
  error?: string | null;
  status: boolean;
}

export interface GraphPoint {
  time: string;
  status: boolean;
  duration?: number | null;
  passed?: number;
  failed?: number;
}

/** `GET /api/canary/api/graph` (REFERENCE). */
export interface CheckGraph {
  status: GraphPoint[];
  uptime?: { passed?: number; failed?: number };
  latency?: { p99?: number | null; p97?: number | null; p95?: number | null };
}

/** The check row the drawer needs beyond the summary: next run, spec, and its canary's source. */
export interface CheckDetail {
  id: string;
  name: string;
  canary_id: string;
  next_runtime?: string | null;
  spec?: unknown;
  canaries?: { id: string; name: string; source?: string | null } | null;
}

export interface CheckRelationships {
  components: { id: string; name: string; icon?: string | null }[];
  configs: { id: string; name: string; type?: string | null }[];
}
