import { AreaFrame } from '../../components/layout/area-frame';

export function LogsPage() {
  return <AreaFrame title="Logs" />;
}
