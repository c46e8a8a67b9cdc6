import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectBox } from './select-box';

describe('SelectBox', () => {
  it('filters static options and says No options found', async () => {
    const onChange = vi.fn();
    render(
      <SelectBox
        label="Type"
        value={undefined}
        onChange={onChange}
        options={[
          { value: 'canary', label: 'canary' },
          { value: 'team', label: 'team' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Type' }));
    await userEvent.type(screen.getByLabelText('Search Type'), 'tea');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['team']);
    await userEvent.click(screen.getByRole('option', { name: 'team' }));
    expect(onChange).toHaveBeenCalledWith('team');
    await userEvent.click(screen.getByRole('button', { name: 'Type' }));
    await userEvent.type(screen.getByLabelText('Search Type'), 'zzz');
    expect(screen.getByText('No options found')).toBeInTheDocument();
  });

  it('asks to start typing, then searches the server once per debounce window', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi.fn(async (q: string) => [{ value: q, label: `found ${q}` }]);
    render(<SelectBox label="Person" value={undefined} onChange={() => {}} loadOptions={load} debounceMs={100} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Person' }));
    expect(screen.getByText('Start typing to search')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search Person'), 'ab');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toBe('ab');
    expect(await screen.findByRole('option', { name: 'found ab' })).toBeInTheDocument();
    vi.useRealTimers();
  });
});
