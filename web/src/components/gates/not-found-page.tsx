import { Link } from 'react-router';

/** Unknown routes. */
export function NotFoundPage() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-10 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-gray-600">The page you are looking for does not exist.</p>
      <Link to="/" className="text-blue-600 hover:underline">
        Go back
      </Link>
    </div>
  );
}

export default NotFoundPage;
