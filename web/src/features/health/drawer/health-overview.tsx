import { lazy, Suspense } from 'react';
import { ErrorPanel } from '../../../components/ui/feedback';
import type { CheckGraph } from '../api/types';

const Chart = lazy(() => import('./health-overview-chart'));
const Skeleton = ({ height }: { height: number }) => (
  <div className="animate-pulse rounded-md bg-gray-100" style={{ height }} aria-label="Loading chart" />
);

/** The Health Overview section: skeleton, error, empty or the (lazily loaded) chart. */
export function HealthOverview({
  graph,
  isLoading,
  error,
  height = 180,
}: {
  graph?: CheckGraph;
  isLoading: boolean;
  error: unknown;
  height?: number;
}) {
  let body;
  if (isLoading) body = <Skeleton height={height} />;
  else if (error && !graph) body = <ErrorPanel error={error} />;
  else if (!graph?.status.length)
    body = (
      <div className="flex items-center justify-center text-sm text-gray-500" style={{ height }}>
        No data available
      </div>
    );
  else
    body = (
      <Suspense fallback={<Skeleton height={height} />}>
        <Chart points={graph.status} height={height} />
      </Suspense>
    );
  return (
    <section aria-label="Health Overview">
      <h3 className="mb-1 text-sm font-semibold text-gray-700">Health Overview</h3>
      {body}
    </section>
  );
}
