import { Link, useRouteError } from 'react-router';
import { errorMessage } from '../../api/errors';

/** The crash page, also the router's error element (shell document §2). */
export function CrashPage({ error }: { error?: unknown }) {
  return (
    <div role="alert" className="flex h-full min-h-screen flex-col items-center justify-center gap-3 p-10 text-center">
      <h1 className="text-2xl font-semibold">Sorry.. there was an error.</h1>
      {error !== undefined && (
        <pre className="max-w-2xl overflow-auto rounded bg-gray-100 p-3 text-left text-xs text-gray-700">
          {errorMessage(error)}
        </pre>
      )}
      <Link to="/" className="text-blue-600 hover:underline">
        Go back
      </Link>
    </div>
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  return <CrashPage error={error} />;
}
