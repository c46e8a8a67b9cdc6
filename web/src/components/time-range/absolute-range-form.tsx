import { endOfDay, format, startOfDay } from 'date-fns';
import { useState } from 'react';
import type { TimeRange } from '../../lib/time-range';
import { Button } from '../ui/button';
import { Calendar } from './calendar';

type AbsoluteRange = TimeRange & { type: 'absolute' };
const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

function toInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : format(d, INPUT_FORMAT);
}

function parseInput(value: string): Date | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

export function absoluteDisplay(from: Date, to: Date): string {
  return `${format(from, 'yyyy-MM-dd HH:mm')} to ${format(to, 'yyyy-MM-dd HH:mm')}`;
}

export interface AbsoluteRangeFormProps {
  initial?: AbsoluteRange;
  recent: AbsoluteRange[];
  onApply: (range: AbsoluteRange) => void;
  onClear: () => void;
}

/** From and To inputs with a calendar, Clear and Submit (disabled until both are set), recent ranges. */
export function AbsoluteRangeForm({ initial, recent, onApply, onClear }: AbsoluteRangeFormProps) {
  const [from, setFrom] = useState(toInput(initial?.from));
  const [to, setTo] = useState(toInput(initial?.to));
  const fromDate = parseInput(from);
  const toDate = parseInput(to);

  function pickDay(day: Date) {
    // First click sets From, the second sets To; a click before From starts again.
    if (!fromDate || (fromDate && toDate) || day < fromDate) {
      setFrom(format(startOfDay(day), INPUT_FORMAT));
      setTo('');
    } else {
      setTo(format(endOfDay(day), INPUT_FORMAT));
    }
  }

  function submit() {
    if (!fromDate || !toDate) return;
    const [a, b] = fromDate <= toDate ? [fromDate, toDate] : [toDate, fromDate];
    onApply({ type: 'absolute', from: a.toISOString(), to: b.toISOString(), display: absoluteDisplay(a, b) });
  }

  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-xs font-semibold text-gray-500 uppercase">Absolute time range</h3>
      <label className="flex flex-col text-xs text-gray-600">
        From
        <input
          type="datetime-local"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          className="rounded border border-gray-300 px-2 py-1 text-sm"
        />
      </label>
      <label className="flex flex-col text-xs text-gray-600">
        To
        <input
          type="datetime-local"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          className="rounded border border-gray-300 px-2 py-1 text-sm"
        />
      </label>
      <Calendar from={fromDate} to={toDate} onPick={pickDay} />
      <div className="flex gap-2">
        <Button size="sm" onClick={() => (setFrom(''), setTo(''), onClear())}>
          Clear
        </Button>
        <Button size="sm" variant="primary" onClick={submit} disabled={!fromDate || !toDate}>
          Submit
        </Button>
      </div>
      {recent.length > 0 && (
        <div>
          <h3 className="mt-1 text-xs font-semibold text-gray-500 uppercase">Recently used absolute ranges</h3>
          <ul className="mt-1 flex flex-col">
            {recent.map((r) => (
              <li key={`${r.from}-${r.to}`}>
                <button
                  type="button"
                  onClick={() => onApply(r)}
                  className="w-full rounded px-1 py-0.5 text-left text-xs hover:bg-gray-100"
                >
                  {r.display}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
