import { AreaFrame } from '../../components/layout/area-frame';

export function FeatureFlagsPage() {
  return <AreaFrame title="Feature Flags" />;
}
