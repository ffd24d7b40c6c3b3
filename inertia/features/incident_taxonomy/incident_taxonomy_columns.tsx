import { CellText, columnHelper, type DataTableColumn } from '~/components/data_table'
import { DateTime } from '~/components/ui/date_time'
import { ancestorLevels, LEVEL_LABELS } from './incident_taxonomy_resource'
import type { TaxonomyLevel, TaxonomyRow } from './types'

const column = columnHelper<TaxonomyRow>()

/**
 * One level's list. Name and updated_at sort on the server (app/resources/incident_taxonomy.ts);
 * below the top level the ancestors' path shows under the id `parent`, the server's filter key, so
 * the parent filter sits on that column and is named after the parent level ('Category').
 */
function buildColumns(level: TaxonomyLevel): readonly DataTableColumn<TaxonomyRow>[] {
  const ancestors = ancestorLevels(level)
  const parent = ancestors.at(-1)
  return column.columns([
    column.accessor('name', {
      header: 'Name',
      cell: ({ getValue }) => getValue(),
      // The row's name identifies it and links to it, so it cannot be hidden.
      enableHiding: false,
      meta: { link: true, className: 'min-w-48' },
    }),
    ...(parent
      ? [
          column.accessor('path', {
            id: 'parent',
            header: ancestors.map((ancestor) => LEVEL_LABELS[ancestor]).join(' › '),
            cell: ({ getValue }) => <CellText value={getValue()} />,
            meta: {
              filter: { title: LEVEL_LABELS[parent] },
              // A deep path (type › category › service) wraps rather than push the actions away.
              className: 'min-w-48 whitespace-normal',
            },
          }),
        ]
      : []),
    column.accessor('description', {
      header: 'Description',
      cell: ({ getValue }) => <CellText value={getValue()} className="line-clamp-2" />,
      meta: { className: 'min-w-64 max-w-xl whitespace-normal' },
    }),
    column.accessor('updated_at', {
      header: 'Updated',
      cell: ({ getValue }) => <DateTime value={getValue()} className="text-muted-foreground" />,
    }),
  ])
}

/** Each level's columns, built once so the tables get stable column definitions. */
export const taxonomyColumns: Record<TaxonomyLevel, readonly DataTableColumn<TaxonomyRow>[]> = {
  type: buildColumns('type'),
  category: buildColumns('category'),
  service: buildColumns('service'),
  item: buildColumns('item'),
}
