/** Backup recovery codes, shown once after they are generated. */
export function CodesList({ codes }: { codes: string[] }) {
  return (
    <div>
      <p className="mb-2 text-sm text-gray-600">
        Keep these backup recovery codes in a safe place. Each code can be used once.
      </p>
      <ul data-testid="backup-codes" className="grid grid-cols-2 gap-1 rounded-md bg-gray-50 p-3 font-mono text-sm">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}
