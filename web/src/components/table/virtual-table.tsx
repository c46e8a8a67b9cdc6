import type { HeaderGroup, Row, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { TableRowView } from './table-body-rows';
import { TableHead } from './table-head';
import type { DataTableFeatures } from './table-features';

export interface VirtualTableProps<T extends RowData> {
  rows: Row<DataTableFeatures, T>[];
  headerGroups: HeaderGroup<DataTableFeatures, T>[];
  onRowClick?: (row: T) => void;
  height: number;
  rowHeight?: number;
  /** Virtual pagination: the owner doubles the page size when the last row is reached (shell document §9). */
  onReachEnd?: () => void;
}

/** Only the visible rows are in the DOM; padding rows keep the scroll height. */
export function VirtualTable<T extends RowData>({
  rows,
  headerGroups,
  onRowClick,
  height,
  rowHeight = 37,
  onReachEnd,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  const reachedEnd = last !== undefined && last.index >= rows.length - 1;
  useEffect(() => {
    if (reachedEnd) onReachEnd?.();
  }, [reachedEnd, rows.length, onReachEnd]);

  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (last?.end ?? 0);
  const columns = headerGroups[headerGroups.length - 1]?.headers.length ?? 1;
  return (
    <div ref={scrollRef} style={{ height }} className="overflow-auto" data-testid="virtual-scroll">
      <table className="w-full border-collapse text-sm">
        <TableHead headerGroups={headerGroups} />
        <tbody>
          {top > 0 && (
            <tr aria-hidden style={{ height: top }}>
              <td colSpan={columns} />
            </tr>
          )}
          {items.map((item) => (
            <TableRowView
              key={rows[item.index]!.id}
              row={rows[item.index]!}
              onRowClick={onRowClick}
              style={{ height: rowHeight }}
            />
          ))}
          {bottom > 0 && (
            <tr aria-hidden style={{ height: bottom }}>
              <td colSpan={columns} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
