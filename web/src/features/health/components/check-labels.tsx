import { orderedLabels } from '../lib/label-order';

/** Label chips in the spec's display order (account, namespace, name first, then sorted). */
export function CheckLabels({ labels, max }: { labels: Record<string, string> | null | undefined; max?: number }) {
  const pairs = orderedLabels(labels);
  const shown = max ? pairs.slice(0, max) : pairs;
  if (pairs.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {shown.map(([k, v]) => (
        <span key={k} className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-700" title={`${k}: ${v}`}>
          {k}: {v}
        </span>
      ))}
      {pairs.length > shown.length && <span className="text-xs text-gray-500">+{pairs.length - shown.length}</span>}
    </span>
  );
}
