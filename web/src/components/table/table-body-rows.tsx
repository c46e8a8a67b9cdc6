import type { Row, RowData } from '@tanstack/react-table';
import { FlexRender } from '@tanstack/react-table';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { CSSProperties } from 'react';
import { cn } from '../../lib/cn';
import type { DataTableFeatures } from './table-features';

type TableRow<T extends RowData> = Row<DataTableFeatures, T>;

export function TableRowView<T extends RowData>({
  row,
  onRowClick,
  style,
}: {
  row: TableRow<T>;
  onRowClick?: (row: T) => void;
  style?: CSSProperties;
}) {
  const grouped = row.getIsGrouped();
  const clickable = !grouped && !!onRowClick;
  return (
    <tr
      style={style}
      onClick={grouped ? row.getToggleExpandedHandler() : clickable ? () => onRowClick(row.original) : undefined}
      className={cn(
        'border-b border-gray-100',
        grouped ? 'cursor-pointer bg-gray-50 font-medium' : clickable && 'cursor-pointer hover:bg-blue-50',
      )}
    >
      {row.getAllCells().map((cell) => (
        <td key={cell.id} className="px-3 py-2 align-middle text-gray-800">
          {cell.getIsGrouped() ? (
            <span className="inline-flex items-center gap-1">
              <button
                type="button"
                aria-label={row.getIsExpanded() ? 'Collapse group' : 'Expand group'}
                aria-expanded={row.getIsExpanded()}
                className="text-gray-500"
              >
                {row.getIsExpanded() ? <ChevronDown size={14} /> : <ChevronRight size={14} />}
              </button>
              <FlexRender cell={cell} /> <span className="text-gray-500">({row.subRows.length})</span>
            </span>
          ) : cell.getIsPlaceholder() ? null : (
            <FlexRender cell={cell} />
          )}
        </td>
      ))}
    </tr>
  );
}

export function TableBodyRows<T extends RowData>({
  rows,
  onRowClick,
}: {
  rows: TableRow<T>[];
  onRowClick?: (row: T) => void;
}) {
  return (
    <>
      {rows.map((row) => (
        <TableRowView key={row.id} row={row} onRowClick={onRowClick} />
      ))}
    </>
  );
}
