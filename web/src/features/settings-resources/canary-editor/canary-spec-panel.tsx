import type { ResourceRow } from '../resources-api';
import { CanaryEditor } from './canary-editor';
import { mutationError, useCanaryMutations } from './use-canary-mutations';

/** The Spec tab of /settings/canaries/{id}: the editor with the canary's checks; Update writes the row. */
export function CanarySpecPanel({
  row,
  readOnly,
  deleting,
  onDelete,
}: {
  row: ResourceRow;
  readOnly: boolean;
  deleting?: boolean;
  onDelete: () => void;
}) {
  const { update } = useCanaryMutations();
  return (
    <CanaryEditor
      row={row}
      readOnly={readOnly}
      busy={update.isPending || deleting}
      error={mutationError(update)}
      onDelete={onDelete}
      onSubmit={(payload) => update.mutate({ id: String(row.id), values: payload, name: row.name })}
    />
  );
}
