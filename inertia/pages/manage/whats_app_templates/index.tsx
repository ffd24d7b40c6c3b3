import { router } from '@inertiajs/react'
import { RefreshCwIcon } from 'lucide-react'
import { useState } from 'react'
import { ResourceIndex, type ResourceListProps } from '~/components/resource'
import { Button } from '~/components/ui/button'
import { whatsAppTemplateColumns } from '~/features/whats_app_templates/whats_app_templates_columns'
import { whatsAppTemplatesResource } from '~/features/whats_app_templates/whats_app_templates_resource'
import type { WhatsAppTemplateRow } from '~/features/whats_app_templates/types'

/**
 * Manage › WhatsApp templates. Meta decides what a template says and whether it is approved:
 * "Sync now" brings its listing in while the administrator waits (the worker does it every 15
 * minutes anyway); offered to whoever may both add and change templates, as the server requires.
 */
export default function WhatsAppTemplatesIndex(props: ResourceListProps<WhatsAppTemplateRow>) {
  const [syncing, setSyncing] = useState(false)
  const canSync = props.can.create === true && props.can.update === true
  return (
    <ResourceIndex
      resource={whatsAppTemplatesResource}
      columns={whatsAppTemplateColumns}
      page={props}
      actions={
        canSync ? (
          <Button
            variant="outline"
            size="sm"
            disabled={syncing}
            onClick={() =>
              router.post(
                '/manage/whats-app-templates/sync',
                {},
                {
                  preserveScroll: true,
                  onStart: () => setSyncing(true),
                  onFinish: () => setSyncing(false),
                }
              )
            }
            data-testid="whats-app-templates-sync"
          >
            <RefreshCwIcon className={syncing ? 'animate-spin' : undefined} aria-hidden="true" />
            {syncing ? 'Syncing…' : 'Sync now'}
          </Button>
        ) : null
      }
    />
  )
}
