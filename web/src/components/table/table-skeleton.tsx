/** Loading skeleton rows shown while a table has no data yet. */
export function TableSkeletonRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} data-testid="skeleton-row" className="animate-pulse">
          {Array.from({ length: Math.max(columns, 1) }, (_, c) => (
            <td key={c} className="px-3 py-2.5">
              <div className="h-3 rounded bg-gray-200" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
