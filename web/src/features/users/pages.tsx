import { AreaFrame } from '../../components/layout/area-frame';

export function UsersPage() {
  return <AreaFrame title="Users" />;
}
