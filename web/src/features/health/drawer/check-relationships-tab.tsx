import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { EmptyState, ErrorPanel } from '../../../components/ui/feedback';
import { useCheckRelationships } from '../api/get-check-relationships';

/** Relationships: linked components (→ /topology/{id}) and configs (→ /catalog/{id}). */
export function CheckRelationshipsTab({ checkId }: { checkId: string }) {
  const navigate = useNavigate();
  const result = useCheckRelationships(checkId, true);
  if (result.isPending) return <div className="h-24 animate-pulse rounded-md bg-gray-100" aria-label="Loading" />;
  if (result.isError) return <ErrorPanel error={result.error} />;
  const rows = [
    ...result.data.components.map((c) => ({
      key: `c-${c.id}`,
      kind: 'Component',
      name: c.name,
      href: paths.topologyItem.href(c.id),
    })),
    ...result.data.configs.map((c) => ({
      key: `k-${c.id}`,
      kind: c.type || 'Config',
      name: c.name,
      href: paths.catalogItem.href(c.id),
    })),
  ];
  if (rows.length === 0) return <EmptyState>No data available</EmptyState>;
  return (
    <table className="w-full text-sm">
      <thead className="text-left text-xs text-gray-500">
        <tr>
          <th className="px-3 py-2">Name</th>
          <th className="px-3 py-2">Type</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr
            key={r.key}
            onClick={() => void navigate(r.href)}
            className="cursor-pointer border-t border-gray-100 hover:bg-blue-50"
          >
            <td className="px-3 py-2 font-medium">{r.name}</td>
            <td className="px-3 py-2 text-gray-600">{r.kind}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
