import { useParams } from 'react-router';
import { paths } from '../../app/paths';
import { AreaFrame } from '../../components/layout/area-frame';
import { LinkTabs } from '../../components/layout/link-tabs';
import { Breadcrumb } from '../../components/ui/breadcrumb';

const TABS = [
  { label: 'Catalog', to: paths.catalog.href() },
  { label: 'Changes', to: paths.catalogChanges.href() },
  { label: 'Insights', to: paths.catalogInsights.href() },
  { label: 'Scrapers', to: paths.catalogScrapers.href() },
];

export function CatalogPage() {
  return <AreaFrame title="Catalog" subheader={<LinkTabs tabs={TABS} />} />;
}
export function CatalogChangesPage() {
  return <AreaFrame title="Catalog Changes" subheader={<LinkTabs tabs={TABS} />} />;
}
export function CatalogInsightsPage() {
  return <AreaFrame title="Catalog Insights" subheader={<LinkTabs tabs={TABS} />} />;
}
export function CatalogScrapersPage() {
  return <AreaFrame title="Catalog Scrapers" subheader={<LinkTabs tabs={TABS} />} />;
}

export function CatalogScraperPage() {
  const { id = '' } = useParams();
  return (
    <AreaFrame
      title={<Breadcrumb items={[{ label: 'Scrapers', to: paths.catalogScrapers.href() }, { label: id }]} />}
    />
  );
}

/** /catalog/{id} and its sub-pages changes, insights, relationships, playbooks, checks. */
export function CatalogItemPage() {
  const { id = '' } = useParams();
  const tabs = [
    { label: 'Config', to: paths.catalogItem.href(id) },
    { label: 'Changes', to: paths.catalogItemTab.href(id, 'changes') },
    { label: 'Insights', to: paths.catalogItemTab.href(id, 'insights') },
    { label: 'Relationships', to: paths.catalogItemTab.href(id, 'relationships') },
    { label: 'Playbooks', to: paths.catalogItemTab.href(id, 'playbooks') },
    { label: 'Checks', to: paths.catalogItemTab.href(id, 'checks') },
  ];
  return (
    <AreaFrame
      title={<Breadcrumb items={[{ label: 'Catalog', to: paths.catalog.href() }, { label: id }]} />}
      subheader={<LinkTabs tabs={tabs} />}
    />
  );
}
