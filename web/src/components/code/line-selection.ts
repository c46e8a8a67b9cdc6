import { RangeSetBuilder, StateEffect, StateField, type Extension } from '@codemirror/state';
import { Decoration, EditorView, lineNumbers, type DecorationSet } from '@codemirror/view';

export const setSelectedLines = StateEffect.define<number[]>();

const selectedLine = Decoration.line({ class: 'cm-selected-line' });

function build(doc: EditorView['state']['doc'], lines: readonly number[]): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const n of [...new Set(lines)].sort((a, b) => a - b)) {
    if (n >= 1 && n <= doc.lines) builder.add(doc.line(n).from, doc.line(n).from, selectedLine);
  }
  return builder.finish();
}

/**
 * Line numbers whose clicks toggle a line's selection, plus highlighting of the selected lines. Selection is
 * owned by the caller (e.g. the `selected` query parameter of the catalog item page).
 */
export function selectableLines(initial: readonly number[], onToggle: (line: number) => void): Extension {
  const field = StateField.define<{ lines: readonly number[]; deco: DecorationSet }>({
    create: (state) => ({ lines: initial, deco: build(state.doc, initial) }),
    update(value, tr) {
      for (const e of tr.effects)
        if (e.is(setSelectedLines)) return { lines: e.value, deco: build(tr.state.doc, e.value) };
      return tr.docChanged ? { lines: value.lines, deco: build(tr.state.doc, value.lines) } : value;
    },
    provide: (f) => EditorView.decorations.from(f, (v) => v.deco),
  });
  return [
    field,
    lineNumbers({
      domEventHandlers: {
        mousedown(view, block) {
          onToggle(view.state.doc.lineAt(block.from).number);
          return true;
        },
      },
    }),
    EditorView.baseTheme({
      '.cm-selected-line': { backgroundColor: '#fef9c3' },
      '.cm-lineNumbers .cm-gutterElement': { cursor: 'pointer' },
    }),
  ];
}
