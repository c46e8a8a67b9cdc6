import { Minus, Plus } from 'lucide-react';
import { cn } from '../../lib/cn';
import { nextTriState, type TriState, type TriStateMap } from '../../lib/tri-state';

export interface TriStateOption {
  value: string;
  label?: string;
}

export interface TriStateFilterProps {
  options: TriStateOption[];
  value: TriStateMap;
  onChange: (value: TriStateMap) => void;
}

/** Include/exclude buttons per value; clicking the active state resets it (shell document §4). */
export function TriStateFilter({ options, value, onChange }: TriStateFilterProps) {
  function click(option: string, clicked: 1 | -1) {
    const state = nextTriState((value[option] ?? 0) as TriState, clicked);
    const next = { ...value };
    if (state === 0) delete next[option];
    else next[option] = state;
    onChange(next);
  }
  if (options.length === 0) return <div className="px-2 py-1.5 text-sm text-gray-500">No options found</div>;
  return (
    <ul className="flex flex-col">
      {options.map(({ value: option, label = option }) => {
        const state = value[option] ?? 0;
        return (
          <li
            key={option}
            className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-gray-50"
            data-state={state}
          >
            <span
              className={cn(
                'flex-1 truncate',
                state === -1 && 'text-gray-400 line-through',
                state === 1 && 'font-medium',
              )}
            >
              {label}
            </span>
            <button
              type="button"
              aria-label={`Include ${label}`}
              aria-pressed={state === 1}
              onClick={() => click(option, 1)}
              className={cn(
                'rounded p-0.5',
                state === 1 ? 'bg-green-600 text-white' : 'text-gray-400 hover:bg-gray-200',
              )}
            >
              <Plus size={14} />
            </button>
            <button
              type="button"
              aria-label={`Exclude ${label}`}
              aria-pressed={state === -1}
              onClick={() => click(option, -1)}
              className={cn(
                'rounded p-0.5',
                state === -1 ? 'bg-red-600 text-white' : 'text-gray-400 hover:bg-gray-200',
              )}
            >
              <Minus size={14} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
