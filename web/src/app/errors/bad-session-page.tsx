import { Link, useSearchParams } from 'react-router';

/** Reads error_code; BAD_SESSION has its own text, anything else is Unknown error (shell document §2). */
export function BadSessionPage() {
  const [params] = useSearchParams();
  const code = params.get('error_code');
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-10 text-center">
      <p className="max-w-lg text-lg text-gray-800">
        {code === 'BAD_SESSION'
          ? 'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.'
          : 'Unknown error'}
      </p>
      <Link to="/" className="text-blue-600 hover:underline">
        Go back
      </Link>
    </div>
  );
}

export default BadSessionPage;
