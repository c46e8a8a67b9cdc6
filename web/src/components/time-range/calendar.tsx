import {
  addDays,
  addMonths,
  format,
  isSameDay,
  isSameMonth,
  isWithinInterval,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';

export interface CalendarProps {
  from?: Date;
  to?: Date;
  onPick: (day: Date) => void;
}

/** A month grid (weeks start Monday) highlighting the picked range. */
export function Calendar({ from, to, onPick }: CalendarProps) {
  const [month, setMonth] = useState(() => startOfMonth(from ?? new Date()));
  const first = startOfWeek(month, { weekStartsOn: 1 });
  const days = Array.from({ length: 42 }, (_, i) => addDays(first, i));
  const inRange = (d: Date) => !!from && !!to && from <= to && isWithinInterval(d, { start: from, end: to });
  return (
    <div className="w-64 text-sm" aria-label="Calendar">
      <div className="mb-1 flex items-center justify-between">
        <button
          type="button"
          aria-label="Previous month"
          onClick={() => setMonth((m) => addMonths(m, -1))}
          className="rounded p-1 hover:bg-gray-100"
        >
          <ChevronLeft size={14} />
        </button>
        <span className="font-medium">{format(month, 'MMMM yyyy')}</span>
        <button
          type="button"
          aria-label="Next month"
          onClick={() => setMonth((m) => addMonths(m, 1))}
          className="rounded p-1 hover:bg-gray-100"
        >
          <ChevronRight size={14} />
        </button>
      </div>
      <div className="grid grid-cols-7 text-center text-xs text-gray-500">
        {['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'].map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-0.5">
        {days.map((d) => {
          const picked = (from && isSameDay(d, from)) || (to && isSameDay(d, to));
          return (
            <button
              key={d.toISOString()}
              type="button"
              aria-label={format(d, 'yyyy-MM-dd')}
              onClick={() => onPick(d)}
              className={cn(
                'rounded py-1 text-xs',
                !isSameMonth(d, month) && 'text-gray-300',
                inRange(d) && 'bg-blue-50',
                picked ? 'bg-blue-600 text-white' : 'hover:bg-gray-100',
              )}
            >
              {format(d, 'd')}
            </button>
          );
        })}
      </div>
    </div>
  );
}
