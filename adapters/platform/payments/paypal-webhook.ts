export interface PaypalWebhookOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  environment: 'sandbox' | 'production';
  apiBase?: string;
  timeoutMs?: number;
}

export interface PaypalWebhookEvent {
  eventType: string;
  /** Capture id (PAYMENT.CAPTURE.* events). */
  captureId: string | null;
  /** The PayPal order the capture belongs to. */
  orderId: string | null;
  amountCents: number | null;
}

const HEADERS = ['paypal-auth-algo', 'paypal-cert-url', 'paypal-transmission-id', 'paypal-transmission-sig', 'paypal-transmission-time'] as const;

const toCents = (value: unknown): number | null => {
  const m = typeof value === 'string' ? /^(\d+)(?:\.(\d{1,2}))?$/.exec(value) : null;
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
};

/**
 * Verifies a PayPal webhook with PayPal's verify-webhook-signature call (PayPal checks the
 * certificate chain and signature over the exact body) and reads the capture it reports.
 * Null when the headers are missing or PayPal says it is not genuine.
 */
export async function readPaypalWebhook(options: PaypalWebhookOptions, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<PaypalWebhookEvent | null> {
  const given: Record<string, string> = {};
  for (const h of HEADERS) {
    const v = headers[h];
    if (typeof v !== 'string' || v === '') return null;
    given[h] = v;
  }
  let event: { event_type?: string; resource?: { id?: string; amount?: { value?: string; currency_code?: string }; supplementary_data?: { related_ids?: { order_id?: string } } } };
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const base = (options.apiBase ?? (options.environment === 'production' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com')).replace(/\/$/, '');
  const signal = AbortSignal.timeout(options.timeoutMs ?? 15_000);
  const tokenRes = await fetch(`${base}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
    signal,
  });
  if (!tokenRes.ok) throw new Error(`PayPal token request failed with ${tokenRes.status}`);
  const { access_token: accessToken } = (await tokenRes.json()) as { access_token?: string };
  // The body is embedded as parsed JSON: PayPal verifies against the event as it sent it.
  const verifyBody = `{"auth_algo":${JSON.stringify(given['paypal-auth-algo'])},"cert_url":${JSON.stringify(given['paypal-cert-url'])},"transmission_id":${JSON.stringify(given['paypal-transmission-id'])},"transmission_sig":${JSON.stringify(given['paypal-transmission-sig'])},"transmission_time":${JSON.stringify(given['paypal-transmission-time'])},"webhook_id":${JSON.stringify(options.webhookId)},"webhook_event":${rawBody.toString('utf8')}}`;
  const verifyRes = await fetch(`${base}/v1/notifications/verify-webhook-signature`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken ?? ''}`, 'content-type': 'application/json' },
    body: verifyBody,
    signal,
  });
  if (!verifyRes.ok) throw new Error(`PayPal webhook verification failed with ${verifyRes.status}`);
  const verdict = (await verifyRes.json()) as { verification_status?: string };
  if (verdict.verification_status !== 'SUCCESS') return null;
  const r = event.resource ?? {};
  return {
    eventType: event.event_type ?? '',
    captureId: r.id ?? null,
    orderId: r.supplementary_data?.related_ids?.order_id ?? null,
    amountCents: r.amount?.currency_code === 'AUD' ? toCents(r.amount.value) : null,
  };
}
