import { Pencil, Trash2 } from 'lucide-react';
import { columnHelper } from '../../components/table/table-features';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/format-date';
import type { FlagRow } from './flags-api';

const col = columnHelper<FlagRow>();

const creator = (r: FlagRow) => (r.created_by && typeof r.created_by === 'object' ? r.created_by.name : '');

/** Name, Value, Description, Source, Created By, dates; Edit/Remove only with write on properties. */
export function flagColumns(actions: {
  canWrite: boolean;
  onEdit: (f: FlagRow) => void;
  onRemove: (f: FlagRow) => void;
}) {
  return [
    col.accessor('name', { header: 'Name' }),
    col.accessor('value', { header: 'Value' }),
    col.accessor((r) => r.description ?? '', { id: 'description', header: 'Description' }),
    col.accessor((r) => r.source ?? '', { id: 'source', header: 'Source' }),
    col.accessor(creator, { id: 'created_by', header: 'Created By' }),
    col.accessor((r) => r.created_at ?? '', {
      id: 'created_at',
      header: 'Created At',
      cell: (c) => formatDateTime(c.getValue()),
    }),
    col.accessor((r) => r.updated_at ?? '', {
      id: 'updated_at',
      header: 'Updated At',
      cell: (c) => formatDateTime(c.getValue()),
    }),
    col.display({
      id: 'actions',
      header: '',
      cell: ({ row }) =>
        actions.canWrite ? (
          <div className="flex gap-1">
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Edit ${row.original.name}`}
              onClick={() => actions.onEdit(row.original)}
            >
              <Pencil size={13} />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-600"
              aria-label={`Remove ${row.original.name}`}
              onClick={() => actions.onRemove(row.original)}
            >
              <Trash2 size={13} />
            </Button>
          </div>
        ) : null,
    }),
  ];
}
