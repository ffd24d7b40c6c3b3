/**
 * The business account and number `npm start` gives its fake Graph server (bin/start.ts) and
 * writes into Settings › WhatsApp (fake_graph_settings.ts). A module without imports, because
 * bin/start.ts reads it before any app is booted.
 *
 * Distinct from the fake's own defaults (the tests') so the settings written for it are
 * recognisable as the bootstrap's on the next start; the demo's main center's contacts are on
 * this number (database/seeders/demo/demo_whatsapp.ts), so a curl to the fake from one of their
 * WhatsApp ids continues their thread.
 */
export const NPM_START_WABA_ID = '109000000000001'
export const NPM_START_PHONE_NUMBER_ID = '109000000000101'
export const NPM_START_DISPLAY_NUMBER = '15550100001'
