import * as Popover from '@radix-ui/react-popover';
import { CalendarClock, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { loadRecentRanges, rememberRecentRange, type TimeRange } from '../../lib/time-range';
import { AbsoluteRangeForm } from './absolute-range-form';
import { RelativeRangeList } from './relative-range-list';

export interface TimeRangePickerProps {
  value: TimeRange | undefined;
  onChange: (range: TimeRange | undefined) => void;
}

/** The time-range picker of the settings document; applying a range closes it. */
export function TimeRangePicker({ value, onChange }: TimeRangePickerProps) {
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState(loadRecentRanges);
  function apply(range: TimeRange) {
    if (range.type === 'absolute') setRecent(rememberRecentRange(range));
    onChange(range);
    setOpen(false);
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label="Time range"
        className="inline-flex items-center gap-1.5 rounded-md border border-gray-300 bg-white px-2 py-1 text-sm"
      >
        <CalendarClock size={14} className="text-gray-500" />
        <span className={value ? '' : 'text-gray-500'}>{value?.display ?? 'Please select time range'}</span>
        <ChevronDown size={14} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          className="z-50 flex gap-4 rounded-md border border-gray-200 bg-white p-3 shadow-lg"
        >
          <AbsoluteRangeForm
            initial={value?.type === 'absolute' ? value : undefined}
            recent={recent}
            onApply={apply}
            onClear={() => onChange(undefined)}
          />
          <div className="w-px bg-gray-200" />
          <RelativeRangeList value={value} onPick={apply} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
