import { Pencil, Trash2 } from 'lucide-react';
import { columnHelper } from '../../components/table/table-features';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/format-date';
import type { Identity } from './users-api';

const col = columnHelper<Identity>();

/** Name, Email, Roles, State, Created At, Actions (Edit User, Delete; only with write on identities). */
export function userColumns(actions: {
  canWrite: boolean;
  onEdit: (u: Identity) => void;
  onDelete: (u: Identity) => void;
}) {
  return [
    col.accessor((u) => u.name || `${u.traits.name.first} ${u.traits.name.last}`.trim(), {
      id: 'name',
      header: 'Name',
    }),
    col.accessor('email', { header: 'Email' }),
    col.accessor((u) => u.roles.join(', '), { id: 'roles', header: 'Roles' }),
    col.accessor('state', { header: 'State' }),
    col.accessor('created_at', { header: 'Created At', cell: (c) => formatDateTime(c.getValue()) }),
    col.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        actions.canWrite ? (
          <div className="flex gap-1">
            <Button size="sm" variant="ghost" onClick={() => actions.onEdit(row.original)}>
              <Pencil size={13} /> Edit User
            </Button>
            <Button size="sm" variant="ghost" className="text-red-600" onClick={() => actions.onDelete(row.original)}>
              <Trash2 size={13} /> Delete
            </Button>
          </div>
        ) : null,
    }),
  ];
}
