import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Unauthorized } from '../../components/gates/unauthorized';
import { renderAt } from '../../test/render';
import { BadSessionPage } from './bad-session-page';
import { CrashPage } from './crash-page';
import { ErrorBoundary } from './error-boundary';

function Boom(): never {
  throw new Error('kaboom');
}

describe('error screens', () => {
  it('Unauthorized', () => {
    render(<Unauthorized />);
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to access this page.')).toBeInTheDocument();
  });

  it('bad session reads error_code', async () => {
    renderAt(<BadSessionPage />, '/bad-session?error_code=BAD_SESSION');
    expect(
      await screen.findByText(
        'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  });

  it('bad session with any other code is Unknown error', async () => {
    renderAt(<BadSessionPage />, '/bad-session?error_code=OTHER');
    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
  });

  it('crash page', async () => {
    renderAt(<CrashPage error={new Error('x')} />);
    expect(await screen.findByText('Sorry.. there was an error.')).toBeInTheDocument();
  });

  it('the error boundary shows an error display for render errors', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('kaboom');
    spy.mockRestore();
  });
});
