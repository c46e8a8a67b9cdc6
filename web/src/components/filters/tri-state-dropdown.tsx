import * as Popover from '@radix-ui/react-popover';
import { ChevronDown } from 'lucide-react';
import { splitTriState, type TriStateMap } from '../../lib/tri-state';
import { TriStateFilter, type TriStateOption } from './tri-state-filter';

/** A labelled button that opens a three-state filter; the button summarises the choice (`!` = excluded). */
export function TriStateDropdown({
  label,
  ...filter
}: {
  label: string;
  options: TriStateOption[];
  value: TriStateMap;
  onChange: (v: TriStateMap) => void;
}) {
  const { include, exclude } = splitTriState(filter.value);
  const summary = [...include, ...exclude.map((v) => `!${v}`)].join(', ') || 'All';
  return (
    <Popover.Root>
      <Popover.Trigger
        className="inline-flex items-center gap-1 rounded-md border border-gray-300 bg-white px-2 py-1 text-sm"
        aria-label={`${label} filter`}
      >
        <span className="text-gray-500">{label}:</span>
        <span className="max-w-48 truncate">{summary}</span>
        <ChevronDown size={14} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-64 rounded-md border border-gray-200 bg-white p-1 shadow-lg"
        >
          <TriStateFilter {...filter} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
