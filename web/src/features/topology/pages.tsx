import { useParams } from 'react-router';
import { paths } from '../../app/paths';
import { AreaFrame } from '../../components/layout/area-frame';
import { Breadcrumb } from '../../components/ui/breadcrumb';

/** /topology and /topology/{id}: the component card dashboard (its issue fills the body). */
export function TopologyPage() {
  const { id } = useParams();
  return (
    <AreaFrame
      title={
        <Breadcrumb
          items={[{ label: 'Dashboard', to: id ? paths.topology.href() : undefined }, ...(id ? [{ label: id }] : [])]}
        />
      }
    />
  );
}

/** /view/topology/{id}: read-only single card, outside the shell. */
export function ViewTopologyPage() {
  return <div className="min-h-screen bg-gray-50 p-4" data-testid="view-topology" />;
}
