import { TABLE_PAGE_SIZES } from '@opsdeck/common';
import { useEffect, useState } from 'react';
import { Button } from '../ui/button';

export interface PaginationBarProps {
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  pageSizes?: readonly number[];
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** "Page x of y", Go to page, page-size select, <<, Previous, Next, >> (shell document: table conventions). */
export function PaginationBar({
  pageIndex,
  pageCount,
  pageSize,
  pageSizes = TABLE_PAGE_SIZES,
  ...on
}: PaginationBarProps) {
  const pages = Math.max(pageCount, 1);
  const [goTo, setGoTo] = useState(String(pageIndex + 1));
  useEffect(() => setGoTo(String(pageIndex + 1)), [pageIndex]);
  const canPrev = pageIndex > 0;
  const canNext = pageIndex < pages - 1;
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);

  function submitGoTo() {
    const n = Number(goTo);
    if (!Number.isInteger(n)) return setGoTo(String(pageIndex + 1));
    const target = Math.min(Math.max(n, 1), pages) - 1;
    setGoTo(String(target + 1));
    if (target !== pageIndex) on.onPageChange(target);
  }

  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center gap-2 border-t border-gray-200 bg-white px-3 py-2 text-sm"
    >
      <Button size="sm" aria-label="First page" onClick={() => on.onPageChange(0)} disabled={!canPrev}>
        {'<<'}
      </Button>
      <Button size="sm" onClick={() => on.onPageChange(pageIndex - 1)} disabled={!canPrev}>
        Previous
      </Button>
      <Button size="sm" onClick={() => on.onPageChange(pageIndex + 1)} disabled={!canNext}>
        Next
      </Button>
      <Button size="sm" aria-label="Last page" onClick={() => on.onPageChange(pages - 1)} disabled={!canNext}>
        {'>>'}
      </Button>
      <span className="px-1 text-gray-700">
        Page <strong>{pageIndex + 1}</strong> of <strong>{pages}</strong>
      </span>
      <label className="flex items-center gap-1 text-gray-700">
        Go to page
        <input
          type="number"
          min={1}
          max={pages}
          value={goTo}
          onChange={(e) => setGoTo(e.target.value)}
          onBlur={submitGoTo}
          onKeyDown={(e) => e.key === 'Enter' && submitGoTo()}
          className="w-16 rounded border border-gray-300 px-1.5 py-0.5"
        />
      </label>
      <select
        aria-label="Page size"
        value={pageSize}
        onChange={(e) => on.onPageSizeChange(Number(e.target.value))}
        className="rounded border border-gray-300 bg-white px-1.5 py-0.5"
      >
        {sizes.map((s) => (
          <option key={s} value={s}>
            Show {s}
          </option>
        ))}
      </select>
    </nav>
  );
}
