import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResourceForm } from './resource-form';
import { RESOURCE_KINDS } from './resource-kinds';

const kind = RESOURCE_KINDS.canaries;
const row = {
  id: '1',
  name: 'api',
  namespace: 'prod',
  labels: {},
  spec: { http: [] },
  source: 'UI',
  schedule: '@every 1m',
};

describe('ResourceForm read-only rules', () => {
  it('locks name and namespace of an existing resource and offers Update and Delete', async () => {
    const onSubmit = vi.fn();
    render(<ResourceForm kind={kind} row={row} readOnly={false} onSubmit={onSubmit} onDelete={() => {}} />);
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Namespace')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Labels')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Source')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Schedule'));
    await userEvent.type(screen.getByLabelText('Schedule'), '@every 5m');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ schedule: '@every 5m', name: 'api' });
  });

  it('locks labels of a source-managed resource', () => {
    render(<ResourceForm kind={kind} row={{ ...row, source: 'ConfigFile' }} readOnly={false} onSubmit={() => {}} />);
    expect(screen.getByLabelText('Labels')).toHaveAttribute('readonly');
  });

  it('shows no buttons without write permission', () => {
    render(<ResourceForm kind={kind} row={row} readOnly onSubmit={() => {}} onDelete={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Schedule')).toHaveAttribute('readonly');
  });

  it('requires a name for a new resource and says Save', async () => {
    const onSubmit = vi.fn();
    render(<ResourceForm kind={kind} readOnly={false} onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
