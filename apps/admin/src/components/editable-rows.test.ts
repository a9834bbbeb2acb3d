import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { EditableRows } from './editable-rows';

/*
 * EditableRows holds no state (the rows live in the form's rule), so calling it returns the tree
 * whose handlers are checked here: what each edit, removal and addition hands to `onChange`.
 */
type Row = { from: number; kind: string; wagering: number | null };
type El = ReactElement<{ children?: ReactNode; onClick?: () => void; className?: string; 'aria-label'?: string }>;

function render(rows: Row[], titles?: string[]) {
  const changes: Row[][] = [];
  const setters: ((patch: Partial<Row>) => void)[] = [];
  const tree = EditableRows<Row>({
    legend: 'Prizes',
    rows,
    onChange: (next) => changes.push(next),
    gridClass: 'grid grid-cols-3',
    titles,
    rowKey: (r, i) => `${i}-${r.from}`,
    fields: (_row, set) => {
      setters.push(set);
      return null;
    },
    normalize: (r) => ({ ...r, wagering: r.kind === 'bonus' ? (r.wagering ?? 5) : null }),
    removeLabel: (r) => `remove ${r.from}`,
    addLabel: 'Add',
    newRow: (all) => ({ from: (all.at(-1)?.from ?? 0) + 1, kind: 'cash', wagering: null }),
  }) as El;
  const [legend, header, lines, add] = tree.props.children as [El, El | undefined, El[], El];
  return { changes, setters, legend, header, lines, add };
}

const ROWS: Row[] = [
  { from: 1, kind: 'cash', wagering: null },
  { from: 2, kind: 'cash', wagering: null },
];

describe('EditableRows', () => {
  it('should merge an edit into its own row only, through normalize', () => {
    const { changes, setters } = render(ROWS);
    setters[1]!({ kind: 'bonus' });
    expect(changes).toEqual([[ROWS[0], { from: 2, kind: 'bonus', wagering: 5 }]]);
  });

  it('should remove the row whose button is pressed and name it', () => {
    const { changes, lines } = render(ROWS);
    const remove = (lines[0]!.props.children as El[])[1]!;
    expect(remove.props['aria-label']).toBe('remove 1');
    remove.props.onClick!();
    expect(changes).toEqual([[ROWS[1]]]);
  });

  it('should append the new row after the last', () => {
    const { changes, add } = render(ROWS);
    add.props.onClick!();
    expect(changes).toEqual([[...ROWS, { from: 3, kind: 'cash', wagering: null }]]);
  });

  it('should put the column titles on the rows grid, with a cell for the remove buttons', () => {
    expect(render(ROWS).header).toBeFalsy();
    const { header, legend } = render(ROWS, ['From', 'Kind']);
    expect(legend.props.children).toBe('Prizes');
    expect(header!.props.className).toBe('grid grid-cols-3 text-xs text-slate-500');
    const cells = header!.props.children as [El[], El];
    expect(cells[0].map((c) => c.props.children)).toEqual(['From', 'Kind']);
  });
});
