import { paths } from '../../app/paths';
import { AreaFrame } from '../../components/layout/area-frame';
import { LinkTabs } from '../../components/layout/link-tabs';
import { Breadcrumb } from '../../components/ui/breadcrumb';

const TABS = [
  { label: 'Notifications', to: paths.notifications.href() },
  { label: 'Rules', to: paths.notificationRules.href() },
  { label: 'Silences', to: paths.notificationSilences.href() },
];

export function NotificationsPage() {
  return <AreaFrame title="Notifications" subheader={<LinkTabs tabs={TABS} />} />;
}
export function NotificationRulesPage() {
  return <AreaFrame title="Notification Rules" subheader={<LinkTabs tabs={TABS} />} />;
}
export function SilencesPage() {
  return <AreaFrame title="Silences" subheader={<LinkTabs tabs={TABS} />} />;
}
export function SilenceAddPage() {
  return (
    <AreaFrame
      title={<Breadcrumb items={[{ label: 'Silences', to: paths.notificationSilences.href() }, { label: 'Add' }]} />}
    />
  );
}
