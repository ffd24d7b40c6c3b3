import { ResourceView } from '~/components/resource'
import { CalendarDate } from '~/components/ui/date_time'
import { currenciesResource, ratePer } from '~/features/currencies/currencies_resource'
import type { CurrencyViewProps } from '~/features/currencies/types'

export default function CurrenciesView({ record, can, baseCurrency }: CurrencyViewProps) {
  return (
    <ResourceView
      resource={currenciesResource}
      record={record}
      can={can}
      fields={[
        {
          title: 'Currency',
          fields: [
            { label: 'Code', value: <span className="font-mono">{record.code}</span>, id: 'code' },
            { label: 'Name', value: record.name, id: 'name' },
            { label: 'Symbol', value: record.symbol, id: 'symbol' },
            { label: 'Decimals', value: record.decimals, id: 'decimals' },
          ],
        },
        {
          title: 'Exchange rate',
          fields: [
            {
              label: ratePer(baseCurrency),
              // As stored: a decimal string, never turned into a float.
              value: record.rate_to_base ? (
                <span className="font-mono tabular-nums">{record.rate_to_base}</span>
              ) : null,
              id: 'rate_to_base',
            },
            {
              label: 'Rate date',
              value: record.rate_date ? <CalendarDate value={record.rate_date} /> : null,
              id: 'rate_date',
            },
          ],
        },
      ]}
    />
  )
}
