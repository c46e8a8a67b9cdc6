import { TriStateFilter } from '../../../components/filters/tri-state-filter';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import type { TriStateMap } from '../../../lib/tri-state';
import type { CheckSummary } from '../api/types';
import { labelFilterOptions, labelId } from '../lib/check-grouping';
import type { HealthParams } from '../lib/health-params';

/** Filter by Health (Hide Passing, default on) and Filter by Label (three-state per label value). */
export function HealthSidebar({
  checks,
  params,
  update,
}: {
  checks: CheckSummary[];
  params: HealthParams;
  update: (patch: Partial<HealthParams>) => void;
}) {
  const groups = labelFilterOptions(checks);
  const setLabels = (key: string, next: TriStateMap) => {
    // Replace this key's entries, keep the others.
    const others = Object.fromEntries(Object.entries(params.labels).filter(([id]) => !id.startsWith(`${key}=`)));
    update({ labels: { ...others, ...next } });
  };
  return (
    <aside
      aria-label="Filters"
      className="flex w-64 shrink-0 flex-col gap-4 overflow-auto border-r border-gray-200 bg-white p-3"
    >
      <section>
        <h2 className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">Filter by Health</h2>
        <ToggleSwitch
          label="Hide Passing"
          checked={params.hidePassing}
          onCheckedChange={(hidePassing) => update({ hidePassing })}
        />
        {params.status && (
          <p className="mt-2 text-xs text-gray-500">
            Showing {params.status} checks.{' '}
            <button
              type="button"
              className="text-blue-700 hover:underline"
              onClick={() => update({ status: undefined })}
            >
              Clear
            </button>
          </p>
        )}
      </section>
      <section>
        <h2 className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">Filter by Label</h2>
        {groups.length === 0 && <p className="text-sm text-gray-500">No options found</p>}
        {groups.map(({ key, values }) => {
          const value = Object.fromEntries(
            values
              .filter((v) => params.labels[labelId(key, v)])
              .map((v) => [labelId(key, v), params.labels[labelId(key, v)]!]),
          );
          return (
            <div key={key} className="mb-2">
              <h3 className="px-2 text-xs font-medium text-gray-700">{key}</h3>
              <TriStateFilter
                options={values.map((v) => ({ value: labelId(key, v), label: v }))}
                value={value}
                onChange={(next) => setLabels(key, next)}
              />
            </div>
          );
        })}
      </section>
    </aside>
  );
}
