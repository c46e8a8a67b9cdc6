import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CanaryEditor } from './canary-editor';
import { checkType } from './check-types';

const http = checkType('http')!;
const httpRow = {
  id: 'c1',
  name: 'payments',
  namespace: 'prod',
  labels: { team: 'pay' },
  spec: { schedule: '@every 5m', http: [{ name: 'api', url: 'https://pay.example/health', method: 'GET' }] },
  schedule: '@every 5m',
  source: 'UI',
};

describe('CanaryEditor', () => {
  it('shows the spec messages and submits nothing while the form is invalid', async () => {
    const onSubmit = vi.fn();
    render(<CanaryEditor initialType={http} readOnly={false} onSubmit={onSubmit} />);
    expect(screen.getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(screen.getByLabelText('Threshold (ms)'), 'fast');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Name, Schedule, Check Name and URL
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByText('This field must be a number')).toBeInTheDocument();
    expect(screen.getByLabelText('URL')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('writes a new http canary in the canary-checker shape', async () => {
    const onSubmit = vi.fn();
    render(<CanaryEditor initialType={http} readOnly={false} onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Source')).toHaveValue('UI');
    await userEvent.type(screen.getByLabelText('Name'), 'web');
    await userEvent.selectOptions(screen.getByLabelText('Schedule'), '@every 1m');
    await userEvent.type(screen.getByLabelText('Check Name'), 'home');
    await userEvent.type(screen.getByLabelText('URL'), 'http://web/healthz');
    await userEvent.click(screen.getByRole('checkbox', { name: '200' }));
    await userEvent.selectOptions(screen.getByLabelText('Test type'), 'expr');
    await userEvent.type(screen.getByLabelText('Test'), 'code == 200');
    // Basic auth from a secret; switching mode clears the typed value.
    await userEvent.selectOptions(screen.getByLabelText('Authentication'), 'basic');
    await userEvent.type(screen.getByLabelText('Username'), 'typed');
    await userEvent.selectOptions(screen.getByLabelText('Username source'), 'secret');
    await userEvent.selectOptions(screen.getByLabelText('Username source'), 'static');
    expect(screen.getByLabelText('Username')).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText('Password source'), 'secret');
    await userEvent.type(screen.getByLabelText('Password name'), 'web-creds');
    await userEvent.type(screen.getByLabelText('Password key'), 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'web',
      namespace: 'default',
      labels: {},
      icon: null,
      schedule: '@every 1m',
      spec: {
        schedule: '@every 1m',
        http: [
          {
            name: 'home',
            url: 'http://web/healthz',
            method: 'GET',
            responseCodes: [200],
            test: { expr: 'code == 200' },
            password: { valueFrom: { secretKeyRef: { name: 'web-creds', key: 'password' } } },
          },
        ],
      },
    });
  });

  it('opens the Code tab for types without a form and keeps the Form tab shut', async () => {
    const row = { ...httpRow, spec: { schedule: '@every 5m', dns: [{ name: 'resolver', query: 'example.com' }] } };
    render(<CanaryEditor row={row} readOnly={false} onSubmit={() => {}} />);
    expect(screen.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Form' })).toBeDisabled();
    await waitFor(() => expect(document.querySelector('.cm-content')?.textContent).toContain('query: example.com'));
    expect(document.querySelector('.cm-content')?.textContent).not.toContain('schedule');
  });

  it('moves form edits to the Code tab and back', async () => {
    const onSubmit = vi.fn();
    render(<CanaryEditor row={httpRow} readOnly={false} onSubmit={onSubmit} />);
    expect(screen.getByLabelText('URL')).toHaveValue('https://pay.example/health');
    await userEvent.clear(screen.getByLabelText('URL'));
    await userEvent.type(screen.getByLabelText('URL'), 'https://pay.example/ready');
    await userEvent.click(screen.getByRole('tab', { name: 'Code' }));
    await waitFor(() => expect(document.querySelector('.cm-content')?.textContent).toContain('/ready'));
    await userEvent.click(screen.getByRole('tab', { name: 'Form' }));
    expect(screen.getByLabelText('URL')).toHaveValue('https://pay.example/ready');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      labels: { team: 'pay' },
      icon: null,
      schedule: '@every 5m',
      spec: { schedule: '@every 5m', http: [{ name: 'api', url: 'https://pay.example/ready', method: 'GET' }] },
    });
  });

  it('says Saving… and Updating… while busy, with the buttons disabled', () => {
    const { rerender } = render(<CanaryEditor initialType={http} readOnly={false} busy onSubmit={() => {}} />);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    rerender(<CanaryEditor row={httpRow} readOnly={false} busy onSubmit={() => {}} onDelete={() => {}} />);
    expect(screen.getByRole('button', { name: 'Updating…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    rerender(<CanaryEditor row={httpRow} readOnly={false} onSubmit={() => {}} onDelete={() => {}} />);
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('shows the server message and keeps what was typed', async () => {
    const { rerender } = render(<CanaryEditor initialType={http} readOnly={false} onSubmit={() => {}} />);
    await userEvent.type(screen.getByLabelText('Name'), 'kept');
    rerender(<CanaryEditor initialType={http} readOnly={false} error="invalid Canary: boom" onSubmit={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('invalid Canary: boom');
    expect(screen.getByLabelText('Name')).toHaveValue('kept');
  });

  it('keeps a ConfigFile canary read-only: no Update, locked fields and code', async () => {
    const row = { ...httpRow, source: 'ConfigFile' };
    render(<CanaryEditor row={row} readOnly={false} onSubmit={() => {}} onDelete={() => {}} />);
    expect(screen.getByLabelText('Source')).toHaveValue('ConfigFile');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Labels')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Schedule')).toBeDisabled();
    expect(screen.getByLabelText('URL')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Method')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add check' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Code' }));
    await waitFor(() => expect(screen.getByLabelText('Spec')).toHaveAttribute('contenteditable', 'false'));
  });

  it('shows no buttons without write permission', () => {
    render(<CanaryEditor row={httpRow} readOnly onSubmit={() => {}} onDelete={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('adds and removes checks of other form types', async () => {
    render(<CanaryEditor row={httpRow} readOnly={false} onSubmit={() => {}} />);
    await userEvent.selectOptions(screen.getByLabelText('Check type to add'), 'redis');
    await userEvent.click(screen.getByRole('button', { name: 'Add check' }));
    const redis = screen.getByRole('region', { name: 'Redis check 2' });
    expect(within(redis).getByLabelText('DB')).toHaveValue('0');
    await userEvent.click(screen.getByRole('button', { name: 'Remove check 2' }));
    expect(screen.queryByRole('region', { name: 'Redis check 2' })).not.toBeInTheDocument();
  });
});
