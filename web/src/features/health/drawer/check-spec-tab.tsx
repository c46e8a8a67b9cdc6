import { stringify } from 'yaml';
import { LazyCodeEditor } from '../../../components/code/lazy-code-editor';
import { EmptyState } from '../../../components/ui/feedback';

/** Spec: the check's spec as read-only YAML. */
export function CheckSpecTab({ spec, isLoading }: { spec: unknown; isLoading: boolean }) {
  if (isLoading) return <div className="h-40 animate-pulse rounded-md bg-gray-100" aria-label="Loading spec" />;
  const empty = spec == null || (typeof spec === 'object' && Object.keys(spec).length === 0);
  if (empty) return <EmptyState>No data available</EmptyState>;
  return <LazyCodeEditor value={stringify(spec)} language="yaml" readOnly size="large" ariaLabel="Check spec" />;
}
