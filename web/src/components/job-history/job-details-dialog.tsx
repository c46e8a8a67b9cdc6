import type { JobHistory } from '../../api/job-history';
import { formatDuration } from '../../lib/duration';
import { formatDateTime } from '../../lib/format-date';
import { LazyCodeEditor } from '../code/lazy-code-editor';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { StatusBadge } from '../ui/status-dot';

function errorsOf(job: JobHistory): string[] {
  const errors = job.details?.errors;
  if (Array.isArray(errors)) return errors.map((e) => (typeof e === 'string' ? e : JSON.stringify(e)));
  return typeof errors === 'string' && errors ? [errors] : [];
}

/** The details dialog a job history row opens. */
export function JobDetailsDialog({ job, onClose }: { job: JobHistory | undefined; onClose: () => void }) {
  if (!job) return null;
  const errors = errorsOf(job);
  const facts: [string, React.ReactNode][] = [
    ['Job Name', job.name],
    ['Status', <StatusBadge key="s" status={job.status} />],
    ['Resource Type', job.resource_type],
    ['Resource', job.resource_name ?? job.resource_id],
    ['Resource ID', job.resource_id],
    ['Agent', job.agent?.name],
    ['Started', formatDateTime(job.time_start)],
    ['Duration', formatDuration(job.duration_millis)],
    ['Success Count', job.success_count],
    ['Error Count', job.error_count],
    ['Created', formatDateTime(job.created_at)],
  ];
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Job: ${job.name}`}
      size="lg"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1.5 text-sm">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-gray-500">{k}</dt>
            <dd className="break-all text-gray-900">{v ?? ''}</dd>
          </div>
        ))}
      </dl>
      {errors.length > 0 && (
        <div className="mt-4">
          <h3 className="mb-1 text-sm font-semibold text-red-700">Errors</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-red-800">
            {errors.map((e, i) => (
              <li key={i} className="break-words">
                {e}
              </li>
            ))}
          </ul>
        </div>
      )}
      <h3 className="mt-4 mb-1 text-sm font-semibold">Details</h3>
      <LazyCodeEditor
        value={JSON.stringify(job.details ?? {}, null, 2)}
        language="json"
        readOnly
        size="small"
        ariaLabel="Job details"
      />
    </Dialog>
  );
}
