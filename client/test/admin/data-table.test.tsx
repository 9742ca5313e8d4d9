import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type Column, type TableDefinition } from '@/admin/shared/data-table';
import { columnHeaders } from '../table-queries';

interface Fruit {
  id: string;
  name: string;
  price: number;
}

const FRUITS: Fruit[] = [
  { id: 'a', name: 'Apple', price: 30 },
  { id: 'b', name: 'Banana', price: 10 },
];

const columns: Column<Fruit>[] = [
  { key: 'name', header: 'Name', rowHeader: true, cell: (f) => f.name },
  { key: 'price', header: 'Price', align: 'right', from: 'md', cell: (f) => `₹${f.price}` },
];

const fruit: TableDefinition<Fruit> = { label: 'Fruit', columns, rowKey: (f) => f.id, loadingLabel: 'Loading fruit…' };

afterEach(cleanup);

describe('the admin data table', () => {
  it('when there are rows, then it lists them under its header, each cell labelled for the phone card', () => {
    render(<DataTable table={{ ...fruit, fold: true }} rows={FRUITS} empty="No fruit." />);

    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(columnHeaders(table)).toEqual(['Name', 'Price']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Apple', 'Banana']);
    expect(within(rows[0]!).getByRole('cell')).toHaveAttribute('data-label', 'Price');
    expect(within(rows[0]!).getByRole('cell')).toHaveTextContent('₹30');
  });

  it('when given the number of the first row, then a # column counts the rows on from it', () => {
    render(<DataTable table={fruit} rows={FRUITS} empty="No fruit." firstNumber={11} />);

    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('#');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['11', '12']);
  });

  it('when there are no rows, then it says so instead of showing an empty table', () => {
    render(<DataTable table={fruit} rows={[]} empty="No fruit." />);

    expect(screen.getByText('No fruit.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('when the first page is loading, then it announces it and shows no table or empty text yet', () => {
    render(<DataTable table={fruit} rows={[]} empty="No fruit." loading />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading fruit…');
    expect(screen.queryByRole('table', { name: 'Fruit' })).not.toBeInTheDocument();
    expect(screen.queryByText('No fruit.')).not.toBeInTheDocument();
  });

  it('when the list cannot load, then it shows why with a Retry that asks again', async () => {
    const onRetry = jest.fn();
    render(<DataTable table={fruit} rows={[]} empty="No fruit." error="Server is down." onRetry={onRetry} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Server is down.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('when there are several pages, then the pager moves between them, and with one page there is none', async () => {
    const onChange = jest.fn();
    const pager = { page: 1, totalPages: 3, onChange, label: 'Fruit pages' };
    const { rerender } = render(<DataTable table={fruit} rows={FRUITS} empty="No fruit." pager={pager} />);

    const nav = screen.getByRole('navigation', { name: 'Fruit pages' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith(2);

    rerender(<DataTable table={fruit} rows={FRUITS} empty="No fruit." pager={{ ...pager, totalPages: 1 }} />);
    expect(screen.queryByRole('navigation', { name: 'Fruit pages' })).not.toBeInTheDocument();
  });

  it('when rows have actions, then each row has a menu the keyboard opens, walks and closes, and the same actions as buttons', async () => {
    const chosen: string[] = [];
    const user = userEvent.setup();
    render(
      <DataTable
        table={fruit}
        rows={FRUITS}
        empty="No fruit."
        actions={{
          menuLabel: (f) => `Actions for ${f.name}`,
          items: (f) => [
            { label: 'Edit', name: `Edit ${f.name}`, onSelect: () => chosen.push(`edit ${f.id}`) },
            { label: 'Delete', name: `Delete ${f.name}`, danger: true, onSelect: () => chosen.push(`delete ${f.id}`) },
          ],
        }}
      />,
    );

    const row = screen.getAllByRole('row')[2]!;
    expect(within(row).getByRole('button', { name: 'Delete Banana' })).toBeInTheDocument();
    const menuButton = within(row).getByRole('button', { name: 'Actions for Banana' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Actions for Banana' });
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    expect(chosen).toEqual(['delete b']);
  });

  it('when a column sorts, then its header is a button and says which way it is sorted', async () => {
    const onSort = jest.fn();
    const sortable: Column<Fruit>[] = columns.map((c) => ({ ...c, sortable: true }));
    render(
      <DataTable table={{ ...fruit, columns: sortable }} rows={FRUITS} empty="No fruit." sort={{ by: 'price', dir: 'desc', onSort }} />,
    );

    expect(screen.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.setup().click(screen.getByRole('button', { name: /^Name/ }));
    expect(onSort).toHaveBeenCalledWith('name');
  });
});
