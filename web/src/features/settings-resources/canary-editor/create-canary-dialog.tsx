import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { Dialog } from '../../../components/ui/dialog';
import { CanaryEditor } from './canary-editor';
import type { CheckType } from './check-types';
import { TypeTiles } from './type-tiles';
import { mutationError, useCanaryMutations } from './use-canary-mutations';

/** The add button's dialog: the tile grid of check types, then the editor (Back returns to the tiles). */
export function CreateCanaryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [type, setType] = useState<CheckType>();
  const { create } = useCanaryMutations();
  const navigate = useNavigate();
  const change = (o: boolean) => {
    if (!o) {
      setType(undefined);
      create.reset();
    }
    onOpenChange(o);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={type ? `Add ${type.label} Health Check` : 'Add Health Checks'}
      size="xl"
    >
      {open && !type && <TypeTiles onSelect={setType} />}
      {open && type && (
        <CanaryEditor
          key={type.type}
          initialType={type}
          readOnly={false}
          busy={create.isPending}
          error={mutationError(create)}
          onBack={() => {
            setType(undefined);
            create.reset();
          }}
          onSubmit={(payload) =>
            create.mutate(payload, {
              onSuccess: (row) => {
                change(false);
                navigate(paths.settingsRow.href('canaries', String(row.id ?? '')));
              },
            })
          }
        />
      )}
    </Dialog>
  );
}
