import type { ReactNode } from 'react';

/** Centred card of the standalone account pages (outside the shell). */
export function AccountFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gray-50 p-6">
      <div className="w-full max-w-md rounded-lg border border-gray-200 bg-white p-8 shadow-sm">
        <img src="/favicon.svg" alt="Opsdeck" className="mx-auto mb-4 h-10 w-10" />
        <h1 className="mb-6 text-center text-xl font-semibold text-gray-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}
