import { AreaFrame } from '../../components/layout/area-frame';

/** /agents and /settings/agents. */
export function AgentsPage() {
  return <AreaFrame title="Agents" />;
}
