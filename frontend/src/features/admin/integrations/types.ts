// Shapes /api/admin/webhooks answers with (web/api/admin/webhooks.py, pipeline/webhooks/).

export type WebhookEventType = {
  type: string
  description: string
  subscribable: boolean
  example: unknown
}

export type LastDelivery = {
  id: string
  event_type: string
  status: string
  status_code: number | null
  created_at: string | null
}

export type WebhookEndpoint = {
  id: number
  url: string
  description: string
  events: string[]
  enabled: boolean
  disabled_at: string | null
  disabled_reason: string | null
  failing_since: string | null
  previous_secret_valid_until: string | null
  created_at: string | null
  updated_at: string | null
  last_delivery: LastDelivery | null
}

export type WebhooksResponse = { endpoints: WebhookEndpoint[]; events: WebhookEventType[] }

export type SecretResponse = { endpoint: WebhookEndpoint; secret: string }

export type DeliveryAttempt = {
  number: number
  started_at: string | null
  duration_ms: number
  status_code: number | null
  response_excerpt: string | null
  error: string | null
  succeeded: boolean
  next_retry_at: string | null
}

export type Delivery = {
  id: string
  endpoint_id: number
  message_id: string
  event_type: string
  status: string
  attempt_count: number
  status_code: number | null
  duration_ms: number | null
  response_excerpt: string | null
  error: string | null
  next_retry_at: string | null
  created_at: string | null
  delivered_at: string | null
  erased: boolean
  payload: unknown
  attempts: DeliveryAttempt[]
}

export type DeliveriesResponse = { deliveries: Delivery[]; page: number; has_more: boolean }

export type EndpointInput = { url: string; events: string[]; description: string }
