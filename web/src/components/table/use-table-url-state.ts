import type { PaginationState, SortingState } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface TableUrlStateOptions {
  defaultPageSize?: number;
  defaultSortBy?: string;
  defaultSortOrder?: 'asc' | 'desc';
}

/**
 * Page and sort live in the query string (pageIndex, pageSize, sortBy, sortOrder) so a table's view can be
 * linked and survives reloads. Changing the sort or page size returns to the first page.
 */
export function useTableUrlState({
  defaultPageSize = 50,
  defaultSortBy,
  defaultSortOrder = 'desc',
}: TableUrlStateOptions = {}) {
  const [params, setParams] = useSearchParams();
  const pageIndex = Math.max(0, Number(params.get('pageIndex') ?? 0) || 0);
  const pageSize = Math.max(1, Number(params.get('pageSize') ?? defaultPageSize) || defaultPageSize);
  const sortBy = params.get('sortBy') ?? defaultSortBy;
  const sortOrder: 'asc' | 'desc' = (params.get('sortOrder') ?? defaultSortOrder) === 'asc' ? 'asc' : 'desc';

  const pagination = useMemo<PaginationState>(() => ({ pageIndex, pageSize }), [pageIndex, pageSize]);
  const sorting = useMemo<SortingState>(
    () => (sortBy ? [{ id: sortBy, desc: sortOrder === 'desc' }] : []),
    [sortBy, sortOrder],
  );

  const setPagination = useCallback(
    (next: PaginationState) =>
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        if (next.pageIndex) p.set('pageIndex', String(next.pageIndex));
        else p.delete('pageIndex');
        if (next.pageSize !== defaultPageSize) p.set('pageSize', String(next.pageSize));
        else p.delete('pageSize');
        if (next.pageSize !== pageSize) p.delete('pageIndex');
        return p;
      }),
    [setParams, defaultPageSize, pageSize],
  );

  const setSorting = useCallback(
    (next: SortingState) =>
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        const first = next[0];
        // An explicit "none" keeps the default from coming back.
        p.set('sortBy', first?.id ?? '');
        p.set('sortOrder', first?.desc === false ? 'asc' : 'desc');
        p.delete('pageIndex');
        return p;
      }),
    [setParams],
  );

  return { pagination, sorting, setPagination, setSorting, sortBy: sortBy || undefined, sortOrder };
}
