import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AutoRefreshSelect, refreshIntervalMs, useAutoRefresh } from './auto-refresh-select';

function Harness() {
  const r = useAutoRefresh('test.refresh');
  return (
    <>
      <AutoRefreshSelect value={r.option} onChange={r.setOption} />
      <output data-testid="ms">{r.intervalMs}</output>
    </>
  );
}

describe('auto-refresh selector', () => {
  it('offers the spec options and converts them to milliseconds', () => {
    render(<Harness />);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['None', '15s', '30s', '60s', '2m', '3m', '5m', '10m', '15m']);
    expect(refreshIntervalMs('None')).toBe(0);
    expect(refreshIntervalMs('2m')).toBe(120_000);
    expect(refreshIntervalMs('1h')).toBe(3_600_000);
    expect(refreshIntervalMs('1w')).toBe(604_800_000);
  });

  it('keeps the choice in local storage', async () => {
    const { unmount } = render(<Harness />);
    await userEvent.selectOptions(screen.getByLabelText('Auto refresh'), '30s');
    expect(screen.getByTestId('ms')).toHaveTextContent('30000');
    unmount();
    render(<Harness />);
    expect(screen.getByLabelText('Auto refresh')).toHaveValue('30s');
  });
});
