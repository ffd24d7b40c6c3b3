import { Badge } from '~/components/ui/badge'

/** 'Billable', or 'Header' for a category code that cannot be billed itself. */
export function BillableBadge({ billable }: { billable: boolean }) {
  return billable ? (
    <Badge variant="secondary">Billable</Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      Header
    </Badge>
  )
}
