import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('asks, confirms, cancels, and shows progress while busy', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Delete web"
        message="Are you sure you want to delete web?"
        confirmLabel="Delete"
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete web' })).toHaveTextContent(
      'Are you sure you want to delete web?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Delete web"
        message="?"
        confirmLabel="Delete"
        busy
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('button', { name: 'Delete...' })).toBeDisabled();
  });
});
