import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import { columnHelper } from './table-features';

interface Row {
  id: string;
  name: string;
  team: string;
  count: number;
}
const col = columnHelper<Row>();
const columns = [
  col.accessor('name', { header: 'Name' }),
  col.accessor('team', { header: 'Team' }),
  col.accessor('count', { header: 'Count' }),
];
const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: `r${i}`,
  name: `item-${String(i).padStart(2, '0')}`,
  team: i % 2 ? 'odd' : 'even',
  count: (i * 7) % 23,
}));

const bodyNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

function ClientPaged() {
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 10 });
  return (
    <DataTable
      columns={columns}
      data={rows}
      pagination={pagination}
      onPaginationChange={setPagination}
      getRowId={(r) => r.id}
    />
  );
}

describe('DataTable', () => {
  it('shows the empty text and the loading skeleton', () => {
    const { rerender } = render(<DataTable columns={columns} data={[]} />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
    rerender(<DataTable columns={columns} data={[]} isLoading />);
    expect(screen.queryByText('No data available')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
  });

  it('sorts by a clicked column, ascending then descending', async () => {
    render(<DataTable columns={columns} data={rows.slice(0, 5)} />);
    const header = screen.getByRole('button', { name: 'Count' });
    await userEvent.click(header);
    expect(screen.getByRole('columnheader', { name: /Count/ })).toHaveAttribute('aria-sort', 'ascending');
    // counts of rows 0..4 are 0, 7, 14, 21, 5
    expect(bodyNames()).toEqual(['item-00', 'item-04', 'item-01', 'item-02', 'item-03']);
    await userEvent.click(header);
    expect(bodyNames()).toEqual(['item-03', 'item-02', 'item-01', 'item-04', 'item-00']);
  });

  it('pages on the client with Page x of y, Next, Previous, << and >>', async () => {
    render(<ClientPaged />);
    const bar = screen.getByRole('navigation', { name: 'Pagination' });
    expect(bar).toHaveTextContent('Page 1 of 3');
    expect(bodyNames()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(bar).toHaveTextContent('Page 2 of 3');
    expect(bodyNames()[0]).toBe('item-10');
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(bar).toHaveTextContent('Page 3 of 3');
    expect(bodyNames()).toEqual(['item-20', 'item-21', 'item-22']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(bar).toHaveTextContent('Page 1 of 3');
  });

  it('goes to a typed page (clamped) and changes the page size back to page 1', async () => {
    render(<ClientPaged />);
    const goTo = screen.getByLabelText('Go to page');
    await userEvent.clear(goTo);
    await userEvent.type(goTo, '9{Enter}');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 3 of 3');
    await userEvent.selectOptions(screen.getByLabelText('Page size'), '25');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 1');
    expect(bodyNames()).toHaveLength(23);
    const sizes = within(screen.getByLabelText('Page size'))
      .getAllByRole('option')
      .map((o) => Number((o as HTMLOptionElement).value));
    expect(sizes).toEqual([5, 10, 25, 50, 100, 150, 200, 250, 300, 500, 1000]);
  });

  it('pages on the server: shows the given rows and counts pages from rowCount', async () => {
    const onPaginationChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        data={rows.slice(0, 5)}
        rowCount={1234}
        pagination={{ pageIndex: 2, pageSize: 5 }}
        onPaginationChange={onPaginationChange}
        manualSorting
      />,
    );
    expect(bodyNames()).toHaveLength(5);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 3 of 247');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPaginationChange).toHaveBeenCalledWith({ pageIndex: 3, pageSize: 5 });
  });

  it('groups rows under expandable group rows', async () => {
    render(<DataTable columns={columns} data={rows.slice(0, 5)} groupBy={['team']} />);
    expect(screen.getAllByRole('row')).toHaveLength(3); // header + even + odd
    const expand = screen.getAllByRole('button', { name: 'Expand group' });
    expect(screen.getByText('(3)')).toBeInTheDocument();
    await userEvent.click(expand[0]!);
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Collapse group' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('calls onRowClick with the row', async () => {
    const onRowClick = vi.fn();
    render(<DataTable columns={columns} data={rows.slice(0, 2)} onRowClick={onRowClick} />);
    await userEvent.click(screen.getByText('item-01'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });

  it('renders only some rows in virtualized mode', () => {
    render(<DataTable columns={columns} data={rows} virtual={{ height: 200 }} />);
    const scroll = screen.getByTestId('virtual-scroll');
    expect(scroll).toHaveStyle({ height: '200px' });
    // jsdom has no layout: the virtualizer renders at most its overscan window, never all 23 rows.
    expect(screen.getAllByRole('row').length).toBeLessThan(rows.length + 1);
  });
});
