import { useParams } from 'react-router';
import { paths } from '../../app/paths';
import { AreaFrame } from '../../components/layout/area-frame';
import { Breadcrumb } from '../../components/ui/breadcrumb';

export function IncidentsPage() {
  return <AreaFrame title="Incidents" />;
}

export function IncidentPage() {
  const { id = '' } = useParams();
  return (
    <AreaFrame title={<Breadcrumb items={[{ label: 'Incidents', to: paths.incidents.href() }, { label: id }]} />} />
  );
}
