import { ShieldAlert } from 'lucide-react';

/** Shown when a gate denies the page (shell document §2). */
export function Unauthorized() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 p-10 text-center">
      <ShieldAlert size={40} className="text-red-500" />
      <h2 className="text-xl font-semibold">Unauthorized</h2>
      <p className="text-gray-600">You do not have permission to access this page.</p>
    </div>
  );
}
