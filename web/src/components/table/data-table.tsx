import {
  functionalUpdate,
  useTable,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { PaginationBar } from './pagination-bar';
import { TableBodyRows } from './table-body-rows';
import { TableHead } from './table-head';
import { TableSkeletonRows } from './table-skeleton';
import { VirtualTable } from './virtual-table';
import { dataTableFeatures, type DataColumn } from './table-features';

export interface DataTableProps<T extends RowData> {
  columns: DataColumn<T>[];
  data: T[];
  isLoading?: boolean;
  emptyText?: string;
  getRowId?: (row: T, index: number) => string;
  onRowClick?: (row: T) => void;
  /** Controlled sorting (e.g. from the URL); internal when absent. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** The server sorts: rows are shown in the order given. */
  manualSorting?: boolean;
  /** Enables the pagination bar. With `rowCount` the server pages (data is the current page). */
  pagination?: PaginationState;
  onPaginationChange?: (pagination: PaginationState) => void;
  rowCount?: number;
  /** Column ids to group by; group rows expand and collapse. */
  groupBy?: string[];
  /** Virtualized body inside a scroll box of this height; onReachEnd fires when the last row shows. */
  virtual?: { height: number; rowHeight?: number; onReachEnd?: () => void };
  /** Initial expanded state of group rows (`true` = all expanded); collapsed when absent. */
  defaultExpanded?: true | Record<string, boolean>;
}

const EMPTY_GROUPING: string[] = [];

/** The generic table of the shell document: sorting, grouping, virtualization, pagination, empty and loading. */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { columns, data, isLoading, emptyText = 'No data available', pagination, rowCount } = props;
  const [innerSorting, setInnerSorting] = useState<SortingState>([]);
  const [expanded, setExpanded] = useState<true | Record<string, boolean>>(props.defaultExpanded ?? {});
  const sorting = props.sorting ?? innerSorting;
  const grouping = props.groupBy ?? EMPTY_GROUPING;
  const paged = pagination !== undefined;
  const manualPagination = rowCount !== undefined;

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: props.getRowId,
    state: {
      sorting,
      grouping,
      expanded,
      pagination: pagination ?? { pageIndex: 0, pageSize: Math.max(data.length, 1) },
    },
    onSortingChange: (u: Updater<SortingState>) => {
      const next = functionalUpdate(u, sorting);
      if (props.onSortingChange) props.onSortingChange(next);
      else setInnerSorting(next);
    },
    onExpandedChange: (u) => setExpanded((prev) => functionalUpdate(u, prev)),
    onPaginationChange: (u: Updater<PaginationState>) => {
      if (pagination && props.onPaginationChange) props.onPaginationChange(functionalUpdate(u, pagination));
    },
    manualSorting: props.manualSorting,
    // Every column sorts ascending first (the library would start numbers descending).
    sortDescFirst: false,
    manualPagination: manualPagination || !paged,
    rowCount,
    autoResetPageIndex: false,
    autoResetExpanded: false,
  });

  const rows = table.getRowModel().rows;
  const headerGroups = table.getHeaderGroups();
  const columnCount = useMemo(() => Math.max(table.getAllLeafColumns().length, 1), [table, columns]);
  const showSkeleton = isLoading && data.length === 0;
  const pageCount = manualPagination ? Math.ceil((rowCount ?? 0) / (pagination?.pageSize || 1)) : table.getPageCount();

  const onRowClick = props.onRowClick;
  const body = showSkeleton ? (
    <TableSkeletonRows columns={columnCount} />
  ) : rows.length === 0 ? (
    <tr>
      <td colSpan={columnCount} className="px-3 py-10 text-center text-sm text-gray-500">
        {emptyText}
      </td>
    </tr>
  ) : null;

  return (
    <div
      className="flex min-h-0 flex-col overflow-hidden rounded-md border border-gray-200 bg-white"
      aria-busy={isLoading ? 'true' : 'false'}
    >
      {props.virtual && !body ? (
        <VirtualTable rows={rows} headerGroups={headerGroups} onRowClick={onRowClick} {...props.virtual} />
      ) : (
        <div className="min-h-0 overflow-auto">
          <table className="w-full border-collapse text-sm">
            <TableHead headerGroups={headerGroups} />
            <tbody>{body ?? <TableBodyRows rows={rows} onRowClick={onRowClick} />}</tbody>
          </table>
        </div>
      )}
      {paged && pagination && (
        <PaginationBar
          pageIndex={pagination.pageIndex}
          pageCount={pageCount}
          pageSize={pagination.pageSize}
          onPageChange={(pageIndex) => props.onPaginationChange?.({ ...pagination, pageIndex })}
          onPageSizeChange={(pageSize) => props.onPaginationChange?.({ pageIndex: 0, pageSize })}
        />
      )}
    </div>
  );
}
