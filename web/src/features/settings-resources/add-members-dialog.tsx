import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/feedback';
import { fetchPeople, teamMemberKeys, type Person } from './team-members-api';

/** Add Members: pick people who are not in the team yet. */
export function AddMembersDialog({
  memberIds,
  busy,
  onAdd,
  onClose,
}: {
  memberIds: Set<string>;
  busy: boolean;
  onAdd: (people: Person[]) => void;
  onClose: () => void;
}) {
  const people = useQuery({ queryKey: teamMemberKeys.people, queryFn: fetchPeople });
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Map<string, Person>>(new Map());
  const q = search.trim().toLowerCase();
  const candidates = (people.data ?? []).filter(
    (p) => !memberIds.has(p.id) && (!q || `${p.name} ${p.email ?? ''}`.toLowerCase().includes(q)),
  );
  const toggle = (p: Person) =>
    setPicked((m) => {
      const next = new Map(m);
      if (!next.delete(p.id)) next.set(p.id, p);
      return next;
    });
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="Add Members"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" disabled={busy || picked.size === 0} onClick={() => onAdd([...picked.values()])}>
            Add
          </Button>
        </>
      }
    >
      <input
        aria-label="Search people"
        placeholder="Search people"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="mb-2 w-full rounded-md border border-gray-300 px-3 py-1.5 text-sm"
      />
      {people.isPending ? (
        <Spinner />
      ) : candidates.length === 0 ? (
        <p className="p-4 text-center text-sm text-gray-500">No people to add</p>
      ) : (
        <ul className="max-h-72 overflow-auto text-sm">
          {candidates.map((p) => (
            <li key={p.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 hover:bg-gray-50">
                <input type="checkbox" checked={picked.has(p.id)} onChange={() => toggle(p)} />
                <span>{p.name}</span>
                {p.email && <span className="text-gray-500">{p.email}</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
