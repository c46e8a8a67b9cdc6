import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DurationFilterSelect } from './duration-filter-select';

describe('DurationFilterSelect', () => {
  it('offers All and the presets, and refuses a created value without ms or s', async () => {
    const onChange = vi.fn();
    render(<DurationFilterSelect value={undefined} onChange={onChange} />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      '100ms',
      '500ms',
      '1s',
      '5s',
      '10s',
      '30s',
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Custom duration' }), '5 minutes{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('duration is allowed only in milli seconds & seconds');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Custom duration' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Custom duration' }), '250ms{Enter}');
    expect(onChange).toHaveBeenCalledWith('250ms');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('option', { name: '250ms' })).toBeInTheDocument();
  });
});
