// Copy for the Integrations screen (/admin/integrations): signed webhooks to the tools
// sales already use (pipeline/webhooks/).

export const integrationsCopy = {
  title: 'Integrations',
  intro:
    'Send leads to the tools sales already use. Each event is a signed HTTP POST (Standard Webhooks): verify it with the endpoint’s signing secret. Failed deliveries are retried for about 18 hours; an endpoint failing for 3 days is disabled and admins are emailed.',
  add: 'Add an endpoint',
  endpoints: 'Endpoints',
  none: 'No endpoints yet. Add one above to start sending events.',
  url: 'URL',
  urlHint: 'https:// to a public address. The receiver must answer 2xx within a few seconds; redirects are not followed.',
  events: 'Events',
  description: 'Description',
  descriptionHint: 'Optional: what receives these events (e.g. “Pipedrive”).',
  save: 'Save',
  create: 'Add endpoint',
  edit: 'Edit',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteQuestion: 'Delete this endpoint and its delivery log?',
  confirmDelete: 'Yes, delete',
  rotate: 'Rotate secret',
  rotateQuestion: 'Make a new signing secret? The old one keeps signing too for 24 hours.',
  confirmRotate: 'Yes, rotate',
  sendTest: 'Send test',
  enable: 'Enable',
  disable: 'Disable',
  showLog: 'Delivery log',
  hideLog: 'Hide delivery log',
  secretTitle: 'Signing secret',
  secretOnce: 'Copy it now: it is shown only this once. Receivers verify each request with it.',
  secretDone: 'I have copied it',
  noDeliveries: 'No deliveries yet.',
  redeliver: 'Redeliver',
  attempts: 'Attempts',
  payload: 'Payload',
  logRefreshSeconds: 3,
} as const

export const deliveryStatusLabels: Record<string, string> = {
  queued: 'Queued',
  sending: 'Sending',
  retrying: 'Retrying',
  succeeded: 'Delivered',
  failed: 'Failed',
  cancelled: 'Cancelled',
}
