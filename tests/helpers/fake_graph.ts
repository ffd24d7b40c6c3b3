import {
  DEFAULT_FAKE_TEMPLATES,
  startFakeGraph,
  type FakeGraph,
  type StartFakeGraphOptions,
} from '#services/whatsapp/fake_graph'
import { writeWhatsappSettings } from '#services/whatsapp/credentials'
import { forgetWhatsapp } from '#tests/helpers/whatsapp_webhooks'

/**
 * A fake Cloud API for a test group (app/services/whatsapp/fake_graph.ts), with the app's
 * WhatsApp settings pointed at it, as `npm start` points them. `stop` closes it and forgets the
 * settings: they are committed rows, and later files start from the defaults.
 */
export async function useFakeGraph(
  options: Partial<StartFakeGraphOptions> = {}
): Promise<{ fake: FakeGraph; stop: () => Promise<void> }> {
  const fake = await startFakeGraph({ appSecret: 'app-secret', ...options })
  await writeWhatsappSettings({
    whatsapp_api_base_url: fake.url,
    whatsapp_api_version: fake.version,
    whatsapp_waba_id: fake.wabaId,
    accessToken: fake.accessToken,
  })
  return {
    fake,
    stop: async () => {
      await fake.close()
      await forgetWhatsapp()
    },
  }
}

/** Before each test: nothing recorded, and the fake's rules as they start. */
export function resetFakeGraph(fake: FakeGraph) {
  fake.sent.length = 0
  fake.uploads.length = 0
  fake.requests.length = 0
  fake.setOptions({
    enforceWindow: true,
    enforcePairRate: false,
    undeliverable: [],
    failNext: [],
    failNextUploads: [],
    chunkedDownloads: false,
    templates: DEFAULT_FAKE_TEMPLATES.map((template) => ({ ...template })),
  })
}
