import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './code-editor';

const Editor = lazy(() => import('./code-editor'));

/** The code editor, loaded on first use so routes without code stay small. */
export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<div className="h-24 animate-pulse rounded-md bg-gray-100" aria-label="Loading editor" />}>
      <Editor {...props} />
    </Suspense>
  );
}

export type { CodeEditorProps };
