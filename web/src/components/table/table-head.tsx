import type { HeaderGroup, RowData } from '@tanstack/react-table';
import { FlexRender } from '@tanstack/react-table';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { DataTableFeatures } from './table-features';

export function TableHead<T extends RowData>({ headerGroups }: { headerGroups: HeaderGroup<DataTableFeatures, T>[] }) {
  return (
    <thead className="sticky top-0 z-10 bg-gray-50">
      {headerGroups.map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const canSort = header.column.getCanSort();
            const sorted = header.column.getIsSorted();
            return (
              <th
                key={header.id}
                colSpan={header.colSpan}
                scope="col"
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                className="border-b border-gray-200 px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase"
              >
                {header.isPlaceholder ? null : canSort ? (
                  <button
                    type="button"
                    onClick={header.column.getToggleSortingHandler()}
                    className="inline-flex items-center gap-1 uppercase hover:text-gray-900"
                  >
                    <FlexRender header={header} />
                    {sorted === 'asc' && <ArrowUp size={12} aria-hidden />}
                    {sorted === 'desc' && <ArrowDown size={12} aria-hidden />}
                  </button>
                ) : (
                  <FlexRender header={header} />
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
