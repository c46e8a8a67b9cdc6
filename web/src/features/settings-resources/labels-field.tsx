import { forwardRef, type TextareaHTMLAttributes } from 'react';

/** The Labels box: labels typed as JSON text (see `parseLabels`). */
export const LabelsField = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function LabelsField(textarea, ref) {
    return (
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-gray-700">Labels</span>
        <textarea
          ref={ref}
          aria-label="Labels"
          className="rounded-md border border-gray-300 px-2 py-1 font-mono text-xs read-only:bg-gray-50"
          {...textarea}
        />
      </label>
    );
  },
);
