import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { Dialog } from '../../components/ui/dialog';
import { ResourceForm } from './resource-form';
import type { ResourceKind } from './resource-kinds';
import { useResourceMutations } from './use-resource-mutations';

/** The add button's dialog: a new row, then its detail page. */
export function CreateResourceDialog({
  kind,
  open,
  onOpenChange,
}: {
  kind: ResourceKind;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { create } = useResourceMutations(kind);
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Add ${kind.title}`} size="lg">
      {open && (
        <ResourceForm
          kind={kind}
          readOnly={false}
          busy={create.isPending}
          onSubmit={(values) =>
            create.mutate(values, {
              onSuccess: (row) => {
                onOpenChange(false);
                navigate(paths.settingsRow.href(kind.table, String(row[kind.key] ?? '')));
              },
            })
          }
        />
      )}
    </Dialog>
  );
}
