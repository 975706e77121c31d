/** Shown on every checkout step while the shop takes no real payments (no payment provider is configured). */
export const TEST_MODE_NOTICE = 'Test mode — no real payment is taken';

/** Shown with an order placed in test mode. */
export const TEST_ORDER_NOTICE = 'This is a test order — no real payment was taken.';

export function TestModeNotice({ text = TEST_MODE_NOTICE }: { text?: string }) {
  return (
    <p className="co-testmode co-testmode--notice" role="note">
      <strong>{text}</strong>
    </p>
  );
}
