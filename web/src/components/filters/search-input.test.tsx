import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

afterEach(() => vi.useRealTimers());

describe('SearchInput', () => {
  it('reports the text once typing pauses for 400 ms', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<SearchInput value="" onChange={onChange} placeholder="Search checks" />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search checks' }), { target: { value: 'ap' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search checks' }), { target: { value: 'api' } });
    act(() => vi.advanceTimersByTime(399));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('api');
  });
});
