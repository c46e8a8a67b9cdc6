import { json } from '@codemirror/lang-json';
import { yaml } from '@codemirror/lang-yaml';
import { EditorView } from '@codemirror/view';
import CodeMirror, { type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { useEffect, useMemo, useRef } from 'react';
import { selectableLines, setSelectedLines } from './line-selection';

/** Size presets of the spec's code editor. */
export const EDITOR_HEIGHT = {
  'very-small': '120px',
  small: '200px',
  medium: '360px',
  large: '560px',
  full: '100%',
} as const;
export type EditorSize = keyof typeof EDITOR_HEIGHT;

export interface CodeEditorProps {
  value: string;
  language?: 'yaml' | 'json' | 'text';
  readOnly?: boolean;
  onChange?: (value: string) => void;
  size?: EditorSize;
  /** Clickable line numbers that toggle selected lines. */
  selectedLines?: number[];
  onToggleLine?: (line: number) => void;
  ariaLabel?: string;
}

/** CodeMirror viewer/editor for YAML, JSON or plain text with line numbers. Lazy-load it (it is large). */
export default function CodeEditor({
  value,
  language = 'yaml',
  readOnly,
  onChange,
  size = 'medium',
  selectedLines,
  onToggleLine,
  ariaLabel,
}: CodeEditorProps) {
  const ref = useRef<ReactCodeMirrorRef>(null);
  const toggle = useRef(onToggleLine);
  toggle.current = onToggleLine;
  const selectable = !!onToggleLine;
  const extensions = useMemo(() => {
    const ext = [EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': ariaLabel ?? 'Code' })];
    if (language === 'yaml') ext.push(yaml());
    if (language === 'json') ext.push(json());
    if (selectable) ext.push(selectableLines(selectedLines ?? [], (n) => toggle.current?.(n)));
    return ext;
    // The selection is pushed by the effect below; rebuilding extensions on every change would reset the editor.
  }, [language, selectable, ariaLabel]);

  useEffect(() => {
    const view = ref.current?.view;
    if (view && selectable) view.dispatch({ effects: setSelectedLines.of(selectedLines ?? []) });
  }, [selectedLines, selectable]);

  return (
    <div className="overflow-hidden rounded-md border border-gray-300 text-sm" data-testid="code-editor">
      <CodeMirror
        ref={ref}
        value={value}
        height={EDITOR_HEIGHT[size]}
        readOnly={readOnly}
        editable={!readOnly}
        onChange={onChange}
        extensions={extensions}
        basicSetup={{ lineNumbers: !selectable, foldGutter: true, highlightActiveLine: !readOnly }}
      />
    </div>
  );
}
