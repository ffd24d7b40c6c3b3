/**
 * The fake WhatsApp Cloud API (app/services/whatsapp/fake_graph.ts) as a process of its own,
 * for a person to drive with curl or for `npm start` to run beside the app:
 *
 *   node --import @poppinss/ts-exec bin/fake_graph.ts
 *
 * Settings come from the environment (all optional except where said):
 *   FAKE_GRAPH_PORT        the port on 127.0.0.1 (default 8790; 0 picks a free one)
 *   FAKE_GRAPH_WEBHOOK_URL the app's webhook, e.g. http://127.0.0.1:3333/webhooks/whatsapp
 *   FAKE_GRAPH_APP_SECRET  signs the webhooks; the app's Settings › WhatsApp app secret
 *   FAKE_GRAPH_TOKEN       the Bearer it accepts; the settings' access token
 *   FAKE_GRAPH_WABA_ID, FAKE_GRAPH_PHONE_NUMBER_ID, FAKE_GRAPH_DISPLAY_NUMBER
 *
 * It prints one line of JSON when listening ({url, apiRoot, …}) so a supervisor can read it.
 * Then, for example:
 *   curl -X POST localhost:8790/_fake/inbound -d '{"from":"60123456789","name":"Aisha","text":"Hi"}'
 *   curl localhost:8790/_fake/sent
 */
import { startFakeGraph } from '../app/services/whatsapp/fake_graph.js'

const env = process.env
const port = Number(env.FAKE_GRAPH_PORT ?? 8790)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`FAKE_GRAPH_PORT must be a port number, not "${env.FAKE_GRAPH_PORT}"`)
  process.exit(1)
}

const fake = await startFakeGraph({
  port,
  appWebhookUrl: env.FAKE_GRAPH_WEBHOOK_URL || null,
  appSecret: env.FAKE_GRAPH_APP_SECRET || 'fake-graph-app-secret',
  accessToken: env.FAKE_GRAPH_TOKEN || 'fake-graph-token',
  wabaId: env.FAKE_GRAPH_WABA_ID || undefined,
  numbers: [
    {
      phoneNumberId: env.FAKE_GRAPH_PHONE_NUMBER_ID || '10001',
      displayPhoneNumber: env.FAKE_GRAPH_DISPLAY_NUMBER || '15550100001',
    },
  ],
})

console.log(
  JSON.stringify({
    url: fake.url,
    apiRoot: fake.apiRoot,
    version: fake.version,
    wabaId: fake.wabaId,
    phoneNumberIds: fake.numbers.map((number) => number.phoneNumberId),
    webhook: fake.options.appWebhookUrl,
  })
)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    fake.close().then(
      () => process.exit(0),
      () => process.exit(1)
    )
  })
}
