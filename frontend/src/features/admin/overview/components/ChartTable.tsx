import { Button } from '@/components/ui/Button'
import { overviewCopy as copy } from '@/content/admin-overview'
import type { Cell } from '../cells'
import { downloadCsv, toCsv } from '../csv'

export type TableColumn = { label: string; numeric?: boolean }
export type TableRow = { key: string; cells: Cell[] }

export type ChartTableData = {
  caption: string
  columns: TableColumn[]
  rows: TableRow[]
  // The CSV's file name, without ".csv".
  filename: string
}

export function tableCsv({ columns, rows }: ChartTableData): string {
  return toCsv(
    columns.map((column) => column.label),
    rows.map((row) => row.cells.map((cell) => cell.value)),
  )
}

// A chart's numbers: the accessible form of the chart (a caption, column and row headers)
// and what "Download CSV" saves. The first cell of each row names it.
export function ChartTable({ table }: { table: ChartTableData }) {
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="pb-3 text-left text-sm font-medium text-slate-700">{table.caption}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              {table.columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={`px-2 py-1.5 font-semibold text-slate-900 ${column.numeric ? 'text-right' : ''}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100">
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-2 py-1.5 font-medium text-slate-900">
                      {cell.text}
                    </th>
                  ) : (
                    <td
                      key={index}
                      className={`px-2 py-1.5 text-slate-800 ${table.columns[index]?.numeric ? 'text-right tabular-nums' : ''}`}
                    >
                      {cell.text}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.rows.length === 0 ? <p className="text-sm text-slate-600">{copy.noData}</p> : null}
      <Button variant="outline" size="sm" onClick={() => downloadCsv(`${table.filename}.csv`, tableCsv(table))}>
        {copy.downloadCsv}
        <span className="sr-only">: {table.caption}</span>
      </Button>
    </div>
  )
}
