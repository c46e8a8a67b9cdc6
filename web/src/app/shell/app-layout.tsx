import { Outlet, useLocation } from 'react-router';
import { useFeatureFlags } from '../../api/use-feature-flags';
import { Spinner } from '../../components/ui/feedback';
import { ErrorBoundary } from '../errors/error-boundary';
import { Sidebar } from './sidebar';
import { useSidebarCollapse } from './use-sidebar-collapse';

/** The shell: sidebar and the routed page. Routes wait until feature flags have loaded (spec). */
export function AppLayout() {
  const { collapsed, toggle } = useSidebarCollapse();
  const flags = useFeatureFlags();
  const location = useLocation();
  return (
    <div className="flex h-screen overflow-hidden bg-gray-50">
      <Sidebar collapsed={collapsed} onToggle={toggle} />
      <div className="flex min-w-0 flex-1 flex-col">
        {flags.loaded ? (
          <ErrorBoundary resetKey={location.pathname}>
            <Outlet />
          </ErrorBoundary>
        ) : (
          <Spinner label="Loading" />
        )}
      </div>
    </div>
  );
}
