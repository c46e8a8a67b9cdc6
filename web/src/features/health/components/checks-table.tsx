import type { SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../../components/table/data-table';
import type { CheckSummary } from '../api/types';
import { NO_GROUP } from '../lib/health-params';
import { checkColumns } from './check-columns';

export interface ChecksTableProps {
  checks: CheckSummary[];
  isLoading: boolean;
  groupBy: string;
  groupLabel: string;
  sortBy?: string;
  sortDesc: boolean;
  onSortChange: (sortBy: string | undefined, sortDesc: boolean) => void;
  onOpen: (check: CheckSummary) => void;
}

const GROUPING = ['group'];

/** The table layout: sortable, grouped (groups start expanded), a row opens the check drawer. */
export function ChecksTable(props: ChecksTableProps) {
  const { groupBy, groupLabel, sortBy, sortDesc } = props;
  const columns = useMemo(() => checkColumns(groupBy, groupLabel), [groupBy, groupLabel]);
  const sorting = useMemo<SortingState>(() => (sortBy ? [{ id: sortBy, desc: sortDesc }] : []), [sortBy, sortDesc]);
  return (
    <DataTable
      // A new grouping starts with its groups expanded again.
      key={groupBy}
      columns={columns}
      data={props.checks}
      isLoading={props.isLoading}
      getRowId={(c) => c.id}
      onRowClick={props.onOpen}
      sorting={sorting}
      onSortingChange={(next) => props.onSortChange(next[0]?.id, next[0]?.desc ?? false)}
      groupBy={groupBy === NO_GROUP ? undefined : GROUPING}
      defaultExpanded
    />
  );
}
