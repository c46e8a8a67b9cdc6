import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CodeEditor from './code-editor';
import { selectableLines, setSelectedLines } from './line-selection';

describe('CodeEditor', () => {
  it('shows YAML with line numbers, read-only', async () => {
    const { container } = render(<CodeEditor value={'a: 1\nb: 2\nc: 3'} readOnly ariaLabel="Spec" />);
    await waitFor(() => expect(container.querySelector('.cm-content')).not.toBeNull());
    expect(screen.getByLabelText('Spec')).toHaveAttribute('contenteditable', 'false');
    expect(container.querySelectorAll('.cm-line')).toHaveLength(3);
    const numbers = [...container.querySelectorAll('.cm-lineNumbers .cm-gutterElement')]
      .map((e) => e.textContent)
      .filter(Boolean);
    expect(numbers).toEqual(expect.arrayContaining(['1', '2', '3']));
  });

  it('highlights the selected lines and updates them when the selection changes', () => {
    const parent = document.createElement('div');
    document.body.append(parent);
    const view = new EditorView({
      state: EditorState.create({ doc: 'one\ntwo\nthree\nfour', extensions: selectableLines([2], () => {}) }),
      parent,
    });
    const selected = () =>
      [...parent.querySelectorAll('.cm-line')]
        .map((l, i) => (l.classList.contains('cm-selected-line') ? i + 1 : 0))
        .filter(Boolean);
    expect(selected()).toEqual([2]);
    view.dispatch({ effects: setSelectedLines.of([1, 3, 99]) });
    expect(selected()).toEqual([1, 3]);
    view.destroy();
    parent.remove();
  });
});
