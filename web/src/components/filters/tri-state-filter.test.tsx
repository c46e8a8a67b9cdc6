import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { serializeTriState, type TriStateMap } from '../../lib/tri-state';
import { TriStateFilter } from './tri-state-filter';

function Harness({ initial = {} }: { initial?: TriStateMap }) {
  const [value, setValue] = useState<TriStateMap>(initial);
  return (
    <>
      <TriStateFilter options={[{ value: 'SUCCESS' }, { value: 'FAILED' }]} value={value} onChange={setValue} />
      <output data-testid="value">{serializeTriState(value)}</output>
    </>
  );
}

describe('TriStateFilter', () => {
  it('includes, excludes and resets a value by clicking the active state', async () => {
    render(<Harness initial={{ SUCCESS: -1 }} />);
    const value = screen.getByTestId('value');
    expect(value).toHaveTextContent('SUCCESS:-1');
    expect(screen.getByRole('button', { name: 'Exclude SUCCESS' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Include FAILED' }));
    expect(value).toHaveTextContent('SUCCESS:-1,FAILED:1');

    await userEvent.click(screen.getByRole('button', { name: 'Exclude SUCCESS' }));
    expect(value).toHaveTextContent(/^FAILED:1$/);

    await userEvent.click(screen.getByRole('button', { name: 'Exclude FAILED' }));
    expect(value).toHaveTextContent(/^FAILED:-1$/);
    await userEvent.click(screen.getByRole('button', { name: 'Exclude FAILED' }));
    expect(value).toBeEmptyDOMElement();
  });

  it('says No options found without options', () => {
    render(<TriStateFilter options={[]} value={{}} onChange={() => {}} />);
    expect(screen.getByText('No options found')).toBeInTheDocument();
  });
});
