import { columnHelper, type DataColumn } from '../../components/table/table-features';
import { formatAge, formatDateTime } from '../../lib/format-date';
import type { ResourceKind } from './resource-kinds';
import type { ResourceRow } from './resources-api';

const col = columnHelper<ResourceRow>();
const when = (v: unknown) => <span title={formatDateTime(v as string)}>{formatAge(v as string)}</span>;

/** List columns: the kind's own fields, then who and when. */
export function resourceColumns(kind: ResourceKind): DataColumn<ResourceRow>[] {
  const has = (f: string) => kind.fields.includes(f as never);
  const cols: DataColumn<ResourceRow>[] = [col.accessor('name', { header: 'Name' })];
  if (has('namespace')) cols.push(col.accessor((r) => r.namespace ?? '', { id: 'namespace', header: 'Namespace' }));
  for (const f of kind.extra ?? []) {
    cols.push(
      col.accessor((r) => (Array.isArray(r[f.key]) ? (r[f.key] as string[]).join(', ') : String(r[f.key] ?? '')), {
        id: f.key,
        header: f.label,
      }),
    );
  }
  if (has('schedule')) cols.push(col.accessor((r) => r.schedule ?? '', { id: 'schedule', header: 'Schedule' }));
  if (has('source')) cols.push(col.accessor((r) => r.source ?? '', { id: 'source', header: 'Source' }));
  cols.push(
    col.accessor((r) => r.created_by?.name ?? '', { id: 'created_by', header: 'Created By' }),
    col.accessor((r) => r.created_at ?? '', {
      id: 'created_at',
      header: 'Created At',
      cell: (c) => when(c.getValue()),
    }),
    col.accessor((r) => r.updated_at ?? '', {
      id: 'updated_at',
      header: 'Updated At',
      cell: (c) => when(c.getValue()),
    }),
  );
  return cols;
}
