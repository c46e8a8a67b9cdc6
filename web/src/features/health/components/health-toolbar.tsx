import { LayoutGrid, Table2 } from 'lucide-react';
import { SearchInput } from '../../../components/filters/search-input';
import { SelectBox } from '../../../components/select/select-box';
import { cn } from '../../../lib/cn';
import type { Option } from '../lib/check-grouping';
import type { HealthParams, PivotCellType } from '../lib/health-params';

const CELL_TYPES: Option[] = [
  { value: 'checkStatus', label: 'Status' },
  { value: 'uptime', label: 'Uptime' },
  { value: 'latency', label: 'Latency' },
];

export interface HealthToolbarProps {
  params: HealthParams;
  update: (patch: Partial<HealthParams>) => void;
  groupOptions: Option[];
  tabOptions: Option[];
  labelKeys: string[];
}

/** Search, Group By, Tab By, pivot and layout: every choice goes to the URL. */
export function HealthToolbar({ params, update, groupOptions, tabOptions, labelKeys }: HealthToolbarProps) {
  const layoutButton = (layout: HealthParams['layout'], label: string, Icon: typeof Table2) => (
    <button
      type="button"
      aria-label={label}
      aria-pressed={params.layout === layout}
      onClick={() => update({ layout })}
      className={cn('p-1.5', params.layout === layout ? 'bg-blue-50 text-blue-700' : 'text-gray-500 hover:bg-gray-50')}
    >
      <Icon size={16} />
    </button>
  );
  return (
    <div role="search" className="flex flex-wrap items-center gap-2 border-b border-gray-200 bg-white px-4 py-2">
      <SearchInput
        value={params.query}
        onChange={(query) => update({ query })}
        placeholder="Search by name, description, or endpoint"
        className="w-80"
      />
      <SelectBox
        label="Group By"
        value={params.groupBy}
        options={groupOptions}
        clearable={false}
        onChange={(groupBy) => update({ groupBy })}
      />
      <SelectBox
        label="Tab By"
        value={params.tabBy}
        options={tabOptions}
        clearable={false}
        onChange={(tabBy) => update({ tabBy })}
      />
      <SelectBox
        label="Pivot By"
        value={params.pivotBy === 'labels' ? params.pivotLabel : undefined}
        placeholder="None"
        options={labelKeys.map((k) => ({ value: k, label: k }))}
        onChange={(key) => update({ pivotBy: key ? 'labels' : undefined, pivotLabel: key })}
      />
      {params.pivotBy === 'labels' && (
        <SelectBox
          label="Cell"
          value={params.pivotCellType}
          options={CELL_TYPES}
          clearable={false}
          onChange={(v) => update({ pivotCellType: v as PivotCellType })}
        />
      )}
      <div className="ml-auto inline-flex overflow-hidden rounded-md border border-gray-300 bg-white">
        {layoutButton('table', 'Table layout', Table2)}
        {layoutButton('card', 'Card layout', LayoutGrid)}
      </div>
    </div>
  );
}
