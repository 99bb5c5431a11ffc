import type { ReactNode } from 'react';

/** A column heading; `num` right-aligns a column of figures. `false` leaves out a column not shown. */
export type TableColumn = { label: ReactNode; num?: true } | false;

/** A table's header row: one `th scope="col"` per column. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) =>
          column ? (
            <th key={index} scope="col" className={column.num ? 'num' : undefined}>
              {column.label}
            </th>
          ) : null,
        )}
      </tr>
    </thead>
  );
}
