import { useParams } from 'react-router';
import { paths } from '../../app/paths';
import { AreaFrame } from '../../components/layout/area-frame';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { EmptyState } from '../../components/ui/feedback';
import { PageLayout } from '../../components/layout/page-layout';

/** Types an integration detail page knows (settings document). */
const INTEGRATION_TYPES = ['logging_backends', 'topologies', 'scrapers'];

export function IntegrationsPage() {
  return <AreaFrame title="Integrations" />;
}

export function IntegrationPage() {
  const { type = '', id = '' } = useParams();
  const title = <Breadcrumb items={[{ label: 'Integrations', to: paths.integrations.href() }, { label: id }]} />;
  if (!INTEGRATION_TYPES.includes(type)) {
    return (
      <PageLayout title={title}>
        <EmptyState>Unknown type</EmptyState>
      </PageLayout>
    );
  }
  return <AreaFrame title={title} />;
}
