import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { loadRecentRanges, type TimeRange } from '../../lib/time-range';
import { TimeRangePicker } from './time-range-picker';

function Harness({ initial }: { initial?: TimeRange }) {
  const [value, setValue] = useState<TimeRange | undefined>(initial);
  return (
    <>
      <TimeRangePicker value={value} onChange={setValue} />
      <output data-testid="value">{value ? JSON.stringify(value) : 'none'}</output>
    </>
  );
}

describe('TimeRangePicker', () => {
  it('shows the placeholder, applies a relative preset and closes', async () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Time range' })).toHaveTextContent('Please select time range');
    await userEvent.click(screen.getByRole('button', { name: 'Time range' }));
    await userEvent.click(screen.getByRole('button', { name: '2 days' }));
    expect(screen.getByTestId('value')).toHaveTextContent('{"type":"relative","range":"now-2d","display":"2 days"}');
    expect(screen.queryByRole('button', { name: '2 days' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Time range' })).toHaveTextContent('2 days');
  });

  it('offers future ranges and quick ranges', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Time range' }));
    await userEvent.click(screen.getByRole('button', { name: 'Future' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next 1 hour' }));
    expect(screen.getByTestId('value')).toHaveTextContent('"range":"now+1h"');
    await userEvent.click(screen.getByRole('button', { name: 'Time range' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(screen.getByTestId('value')).toHaveTextContent(
      '{"type":"mapped","display":"Yesterday","from":"now-1d/d","to":"now-1d/d"}',
    );
  });

  it('keeps Submit disabled until From and To are set, then remembers the range', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Time range' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /^\d{4}-\d{2}-10$/ }));
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /^\d{4}-\d{2}-12$/ }));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    const value = JSON.parse(screen.getByTestId('value').textContent!) as TimeRange & { type: 'absolute' };
    expect(value.type).toBe('absolute');
    expect(new Date(value.from).getDate()).toBe(10);
    expect(new Date(value.to).getDate()).toBe(12);
    expect(new Date(value.to).getHours()).toBe(23);
    expect(loadRecentRanges()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Time range' }));
    expect(screen.getByText('Recently used absolute ranges')).toBeInTheDocument();
  });

  it('Clear removes the range', async () => {
    render(<Harness initial={{ type: 'relative', range: 'now-1h', display: '1 hour' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Time range' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });
});
