import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

const features = tableFeatures({});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Columns<T extends RowData> = ColumnDef<typeof features, T, any>[];

interface DataTableProps<T extends RowData> {
  columns: Columns<T>;
  data: T[];
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  caption: string;
  rowKey: (row: T) => string | number;
  /** Row shading, e.g. a selected or decided row. */
  rowClass?: (row: T) => string;
  /** Server-side sorting: these columns' headers become buttons. */
  sort?: TableSort;
  /**
   * The last column (a row's buttons) stays pinned to the right edge while
   * the rest scrolls sideways, so on a 375 px phone the buttons are in view
   * without scrolling past every column first (issue 50).
   */
  pinLast?: boolean;
}

/** The pinned last column's cells: opaque, with a shadow over what scrolls under them. */
const PINNED = 'sticky right-0 z-[1] shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.35)]';

/** TableSort is the list's order; onSort is called with the header's column id. */
export interface TableSort {
  by: string;
  dir: 'asc' | 'desc';
  columns: readonly string[];
  onSort: (column: string) => void;
}

/**
 * DataTable is the back office's dense table: TanStack Table builds the
 * model, this renders it with sticky headers and compact rows that staff
 * can scan all day. Rows are plain table rows, so keyboard users tab
 * through the links and buttons inside them.
 */
export function DataTable<T extends RowData>({ columns, data, empty, caption, rowKey, rowClass, sort, pinLast }: DataTableProps<T>) {
  const table = useTable({ features, columns, data, getRowId: (row) => String(rowKey(row)) });
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header, i) => {
                const id = header.column.id;
                const sortable = sort?.columns.includes(id);
                const current = sortable && sort?.by === id ? sort.dir : null;
                const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                return (
                  <th key={header.id} scope="col"
                    className={`whitespace-nowrap border-b border-slate-200 px-3 py-2 ${pinLast && i === group.headers.length - 1 ? `${PINNED} bg-slate-50` : ''}`}
                    aria-sort={sortable ? (current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : 'none') : undefined}>
                    {sortable ? (
                      <button type="button" onClick={() => sort?.onSort(id)} className="inline-flex items-center gap-1 font-semibold uppercase tracking-wide hover:text-slate-900">
                        {content}
                        <span aria-hidden="true" className={current ? 'text-emerald-800' : 'text-slate-300'}>{current === 'asc' ? '▲' : '▼'}</span>
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={`border-b border-slate-100 last:border-0 hover:bg-slate-50 ${rowClass?.(row.original) ?? ''}`}>
              {row.getAllCells().map((cell, i, cells) => (
                <td key={cell.id} className={`whitespace-nowrap px-3 py-1.5 align-middle ${pinLast && i === cells.length - 1 ? `${PINNED} bg-white` : ''}`}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          {data.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-500">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
