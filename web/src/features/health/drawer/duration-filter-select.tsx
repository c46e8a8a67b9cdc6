import { useState } from 'react';
import { DURATION_FILTER_OPTIONS, validateDurationFilter } from '../lib/duration-filter';
import { LabelledSelect } from './labelled-select';

/**
 * Duration filter: All, the spec's presets, and a creatable value (a number with ms or s). An invalid value
 * shows the spec's message and is not applied.
 */
export function DurationFilterSelect({ value, onChange }: { value?: string; onChange: (v?: string) => void }) {
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<string[]>([]);
  const options = [
    ...DURATION_FILTER_OPTIONS,
    ...created.filter((c) => !(DURATION_FILTER_OPTIONS as readonly string[]).includes(c)),
  ];
  function create() {
    const v = custom.trim();
    const message = validateDurationFilter(v);
    setError(message);
    if (message) return;
    setCreated((prev) => (prev.includes(v) ? prev : [...prev, v]));
    setCustom('');
    onChange(v);
  }
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2 text-sm">
        <LabelledSelect
          caption="Duration:"
          label="Duration"
          value={value ?? ''}
          options={[{ value: '', label: 'All' }, ...options.map((o) => ({ value: o, label: o }))]}
          onChange={(v) => onChange(v || undefined)}
        />
        <input
          value={custom}
          onChange={(e) => (setCustom(e.target.value), setError(undefined))}
          onKeyDown={(e) => e.key === 'Enter' && create()}
          placeholder="Other, e.g. 250ms"
          aria-label="Custom duration"
          aria-invalid={error ? 'true' : 'false'}
          className="w-36 rounded-md border border-gray-300 px-2 py-1"
        />
        <button type="button" onClick={create} className="text-sm text-blue-700 hover:underline">
          Add
        </button>
      </div>
      {error && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
